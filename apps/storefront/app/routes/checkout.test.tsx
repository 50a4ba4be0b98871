import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutData } from "../features/checkout/checkout.server";
import type { CheckoutActionData } from "../features/checkout/checkout";
import { t } from "../features/checkout/messages";
import {
  actionDataOf,
  type Backend,
  flashIn,
  loaderDataOf,
  type RouterState,
  routeSession,
  startStoreBackend,
  stockedProductId,
} from "../test-support/route-harness";
import { action as cartAction } from "../features/cart/cart.route";
import { action as checkoutAction, loader as checkoutLoader } from "./checkout";
import { loader as cartPageLoader } from "./checkout-cart";

/**
 * The checkout's loader and action through createRoutesStub against a real backend: the step guards (empty cart,
 * guest or logged in), the payment and shipping choice kept in the session, and order errors that keep what was typed.
 */

let backend: Backend;
let productId: string;

beforeAll(async () => {
  backend = await startStoreBackend("checkout-routes");
  productId = await stockedProductId(backend);
}, 120_000);

afterAll(() => backend?.stop());

type CheckoutLoaderData = CheckoutData & { locale: string };

function checkoutSession(prefix = "") {
  return routeSession([
    { path: `${prefix}/checkout`, loader: checkoutLoader, action: checkoutAction },
    { path: `${prefix}/checkout/cart`, loader: cartPageLoader, action: cartAction },
    { path: `${prefix}/_action/cart`, action: cartAction },
  ]);
}

async function withCart(prefix = "") {
  const session = await checkoutSession(prefix);
  await session.submit(`${prefix}/_action/cart`, { intent: "add", productId, quantity: "1", js: "1" });
  return session;
}

const checkoutOf = (state: RouterState, prefix = "") => loaderDataOf<CheckoutLoaderData>(state, `${prefix}/checkout`);
const actionOf = (state: RouterState, prefix = "") => actionDataOf<CheckoutActionData>(state, `${prefix}/checkout`);

/** A guest registered through the checkout's "new customer" form, as the page posts it. */
async function continueAsGuest(prefix = "") {
  const session = await withCart(prefix);
  const identity = checkoutOf(await session.visit(`${prefix}/checkout`), prefix);
  expect(identity.step).toBe("identity");
  const germany = identity.countries.find((country) => ["Germany", "Deutschland", "Niemcy"].includes(country.name));
  const state = await session.submit(`${prefix}/checkout`, {
    intent: "register",
    guest: "1",
    email: `guest-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    "billingAddress.salutationId": identity.salutations[0]?.id ?? "",
    "billingAddress.firstName": "Gina",
    "billingAddress.lastName": "Guest",
    "billingAddress.street": "Hauptstraße 5",
    "billingAddress.zipcode": "10115",
    "billingAddress.city": "Berlin",
    "billingAddress.countryId": germany?.id ?? "",
  });
  return { session, state };
}

describe("checkout routes", () => {
  it("sends a shopper with an empty cart to the cart page", async () => {
    const session = await checkoutSession("/pl-PL");
    const state = await session.visit("/pl-PL/checkout");
    expect(state.location.pathname).toBe("/pl-PL/checkout/cart");
  });

  it("asks a shopper with a cart who is not known yet who they are, then shows a guest the details step", async () => {
    const { state } = await continueAsGuest();
    expect(state.location.pathname).toBe("/checkout");
    const details = checkoutOf(state);
    expect(details.step).toBe("details");
    expect(details.session).toMatchObject({ guest: true, loggedIn: false });
    expect(details.billingAddress?.city).toBe("Berlin");
    expect(details.paymentMethods.length).toBeGreaterThan(1);
  });

  it("keeps the chosen payment and shipping method in the session, and refuses a missing one in the shopper's language", async () => {
    const { session, state } = await continueAsGuest("/testde");
    const details = checkoutOf(state, "/testde");
    const payment = details.paymentMethods.find((method) => method.id !== details.paymentMethodId);
    const shipping = details.shippingMethods.find((method) => method.id !== details.shippingMethodId);
    expect(payment && shipping).toBeTruthy();

    const paid = await session.submit("/testde/checkout", {
      intent: "paymentMethod",
      paymentMethodId: payment?.id ?? "",
    });
    expect(await flashIn(session.jar)).toMatchObject({ type: "success", message: t("testde", "paymentChanged") });
    expect(checkoutOf(paid, "/testde").paymentMethodId).toBe(payment?.id);
    const shipped = await session.submit("/testde/checkout", {
      intent: "shippingMethod",
      shippingMethodId: shipping?.id ?? "",
    });
    expect(checkoutOf(shipped, "/testde").shippingMethodId).toBe(shipping?.id);
    // A later visit (a new request of the same session) still has both.
    const again = checkoutOf(await session.visit("/testde/checkout"), "/testde");
    expect([again.paymentMethodId, again.shippingMethodId]).toEqual([payment?.id, shipping?.id]);

    const missing = await session.submit("/testde/checkout", { intent: "paymentMethod", paymentMethodId: "nope" });
    expect(actionOf(missing, "/testde").errors.summary).toEqual([t("testde", "paymentMethodMissing")]);
    expect(checkoutOf(missing, "/testde").paymentMethodId).toBe(payment?.id);
  });

  it("refuses an order without the terms or with a changed cart, keeping the comment the shopper typed", async () => {
    const { session, state } = await continueAsGuest();
    const comment = "Bitte klingeln – 3. Stock";
    const withoutTerms = await session.submit("/checkout", { intent: "order", customerComment: comment, hash: "" });
    const refused = actionOf(withoutTerms);
    expect(refused.errors.fields.tos).toBe(t("en-GB", "tosRequired"));
    expect(refused.values.customerComment).toBe(comment);

    // The hash of a cart the page did not show: the backend refuses the order (409), the page says so.
    const stale = await session.submit("/checkout", {
      intent: "order",
      tos: "1",
      customerComment: comment,
      hash: "0123456789abcdef0123456789abcdef",
    });
    const changed = actionOf(stale);
    expect(changed.errors.summary[0]).toBe(t("en-GB", "orderNotPlacedChanged"));
    expect(changed.values.customerComment).toBe(comment);
    expect(changed.values.tos).toBe("1");
    // Nothing was ordered: the cart is still there.
    expect(checkoutOf(stale).cart.lineItems).toHaveLength(checkoutOf(state).cart.lineItems.length);
  });

  it("logs a customer in from the checkout, and refuses a wrong password keeping the email", async () => {
    const session = await withCart();
    const wrong = await session.submit("/checkout", { intent: "login", email: "demo@example.com", password: "wrong" });
    const failed = actionOf(wrong);
    expect(failed.errors.summary.join(" ")).toBeTruthy();
    expect(failed.values.email).toBe("demo@example.com");
    expect(failed.values.password).toBeUndefined();
    expect(checkoutOf(wrong).step).toBe("identity");

    const right = await session.submit("/checkout", {
      intent: "login",
      email: "demo@example.com",
      password: "demo1234!",
    });
    expect(await flashIn(session.jar)).toMatchObject({ message: t("en-GB", "loggedIn") });
    const details = checkoutOf(right);
    expect(details.step).toBe("details");
    expect(details.session).toMatchObject({ loggedIn: true, guest: false });
    expect(details.addresses.length).toBeGreaterThan(0);
  });
});
