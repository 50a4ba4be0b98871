import { clientManifest } from "../support/client-build";
import { appHydrated, holdScripts, untilContentHydrated, untilHydrated } from "../support/hydration";
import { scriptRequests } from "../support/page-watch";
import type { Page } from "@playwright/test";
import { continueAsGuest, loginWithSession, registerConfirmedCustomer } from "../support/customers";
import { waitForMail } from "../support/mail";
import { noJsTwin } from "../support/one-engine";
import { contextTokenOf, storeApiPost } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 4 checkout journeys. Orders use products with plenty of stock (never the closeouts the cart
 * spec adjusts), and every journey that orders is a fresh guest or a freshly registered customer.
 */
// Whole purchases (register, methods, order, gateway) take longer than one page's check.
test.describe.configure({ timeout: 60_000 });

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt, stock 117
const EBOOK = "/detail/72e53b5efc4472b10d63889389345b5a"; // The Quiet Garden (E-Book), a download

/** The cart forms carry a hidden js=1 once the app has hydrated; before that a click posts the plain form. */
async function hydrated(page: Page) {
  await appHydrated(page);
}

async function addToCart(page: Page, productPath: string, { javaScript = true } = {}) {
  await page.goto(productPath);
  if (javaScript) await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  if (javaScript) {
    const sideCart = page.getByRole("dialog", { name: "Your cart" });
    await expect(sideCart.getByText("Products added to cart")).toBeVisible();
    await sideCart.getByRole("button", { name: "Close cart" }).click();
  } else {
    await expect(page.getByText("Products added to cart")).toBeVisible();
  }
}

async function choosePayment(page: Page, name: string, { javaScript = true } = {}) {
  const section = page.getByRole("region", { name: "Payment method" });
  // Already the session's method: nothing to change (and no notice).
  if (await section.getByLabel(name).isChecked()) return;
  // With JavaScript a choice posts at once, but only once React owns the radios: before that it is the plain form's.
  if (javaScript) await untilHydrated(page, "input[name=paymentMethodId]");
  await section.getByLabel(name).check();
  if (!javaScript) await section.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The payment method has been changed.")).toBeVisible();
  await expect(section.getByLabel(name)).toBeChecked();
}

/** The orders of the browser's session, read from the Store API with its context token. */
async function sessionOrders(page: Page): Promise<{ id: string; orderNumber: string }[]> {
  const token = await contextTokenOf(page.context());
  expect(token, "the session cookie").toBeTruthy();
  const response = await storeApiPost<{ orders: { elements: { id: string; orderNumber: string }[] } }>(
    page.request,
    "/order",
    { limit: 10 },
    token,
  );
  expect(response.status, response.text).toBe(200);
  return response.data.orders.elements;
}

async function placeOrder(page: Page) {
  await page.getByLabel("I have read and accept the terms and conditions.").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}/);
  await expect(page.getByText(/Your order number: \d+/)).toBeVisible();
}

