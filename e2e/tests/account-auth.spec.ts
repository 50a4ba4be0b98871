import { loginInBrowser, notices, registerConfirmedCustomer, uniqueEmail } from "../support/customers";
import { waitForMail } from "../support/mail";
import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";

test.describe("registration, login and password recovery", () => {
  test("register with double opt-in, confirm through the mail, log out", async ({ page, axeViolations }) => {
    test.slow();
    const email = uniqueEmail("register");
    await page.goto("/register");
    expect(await axeViolations()).toEqual([]);
    const main = page.getByRole("main");
    await main.getByLabel("First name").fill("Jana");
    await main.getByLabel("Last name").fill("Nowak");
    await main.getByLabel("Street address").fill("Hauptstraße 5");
    await main.getByLabel("Postal code").fill("10115");
    await main.getByLabel("City").fill("Berlin");
    await main.getByLabel("Country").selectOption({ label: "Germany" });
    await main.getByLabel("Email address").fill(email);
    await main.getByLabel("Password").fill("short");
    await main.getByRole("button", { name: "Create account" }).click();
    // A too-short password comes back as a field error; everything typed but the password stays.
    await expect(main.getByText("Password is too short").first()).toBeVisible();
    await expect(main.getByLabel("First name")).toHaveValue("Jana");
    await expect(main.getByLabel("Password")).toHaveValue("");

    await main.getByLabel("Password").fill("a-long-secret-1");
    await main.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for signing up!");
    await expect(main.getByText("We have sent you a confirmation email.")).toBeVisible();
    // Double opt-in: not logged in yet.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);

    const mail = await waitForMail(email, "customer.double_opt_in_registration");
    const link = mail.links.find((href) => href.includes("/registration/confirm"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/account$/);
    await expect(notices(page)).toContainText("Your account has been confirmed.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Jana Nowak");

    // The same link again: already confirmed.
    await page.goto(link as string);
    await expect(page.getByRole("alert").filter({ hasText: "already been confirmed" })).toHaveText(
      "Either the email address has already been confirmed or the URL is invalid.",
    );

    await page.goto("/account");
    await page.getByRole("navigation", { name: "Account menu" }).getByRole("button", { name: "Log out" }).click();
    await expect(notices(page)).toContainText("You have been logged out.");
    await page.goto("/account/order");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forder$/);
  });

  test("wrong password, then back to the requested account page after logging in", async ({
    page,
    request,
    axeViolations,
  }) => {
    const customer = await registerConfirmedCustomer(request);
    await page.goto("/account/address");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Faddress$/);
    expect(await axeViolations()).toEqual([]);
    const main = page.getByRole("main");
    // Each attempt waits for its own answer: the error text of the previous one is the same.
    const attempt = async (email: string, password: string) => {
      await main.getByLabel("Email address").fill(email);
      await main.getByLabel("Password").fill(password);
      await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
        ),
        main.getByRole("button", { name: "Log in" }).click(),
      ]);
    };
    await attempt(customer.email, "not-the-password");
    await expect(main.getByRole("alert")).toContainText("Invalid username and/or password.");
    await expect(main.getByLabel("Email address")).toHaveValue(customer.email);
    await expect(main.getByLabel("Password")).toHaveValue("");
    // Unknown addresses get the very same answer.
    await attempt(uniqueEmail("nobody"), "whatever-123");
    await expect(main.getByRole("alert")).toContainText("Invalid username and/or password.");
    await expect(main.getByLabel("Password")).toHaveValue("");

    await attempt(customer.email, customer.password);
    await expect(page).toHaveURL(/\/account\/address$/);
    await expect(notices(page)).toContainText("You are now logged in.");
  });

  test("an external redirectTo is ignored", async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request);
    await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
    await loginInBrowser(page, customer);
    await expect(page).toHaveURL(/\/account$/);
  });

  test("recover and reset the password through the mail (German)", async ({ page, request, axeViolations }) => {
    test.slow();
    const customer = await registerConfirmedCustomer(request);
    await page.goto("/testde/account/recover");
    expect(await axeViolations()).toEqual([]);
    const main = page.getByRole("main");
    await main.getByLabel("E-Mail-Adresse").fill(customer.email);
    await main.getByRole("button", { name: "Link senden" }).click();
    await expect(main.getByRole("status")).toContainText("Falls ein Konto mit dieser E-Mail-Adresse existiert");

    const mail = await waitForMail(customer.email, "customer.password_recovery");
    const link = mail.links.find((href) => href.includes("/reset-password"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    expect(await axeViolations()).toEqual([]);
    await main.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("new-secret-456");
    await main.getByLabel("Neues Passwort bestätigen").fill("different-456");
    await main.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(main.getByRole("alert")).toContainText("Die Passwörter müssen übereinstimmen");

    await main.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill("new-secret-456");
    await main.getByLabel("Neues Passwort bestätigen").fill("new-secret-456");
    await main.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page).toHaveURL(/\/testde\/login$/);
    await expect(notices(page)).toContainText("Ihr Passwort wurde aktualisiert.");
    await loginInBrowser(page, { email: customer.email, password: "new-secret-456" });
  });

  test("a password reset link that is unknown says so", async ({ page }) => {
    await page.goto("/reset-password?hash=abcdefabcdefabcdefabcdefabcdefab");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("This password reset link is invalid.");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("log in and out with plain form posts", noJsTwin(), async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request);
    await page.goto("/pl-PL/login");
    const main = page.getByRole("main");
    await main.getByLabel("Adres e-mail").fill(customer.email);
    await main.getByLabel("Hasło").fill(customer.password);
    await main.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(/\/pl-PL\/account$/);
    await expect(notices(page)).toContainText("Zalogowano pomyślnie.");
    await page.getByRole("navigation", { name: "Menu konta" }).getByRole("button", { name: "Wyloguj się" }).click();
    await expect(page).toHaveURL(/\/pl-PL$/);
    await expect(notices(page)).toContainText("Wylogowano.");
  });

  test("an address form re-renders with the input and messages, then saves", async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginInBrowser(page, customer);
    await page.goto("/account/address?new=1");
    const form = page.getByRole("main").getByRole("region", { name: "New address" });
    await form.getByLabel("First name").fill("Lena");
    await form.getByLabel("Last name").fill("Schulz");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByRole("alert")).toContainText("Street address - This value should not be blank.");
    await expect(form.getByLabel("First name")).toHaveValue("Lena");
    await form.getByLabel("Street address").fill("Ringstraße 9");
    await form.getByLabel("Postal code").fill("50667");
    await form.getByLabel("City").fill("Köln");
    await form.getByLabel("Country").selectOption({ label: "Germany" });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(notices(page)).toContainText("The address has been saved.");
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "Lena Schulz" })).toContainText("Köln");
  });
});
