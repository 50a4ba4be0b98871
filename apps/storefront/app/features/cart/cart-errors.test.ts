import { describe, expect, it } from "vitest";
import type { CartErrorView } from "./cart";
import { cartApiErrorMessage, cartChangeNotices, cartErrorKey, cartErrorMessage, showsCartErrors } from "./cart-errors";

const error = (
  messageKey: string,
  parameters: Record<string, string | number> = {},
  key = messageKey,
): CartErrorView => ({
  key,
  messageKey,
  level: "error",
  message: "backend text",
  parameters,
  block: true,
});

describe("cartErrorMessage", () => {
  it.each([
    ["product-stock-reached", { name: "Mug", quantity: 3 }, "The product Mug is only available 3 times"],
    ["product-stock-reached", { name: "Mug", quantity: 0 }, "Cannot add this quantity"],
    ["product-stock-reached-empty", { name: "Mug" }, "The product Mug is no longer available"],
    ["product-stock-reached-empty", {}, "Cannot add this quantity"],
    ["product-out-of-stock", { name: "Mug" }, "The product Mug is no longer available"],
    ["promotion-not-found", { code: "NOPE" }, 'The promotion code "NOPE" could not be found.'],
    [
      "shipping-method-changed",
      { oldShippingMethodName: "Express", newShippingMethodName: "Standard" },
      "Express shipping is not available for your current cart, the shipping was changed to Standard.",
    ],
    ["salutation-missing-billing-address", {}, "Please choose a salutation for your billing address."],
    ["cart-merged-hint", {}, "Your cart now also contains the products from your last visit."],
  ])("%s", (key, parameters, expected) => {
    expect(cartErrorMessage("en-GB", error(key, parameters))).toBe(expected);
  });

  it("translates", () => {
    expect(cartErrorMessage("testde", error("product-stock-reached", { name: "Tasse", quantity: 2 }))).toBe(
      "Das Produkt Tasse ist nur 2 Mal verfügbar",
    );
    expect(cartErrorMessage("pl-PL", error("promotion-not-found", { code: "X" }))).toContain("„X”");
  });

  it("finds the key in a map key when messageKey is missing", () => {
    expect(cartErrorKey({ messageKey: "", key: "product-stock-reached-emptyabc" })).toBe("product-stock-reached-empty");
    expect(cartErrorKey({ messageKey: "", key: "shipping-method-blocked-Express" })).toBe("shipping-method-blocked");
  });

  it("falls back to the backend's text for unknown keys", () => {
    expect(cartErrorMessage("en-GB", error("checkout-gateway-error"))).toBe("backend text");
  });
});

describe("cartApiErrorMessage", () => {
  const apiError = (code: string, parameters?: Record<string, unknown>) => ({
    details: { errors: [{ code, meta: { parameters } }] },
  });
  it("maps the quantity error to the spec text", () => {
    expect(cartApiErrorMessage("en-GB", apiError("CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY"))).toBe(
      "The quantity must be a positive integer.",
    );
  });
  it("says how long to wait when rate-limited", () => {
    expect(cartApiErrorMessage("en-GB", apiError("FRAMEWORK__RATE_LIMIT_EXCEEDED", { seconds: 12 }))).toBe(
      "Too many requests. Please wait 12 seconds before trying again.",
    );
  });
  it("falls back to a generic message", () => {
    expect(cartApiErrorMessage("en-GB", new Error("network"))).toBe("Unfortunately, something went wrong.");
  });
});

describe("cartChangeNotices", () => {
  it("keeps only the changes the backend reports once, translated; warnings and errors stay until closed", () => {
    const notices = cartChangeNotices("pl-PL", [
      error("product-out-of-stock", { name: "Lampion" }),
      { ...error("cart-merged-hint"), level: "notice" },
      error("shipping-method-blocked", { name: "Express" }),
      error("promotion-not-eligible", { name: "SAVE5" }),
    ]);
    expect(notices).toEqual([
      { type: "danger", message: "Produkt Lampion nie jest już dostępny", persistent: true },
      {
        type: "info",
        message: "Twój koszyk zawiera teraz również produkty z Twojej poprzedniej wizyty.",
        persistent: false,
      },
    ]);
  });
});

describe("showsCartErrors", () => {
  it.each([
    ["/checkout/cart", true],
    ["/pl-PL/checkout", true],
    ["/testde/checkout/cart/", true],
    ["/checkout/success/abc", false],
    ["/", false],
    ["/testde/account", false],
  ])("%s", (path, expected) => expect(showsCartErrors(path)).toBe(expected));
});
