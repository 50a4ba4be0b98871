import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { toCartView } from "../cart/cart";
import { cartChanges, parseShownCart, shownCartOf } from "./cart-changes";

const [en, pl, de] = LOCALES;
const shirt = {
  id: "a".repeat(32),
  type: "product",
  label: "Shirt",
  quantity: 1,
  good: true,
  price: { unitPrice: 39.95, totalPrice: 39.95 },
};
const voucher = {
  id: "b".repeat(32),
  type: "promotion",
  label: "VIP voucher €15",
  quantity: 1,
  good: false,
  price: { unitPrice: -15, totalPrice: -15 },
};
const shown = toCartView({
  hash: "h1",
  lineItems: [shirt, voucher],
  price: { totalPrice: 29.94 },
  deliveries: [{ shippingCosts: { totalPrice: 4.99 } }],
} as never);
const now = toCartView({
  hash: "h2",
  lineItems: [shirt],
  price: { totalPrice: 44.94 },
  deliveries: [{ shippingCosts: { totalPrice: 4.99 } }],
} as never);

describe("what changed between the confirmation page and the order (issue 12 M2)", () => {
  it("names a dropped discount and the new total, in the shopper's language", () => {
    const form = JSON.stringify(shownCartOf(shown, "EUR"));
    const parsed = parseShownCart(form);
    expect(parsed).not.toBeNull();
    expect(cartChanges(en, parsed!, now)).toEqual([
      "The discount “VIP voucher €15” no longer applies.",
      "The total changed from €29.94 to €44.94.",
    ]);
    expect(cartChanges(de, parsed!, now).map((line) => line.replace(/\u00a0/g, " "))).toEqual([
      "Der Rabatt „VIP voucher €15“ gilt nicht mehr.",
      "Die Gesamtsumme hat sich von 29,94 € auf 44,94 € geändert.",
    ]);
    expect(cartChanges(pl, parsed!, now)[0]).toBe("Rabat „VIP voucher €15” już nie obowiązuje.");
  });

  it("names price, quantity, shipping changes and added lines", () => {
    const before = parseShownCart(JSON.stringify(shownCartOf(now, "EUR")))!;
    const after = toCartView({
      lineItems: [
        { ...shirt, quantity: 2, price: { totalPrice: 79.9 } },
        { ...voucher, id: "c".repeat(32), label: "Autumn" },
      ],
      price: { totalPrice: 70 },
      deliveries: [{ shippingCosts: { totalPrice: 0 } }],
    } as never);
    expect(cartChanges(en, before, after)).toEqual([
      "The quantity of “Shirt” changed from 1 to 2.",
      "The discount “Autumn” now applies.",
      "The shipping costs changed from €4.99 to €0.00.",
      "The total changed from €44.94 to €70.00.",
    ]);
    const pricier = toCartView({
      lineItems: [{ ...shirt, price: { totalPrice: 49.95 } }],
      price: { totalPrice: 54.94 },
      deliveries: [{ shippingCosts: { totalPrice: 4.99 } }],
    } as never);
    expect(cartChanges(en, before, pricier)[0]).toBe("The price of “Shirt” changed from €39.95 to €49.95.");
  });

  it("ignores a shown field that is not what the page wrote (too long, wrong shape, bad currency)", () => {
    expect(parseShownCart(null)).toBeNull();
    expect(parseShownCart("{")).toBeNull();
    expect(parseShownCart(JSON.stringify({ currency: "<script>", total: 1, shippingCosts: 0, items: [] }))).toBeNull();
    expect(parseShownCart(JSON.stringify({ currency: "EUR", total: "1", shippingCosts: 0, items: [] }))).toBeNull();
    expect(parseShownCart("x".repeat(40_000))).toBeNull();
  });
});