test("guest order with invoice, the terms required first, axe-clean checkout and success page", async ({
  page,
  axeViolations,
}) => {
  await addToCart(page, SHIRT);
  await page.goto("/checkout");
  expect(await axeViolations()).toEqual([]);
  const email = await continueAsGuest(page);
  await choosePayment(page, "Invoice");
  expect(await axeViolations()).toEqual([]);

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert").getByText("Please accept the terms and conditions.")).toBeVisible();
  await expect(page.getByLabel("I have read and accept the terms and conditions.")).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await placeOrder(page);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText("Please pay as described for your payment method (Invoice).")).toBeVisible();
  await expect(page.getByText("Striped Breton Shirt")).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  await waitForMail(email);
  // The order emptied the cart.
  await expect(page.getByRole("link", { name: "Cart (0)" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole guest checkout works with forms and redirects", noJsTwin(), async ({ page }) => {
    await addToCart(page, SHIRT, { javaScript: false });
    await page.goto("/checkout");
    await continueAsGuest(page);
    const shipping = page.getByRole("region", { name: "Shipping method" });
    await shipping.getByLabel("Express").check();
    await shipping.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("The shipping method has been changed.")).toBeVisible();
    await choosePayment(page, "Cash on delivery", { javaScript: false });
    await page.getByLabel("Comment (optional)").fill("Please ring twice.");
    await placeOrder(page);
    await expect(page.getByText("Cash on delivery").first()).toBeVisible();
    await expect(page.getByText("Express")).toBeVisible();
  });

  // Issue 6: the first of two posts orders the cart; the second finds it empty (or changed) and must land on that
  // order's confirmation too: one order, never an empty cart.
  test("two 'Place order' posts at once (a double click): one order, and both land on its confirmation", async ({
    page,
  }) => {
    await addToCart(page, SHIRT, { javaScript: false });
    await page.goto("/checkout");
    await continueAsGuest(page);
    // Chromium sends one post for a real double click, other browsers two: send the two posts the way they do, at
    // once, with the page's session and origin.
    const origin = new URL(page.url()).origin;
    // The page's form fields: the cart hash the order is placed for (issue 12 M2), and what the page showed.
    const hash = await page.locator("input[name=hash]").inputValue();
    const shown = await page.locator("input[name=shown]").inputValue();
    const post = () =>
      page.request.post("/checkout", {
        form: { intent: "order", tos: "1", hash, shown },
        maxRedirects: 0,
        headers: { Origin: origin, Referer: `${origin}/checkout` },
      });
    const answers = await Promise.all([post(), post()]);
    const targets = answers.map((answer) => new URL(answer.headers()["location"] ?? "", origin).pathname);
    expect(answers.map((answer) => answer.status())).toEqual([303, 303]);
    const orders = await sessionOrders(page);
    expect(orders).toHaveLength(1);
    expect(targets).toEqual([`/checkout/success/${orders[0]?.id}`, `/checkout/success/${orders[0]?.id}`]);
    // Whichever answer the browser shows last: the confirmation of that one order.
    await page.goto(targets[1] as string);
    await expect(page.getByText(`Your order number: ${orders[0]?.orderNumber}`)).toBeVisible();
  });

  test("'Place order' posted again after the order (back button, resubmit) shows that order, not an empty cart", async ({
    page,
  }) => {
    await addToCart(page, SHIRT, { javaScript: false });
    await page.goto("/checkout");
    await continueAsGuest(page);
    await placeOrder(page);
    const first = new URL(page.url());
    await page.goBack();
    // The browser's own resubmission of the same form (what the back button and a reload offer).
    const again = await page.request.post("/checkout", {
      form: { intent: "order", tos: "1" },
      maxRedirects: 0,
      headers: { Origin: first.origin, Referer: `${first.origin}/checkout` },
    });
    expect(again.status()).toBe(303);
    expect(new URL(again.headers()["location"] ?? "", first).pathname).toBe(first.pathname);
    expect(await sessionOrders(page)).toHaveLength(1);
  });
});

