/** Builders for the calculator's unit tests (pure data; no database). */
import type { CalculatorInput } from "./calculator.js";
import {
  emptyStoredCart,
  type CalculationContext,
  type ProductData,
  type ShippingMethodData,
  type StoredLineItem,
} from "./cart-types.js";

export const EUR = "e".repeat(32);
export const PLN = "f".repeat(32);
export const cents = { decimals: 2, interval: 0.01, roundForNet: true };
export const id = (n: number | string) => String(n).padStart(32, "0");

export function product(over: Partial<ProductData> & { id: string }): ProductData {
  return {
    parentId: null,
    productNumber: `SW-${over.id.slice(-4)}`,
    name: `Product ${over.id.slice(-4)}`,
    buyable: true,
    isParentWithVariants: false,
    type: "physical",
    stock: 100,
    availableStock: 100,
    isCloseout: false,
    minPurchase: 1,
    maxPurchase: null,
    purchaseSteps: 1,
    shippingFree: false,
    weight: 1,
    width: 100,
    height: 100,
    length: 100,
    restockTime: null,
    deliveryTime: null,
    taxId: "t".repeat(32),
    taxRate: 19,
    // €19.99 gross / €16.80 net
    price: { gross: 1999, net: 1680 },
    tiers: [],
    reference: { purchaseUnit: null, referenceUnit: null, unitName: null },
    manufacturerId: null,
    optionIds: [],
    options: [],
    markAsTopseller: false,
    releaseDate: null,
    createdAt: "2026-01-01T00:00:00.000+00:00",
    customFields: {},
    cover: null,
    ...over,
  };
}

export const line = (productId: string, quantity = 1, over: Partial<StoredLineItem> = {}): StoredLineItem => ({
  id: productId,
  type: "product",
  referencedId: productId,
  quantity,
  label: null,
  payload: {},
  stackable: true,
  removable: true,
  priceDefinition: null,
  coverId: null,
  ...over,
});

export const deliveryTime = { id: null, name: "2-5 days", min: 2, max: 5, unit: "day" };

export function shippingMethod(over: Partial<ShippingMethodData> & { id: string }): ShippingMethodData {
  return {
    name: `Shipping ${over.id.slice(-2)}`,
    available: true,
    position: 1,
    taxType: "auto",
    fixedTaxRate: null,
    deliveryTime,
    // €4.99 below €50, free from €50 (the seeded Standard method)
    prices: [
      {
        id: id("p1"),
        calculation: 2,
        quantityStart: 0,
        quantityEnd: 49.99,
        currencyPrice: [{ currencyId: EUR, gross: 499, net: 419 }],
      },
      {
        id: id("p2"),
        calculation: 2,
        quantityStart: 50,
        quantityEnd: null,
        currencyPrice: [{ currencyId: EUR, gross: 0, net: 0 }],
      },
    ],
    entity: { id: over.id, apiAlias: "shipping_method" },
    ...over,
  };
}

export const STANDARD = id("s1");
export const INVOICE = id("pay1");

export function context(over: Partial<CalculationContext> = {}): CalculationContext {
  return {
    taxState: "gross",
    currency: { id: EUR, isoCode: "EUR", factor: 1, itemRounding: cents, totalRounding: cents, taxFreeFrom: 0 },
    taxCalculationType: "horizontal",
    shippingMethodId: STANDARD,
    paymentMethodId: INVOICE,
    country: {
      id: id("de"),
      name: "Germany",
      shippable: true,
      forceStateInRegistration: false,
      entity: { id: id("de"), apiAlias: "country" },
      state: null,
    },
    customer: null,
    maxQuantity: 100,
    now: new Date("2026-11-02T10:00:00.000Z"),
    ...over,
  };
}

export function input(
  lineItems: StoredLineItem[],
  products: ProductData[],
  over: Partial<CalculatorInput> = {},
): CalculatorInput {
  return {
    stored: { ...emptyStoredCart("token"), lineItems },
    products: new Map(products.map((p) => [p.id, p])),
    shippingMethods: [shippingMethod({ id: STANDARD, name: "Standard" })],
    paymentMethods: [{ id: INVOICE, name: "Invoice", available: true, position: 1 }],
    defaultShippingMethodId: STANDARD,
    defaultPaymentMethodId: INVOICE,
    defaultCurrencyId: EUR,
    candidates: [],
    promotions: null,
    context: context(),
    ...over,
  };
}
