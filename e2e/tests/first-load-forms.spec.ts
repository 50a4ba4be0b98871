import type { APIRequestContext, Page } from "@playwright/test";
import { loginWithSession, placeOrder, registerConfirmedCustomer } from "../support/customers";
import { type FirstLoadPage, firstLoadTests } from "../support/first-load";
import { expect } from "../support/test";

// Issue 15, first-load JS (support/first-load.ts) of the pages of a shopper's session and forms: the checkout with a
// cart, registration, the newsletter page, the account area and the order confirmation. Their content (the forms)
// hydrates on first use. Not render-only: it puts a product in a cart, registers customers and places orders.

interface FormPage extends FirstLoadPage {
  /** What the page needs: a product in the cart, a logged-in customer, or one with an order (`{order}` in the path). */
  session?: "cart" | "customer" | "order";
}

const PAGES: FormPage[] = [
  // With a product in the cart (an empty one is sent to the cart page): the guest's first step, log in or register.
  { type: "checkout", path: "/checkout", session: "cart", kb: 127.0 },
  { type: "register", path: "/register", kb: 125.9 },
  { type: "newsletter", path: "/newsletter-subscribe", kb: 126.9 },
  { type: "account", path: "/account", session: "customer", kb: 127.9 },
  { type: "account profile", path: "/account/profile", session: "customer", kb: 127.9 },
  { type: "account addresses", path: "/account/address", session: "customer", kb: 127.9 },
  { type: "account orders", path: "/account/order", session: "customer", kb: 127.8 },
  { type: "account order (Polish)", path: "/pl-PL/account/order/details/{order}", session: "order", kb: 128.5 },
  { type: "order confirmation", path: "/checkout/success/{order}", session: "order", kb: 126.0 },
];

async function visit(
  page: Page,
  request: APIRequestContext,
  entry: FormPage,
  base: string,
): Promise<{ context: APIRequestContext; path: string }> {
  if (entry.session === "customer" || entry.session === "order") {
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    const order = entry.session === "order" ? (await placeOrder(request, customer)).id : "";
    return { context: page.request, path: entry.path.replace("{order}", order) };
  }
  if (entry.session === "cart") {
    // The buy box's plain form post.
    const product = await (await page.request.get("/canvas-sneakers/sh-2001.19")).text();
    const productId = /name="productId" value="([0-9a-f]{32})"/.exec(product)?.[1];
    expect(productId, "the buy box's product id").toBeTruthy();
    const added = await page.request.post("/_action/cart", {
      form: { intent: "add", productId: productId ?? "", quantity: "1" },
      headers: { origin: new URL(base).origin },
    });
    expect(added.ok()).toBe(true);
  }
  return { context: page.request, path: entry.path };
}

firstLoadTests(PAGES, visit);
