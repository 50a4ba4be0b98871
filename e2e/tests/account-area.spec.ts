import { loginInBrowser, loginWithSession, notices, placeOrder, registerConfirmedCustomer } from "../support/customers";
import { expect, test } from "../support/test";

test.describe("account area", () => {
  test("edit personal data, email and password", async ({ page, request, axeViolations }) => {
    test.slow();
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await page.goto("/account/profile");
    expect(await axeViolations()).toEqual([]);
    const main = page.getByRole("main");

    const personal = main.getByRole("region", { name: "Personal data" });
    await personal.getByLabel("First name").fill("");
    await personal.getByRole("button", { name: "Save personal data" }).click();
    await expect(personal.getByRole("alert")).toContainText("First name should not be empty");
    await personal.getByLabel("First name").fill("Renate");
    await personal.getByRole("button", { name: "Save personal data" }).click();
    await expect(notices(page)).toContainText("Your personal data has been updated.");
    await expect(personal.getByLabel("First name")).toHaveValue("Renate");

    const newEmail = customer.email.replace("@", "+new@");
    const emailForm = main.getByRole("region", { name: "Change email address" });
    await emailForm.getByRole("textbox", { name: "New email address", exact: true }).fill(newEmail);
    await emailForm.getByLabel("Confirm the new email address").fill(newEmail);
    await emailForm.getByLabel("Current password").fill("wrong-password");
    await emailForm.getByRole("button", { name: "Change email address" }).click();
    await expect(emailForm.getByRole("alert")).toContainText("Password incorrect");
    await expect(emailForm.getByRole("textbox", { name: "New email address", exact: true })).toHaveValue(newEmail);
    await emailForm.getByLabel("Current password").fill(customer.password);
    await emailForm.getByRole("button", { name: "Change email address" }).click();
    await expect(notices(page)).toContainText("Your email address has been updated.");
    await expect(emailForm).toContainText(`Current email address: ${newEmail}`);

    const passwordForm = main.getByRole("region", { name: "Change password" });
    await passwordForm.getByLabel("Current password").fill(customer.password);
    await passwordForm.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-789");
    await passwordForm.getByLabel("Confirm the new password").fill("brand-new-789");
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(notices(page)).toContainText("Your password has been updated.");

    await page.getByRole("navigation", { name: "Account menu" }).getByRole("button", { name: "Log out" }).click();
    await loginInBrowser(page, { email: newEmail, password: "brand-new-789" });
  });

  test("manage addresses: create, edit, set defaults, delete; a default cannot be deleted", async ({
    page,
    request,
    axeViolations,
  }) => {
    test.slow();
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await page.goto("/account/address");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Add address" }).click();
    const form = main.getByRole("region", { name: "New address" });
    await form.getByLabel("First name").fill("Paul");
    await form.getByLabel("Last name").fill("Becker");
    await form.getByRole("button", { name: "Save address" }).click();
    // Blank required fields come back as field messages, input kept.
    await expect(form.getByRole("alert")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Paul");
    expect(await axeViolations()).toEqual([]);
    await form.getByLabel("Street address").fill("Marktplatz 3");
    await form.getByLabel("Postal code").fill("20095");
    await form.getByLabel("City").fill("Hamburg");
    await form.getByLabel("Country").selectOption({ label: "Germany" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(notices(page)).toContainText("The address has been saved.");

    const paul = main.getByRole("listitem").filter({ hasText: "Paul Becker" });
    await paul.getByRole("link", { name: /Edit/ }).click();
    await main.getByRole("region", { name: "Edit address" }).getByLabel("City").fill("Bremen");
    await main.getByRole("region", { name: "Edit address" }).getByRole("button", { name: "Save address" }).click();
    await expect(notices(page)).toContainText("The address has been updated.");
    await expect(paul).toContainText("Bremen");

    await paul.getByRole("button", { name: "Use as default billing address" }).click();
    await expect(notices(page)).toContainText("The default billing address has been set.");
    await expect(paul).toContainText("Default billing");
    await paul.getByRole("button", { name: /^Delete/ }).click();
    await expect(main.getByRole("alert")).toContainText("A default address cannot be deleted.");

    // Make the first address the default again; then Paul's can go.
    const original = main.getByRole("listitem").filter({ hasText: "Teststraße 1" });
    await original.getByRole("button", { name: "Use as default billing address" }).click();
    await expect(original).toContainText("Default billing");
    await paul.getByRole("button", { name: /^Delete/ }).click();
    await expect(notices(page)).toContainText("The address has been deleted.");
    await expect(main.getByRole("listitem").filter({ hasText: "Paul Becker" })).toHaveCount(0);
  });

  test("change the default payment method on the overview", async ({ page, request, axeViolations }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginInBrowser(page, customer);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Hello, ${customer.firstName} ${customer.lastName}`,
    );
    expect(await axeViolations()).toEqual([]);
    const card = page.getByRole("region", { name: "Default payment method" });
    await card.getByRole("radio", { name: /Cash on delivery/ }).check();
    await card.getByRole("button", { name: "Save payment method" }).click();
    await expect(notices(page)).toContainText("Your default payment method has been changed.");
    await expect(card.getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
  });

  test("order history and details of the demo customer (read only)", async ({ page, axeViolations }) => {
    test.slow();
    await loginInBrowser(page, { email: "demo@example.com", password: "demo1234!" });
    await page.goto("/account/order");
    expect(await axeViolations()).toEqual([]);
    const rows = page.getByRole("main").getByRole("row");
    await expect(rows.filter({ hasText: "Paid" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: "Cancelled" }).first()).toBeVisible();

    // The digital order: its download is streamed through the storefront.
    await page.goto("/account/order");
    const links = page.getByRole("main").getByRole("link", { name: /Details/ });
    const count = await links.count();
    let foundDownload = false;
    for (let index = 0; index < count && !foundDownload; index += 1) {
      await page.goto("/account/order");
      await page
        .getByRole("main")
        .getByRole("link", { name: /Details/ })
        .nth(index)
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Order ");
      await expect(page.getByRole("region", { name: "Items" })).toContainText("Subtotal");
      const download = page.getByRole("link", { name: /^Download / });
      if ((await download.count()) > 0) {
        foundDownload = true;
        expect(await axeViolations()).toEqual([]);
        const href = await download.first().getAttribute("href");
        expect(href).toMatch(/\?download=/);
        const response = await page.request.get(href as string);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-disposition"]).toContain("attachment");
      }
    }
    expect(foundDownload).toBe(true);
  });

  test("change the payment method of an unpaid order and pay again", async ({ page, request, axeViolations }) => {
    const customer = await registerConfirmedCustomer(request);
    const order = await placeOrder(request, customer);
    await loginWithSession(page, request, customer);
    await page.goto(`/pl-PL/account/order/details/${order.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zamówienie ${order.orderNumber}`);
    expect(await axeViolations()).toEqual([]);
    const card = page.getByRole("region", { name: "Zmień metodę płatności i zapłać ponownie" });
    await card.getByRole("radio", { name: /Płatność przy odbiorze/ }).check();
    await card.getByRole("button", { name: "Zapłać teraz" }).click();
    await expect(notices(page)).toContainText("Metoda płatności zamówienia została zmieniona.");
    await expect(page.getByRole("region", { name: "Metoda płatności" })).toContainText("Płatność przy odbiorze");
  });
});