test.describe("registered customer with DemoPay", () => {
  test("approved: countdown to the gateway, then the paid page", async ({ page, request, axeViolations }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await addToCart(page, SHIRT);
    await page.goto("/checkout");
    await expect(
      page.getByText(`Signed in as ${customer.firstName} ${customer.lastName} (${customer.email})`),
    ).toBeVisible();
    await choosePayment(page, "DemoPay (online)");
    await placeOrder(page);
    await expect(page.getByText(/You will be taken to the payment provider in \d seconds/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    // Spec §9: after 5 seconds the gateway page.
    await page.getByRole("button", { name: "Approve payment" }).click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/paid/);
    await expect(page.getByRole("heading", { name: "Thank you! Your payment was successful." })).toBeVisible();
    await expect(page.getByText("Paid", { exact: true })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  test("declined: the unpaid page offers to pay again with another method", async ({
    page,
    request,
    axeViolations,
  }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await addToCart(page, SHIRT);
    await page.goto("/checkout");
    await choosePayment(page, "DemoPay (online)");
    await placeOrder(page);
    await page.getByRole("link", { name: "Continue to payment now" }).click();
    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid/);
    await expect(page.getByRole("heading", { name: "Your payment did not go through" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // Pay again through the gateway, approved this time.
    await page.getByLabel("DemoPay (online)").check();
    await page.getByRole("button", { name: "Pay again" }).click();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Your payment was successful." })).toBeVisible();
  });
});

// A shopper on a slow line picks a payment method before the scripts have run: the radio shows it, but the change
// event went to no handler and the "Apply" button disappears once they do. The order must be paid the way it shows.
test("a payment method chosen before the page became interactive is the order's", async ({ page, request }) => {
  const customer = await registerConfirmedCustomer(request);
  await loginWithSession(page, request, customer);
  await addToCart(page, SHIRT);
  const release = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "commit" });
  await page.getByRole("region", { name: "Payment method" }).getByLabel("DemoPay (online)").check();
  release();
  await expect(page.getByText("The payment method has been changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment method" }).getByLabel("DemoPay (online)")).toBeChecked();
  await placeOrder(page);
  await expect(page.getByText(/You will be taken to the payment provider in \d seconds/)).toBeVisible();
});

// Issue 15, first-load JS: the checkout's content (its steps' forms) is not part of the page's first load; it loads
// and hydrates when the shopper first reaches for it (features/page-kinds/KindIsland.tsx). A shopper who types while
// it loads keeps every character, choice and tick, and the form then works as it does with JavaScript.
test("the checkout's forms load on first use and keep what was typed while they loaded", async ({ page }) => {
  const content = `/${clientManifest()["app/features/checkout/CheckoutPage.tsx"]?.file}`;
  await addToCart(page, SHIRT);
  const requested = scriptRequests(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${content}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/checkout");
  await untilHydrated(page, "main", { deferred: "leave" });
  await page.waitForLoadState("networkidle");
  expect(requested.has(content), "the content's chunk before any use").toBe(false);

  const register = page.getByRole("region", { name: "I am a new customer" });
  await register.getByLabel("First name").fill("Gina");
  await expect.poll(() => requested.has(content), "the content's chunk once a field has the focus").toBe(true);
  await register.getByLabel("Salutation").selectOption({ index: 1 });
  await register.getByLabel("Last name").fill("Guest");
  await register.getByLabel("Business").check();
  await register.getByLabel("Country").selectOption({ label: "Germany" });
  release();
  await untilContentHydrated(page);
  await expect(register.getByLabel("First name")).toHaveValue("Gina");
  await expect(register.getByLabel("Last name")).toHaveValue("Guest");
  await expect(register.getByLabel("Salutation")).not.toHaveValue("");
  await expect(register.getByLabel("Business")).toBeChecked();
  // The country chosen meanwhile is the form's: Germany needs a postal code.
  await expect(register.getByLabel("Country")).toHaveValue(/[0-9a-f]{32}/);
  await expect(register.getByLabel("Postal code")).toHaveAttribute("required", "");
  await expect(register.getByLabel("Do not create a customer account")).toBeChecked();

  const email = `early-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await register.getByLabel("Company").fill("Gina Guest GmbH");
  await register.getByLabel("Street address").fill("Hauptstraße 5");
  await register.getByLabel("Postal code").fill("10115");
  await register.getByLabel("City").fill("Berlin");
  await register.getByLabel("Email address").fill(email);
  await register.getByRole("button", { name: "Continue as guest", exact: true }).click();
  await expect(page.getByText(`Ordering as a guest (${email})`)).toBeVisible();
});

test("digital product: no shipping step, the withdrawal waiver is required", async ({ page }) => {
  await addToCart(page, EBOOK);
  await page.goto("/checkout");
  await continueAsGuest(page);
  await expect(page.getByText("Your order contains only downloads: nothing needs to be shipped.")).toBeVisible();
  await expect(page.getByText("Shipping costs")).toHaveCount(0);
  await choosePayment(page, "Invoice");
  await page.getByLabel("I have read and accept the terms and conditions.").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page
      .getByRole("alert")
      .getByText("Please confirm that you waive your right of withdrawal for the digital products."),
  ).toBeVisible();
  await page.getByLabel(/I want the digital products right away/).check();
  await placeOrder(page);
  await expect(page.getByText("The Quiet Garden (E-Book)")).toBeVisible();
});

test("currency switch before checkout: cart, checkout and order in the chosen currency", async ({ page }) => {
  await addToCart(page, SHIRT);
  await page.getByLabel("Currency").selectOption({ label: "USD ($)" });
  // The switch posts in the background; leaving the page before it answers would cancel it.
  await expect(
    page
      .getByRole("main")
      .getByText(/\$\s?\d|\d\s?\$/)
      .first(),
  ).toBeVisible();
  await page.goto("/checkout/cart");
  await expect(page.getByTestId("cart-total")).toContainText("$");
  await page.goto("/checkout");
  await expect(page.getByTestId("cart-total")).toContainText("$");
  await continueAsGuest(page);
  await choosePayment(page, "Invoice");
  await placeOrder(page);
  await expect(page.getByTestId("cart-total")).toContainText("$");
});

test("the spec's precondition messages when no method or address is sent", async ({ page }) => {
  await addToCart(page, SHIRT);
  await page.goto("/checkout");
  await continueAsGuest(page);
  const cases: Array<[intent: string, message: string]> = [
    ["shippingMethod", "You need to provide shipping method id in order to set shipping method."],
    ["paymentMethod", "You need to provide payment method id in order to set payment method."],
    ["billingAddress", "You need to provide address id in order to set the address."],
  ];
  for (const [intent, message] of cases) {
    const response = await page.request.post("/checkout", { form: { intent }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(message);
  }
});
