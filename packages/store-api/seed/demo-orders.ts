import { createDocumentRow } from "../src/modules/order/document.service.js";
import {
  newDeepLinkCode,
  orderRows,
  ORDER_TABLES,
  type DraftLineItem,
  type OrderDraft,
} from "../src/modules/order/order.js";
import { decimalToStorage, storageToDecimal } from "../src/lib/money.js";
import { calculate, type Calculated, type PriceContext } from "../src/modules/product/product-price.js";
import { catalogue, type ProductSeed } from "./catalogue/index.js";
import { DEMO_CUSTOMER } from "./demo-customer.js";
import { idFor, languageId } from "./ids.js";
import { mediaId } from "./loader/keys.js";
import { countryId, currencyId, paymentMethodId, SALES_CHANNEL_ID, shippingMethodId } from "./reference.js";
import type { SeedWriter } from "./writer.js";

/**
 * The demo customer's order history (README: demo@example.com): a completed paid order, an open invoice order, a
 * cancelled one, a paid order of a digital product whose downloads are granted, and an unpaid DemoPay order whose
 * payment failed (so the account offers to pay again). Prices come from the product price calculator at the rates
 * of the shipping country (Poland), exactly as a checkout would have computed them; deep link codes are random.
 */

const EUR = currencyId("EUR");
const ROUNDING = { decimals: 2, interval: 0.01, roundForNet: true };
const PRICE_CONTEXT: PriceContext = { taxState: "gross", currencyId: EUR, factor: 1, rounding: ROUNDING };
const SHIPPING_COUNTRY = "PL";
/** Standard shipping: 4.99 below 50 EUR, free from 50 EUR (seed/reference.ts). */
const STANDARD_SHIPPING = { below: 5000, gross: 499 };

const rateOf = (product: ProductSeed): number => {
  const tax = catalogue.taxes.find((t) => t.key === product.tax);
  if (!tax) throw new Error(`demo orders: unknown tax ${product.tax}`);
  return tax.rules.find((rule) => rule.country === SHIPPING_COUNTRY)?.taxRate ?? tax.taxRate;
};

/** Simple products of the standard tax class, one digital; the choice is stable across seeds. */
function pick(): { physical: ProductSeed[]; digital: ProductSeed } {
  const simple = catalogue.products.filter(
    (p) =>
      p.active &&
      !p.variants &&
      !p.isCloseout &&
      !p.tierPrices &&
      p.tax === "standard" &&
      p.minPurchase === 1 &&
      p.purchaseSteps === 1,
  );
  const physical = simple.filter((p) => !p.downloads && !p.shippingFree).slice(0, 4);
  const digital = simple.find((p) => p.downloads?.length);
  if (physical.length < 4 || !digital) throw new Error("demo orders: the catalogue lacks the products they need");
  return { physical, digital };
}

function lineItem(product: ProductSeed, quantity: number): { item: DraftLineItem; price: Calculated } {
  const gross = decimalToStorage(product.price);
  const taxRate = rateOf(product);
  const price = calculate({ price: { gross, net: gross }, taxRate, quantity }, PRICE_CONTEXT);
  const digital = Boolean(product.downloads?.length);
  return {
    price,
    item: {
      identifier: idFor(product.key),
      type: "product",
      referencedId: idFor(product.key),
      productId: idFor(product.key),
      promotionId: null,
      label: product.name["en-GB"],
      description: null,
      quantity,
      good: true,
      removable: true,
      stackable: true,
      price,
      priceDefinition: {
        type: "quantity",
        price: storageToDecimal(gross),
        quantity,
        isCalculated: true,
        taxRules: [{ taxRate, percentage: 100 }],
        listPrice: null,
        apiAlias: "cart_price_quantity",
      },
      payload: { productNumber: product.productNumber, isCloseout: false, shippingFree: product.shippingFree },
      states: [digital ? "is-download" : "is-physical"],
      coverId: mediaId(product.cover),
      children: [],
      // Same media ids as seed/loader/downloads.ts gives the product's private files.
      downloadMediaIds: (product.downloads ?? []).map((d) =>
        idFor(`download.${product.key}.${d.fileName}.${d.fileExtension}`),
      ),
    },
  };
}

const address = (key: "billing" | "shipping") =>
  key === "billing"
    ? {
        street: "Ebbinghoff 10",
        zipcode: "48624",
        city: "Schöppingen",
        countryId: countryId("DE"),
        countryStateId: idFor("country-state.DE-NW"),
        sourceId: DEMO_CUSTOMER.billingAddressId,
      }
    : {
        street: "ul. Marszałkowska 84",
        zipcode: "00-514",
        city: "Warszawa",
        countryId: countryId("PL"),
        countryStateId: idFor("country-state.PL-MZ"),
        sourceId: DEMO_CUSTOMER.shippingAddressId,
      };

interface DemoOrder {
  key: string;
  number: string;
  date: string;
  lines: [ProductSeed, number][];
  payment: "cash-on-delivery" | "prepayment" | "invoice" | "demo-gateway";
  state: string;
  transactionState: string;
  deliveryState: string;
}

function draftOf(order: DemoOrder): OrderDraft {
  const lines = order.lines.map(([product, quantity]) => lineItem(product, quantity));
  const physical = lines.filter((line) => line.item.states.includes("is-physical"));
  const position = lines.reduce((sum, line) => sum + line.price.totalPrice, 0);
  const shippingRate = physical.length ? Math.max(...physical.map((line) => line.price.taxRules[0]?.taxRate ?? 0)) : 0;
  const shippingGross = physical.length && position < STANDARD_SHIPPING.below ? STANDARD_SHIPPING.gross : 0;
  const shipping = calculate(
    { price: { gross: shippingGross, net: shippingGross }, taxRate: shippingRate },
    PRICE_CONTEXT,
  );
  const taxes = new Map<number, { tax: number; price: number }>();
  for (const part of [...lines.map((line) => line.price), ...(physical.length ? [shipping] : [])]) {
    for (const tax of part.taxes) {
      const sum = taxes.get(tax.taxRate) ?? { tax: 0, price: 0 };
      taxes.set(tax.taxRate, { tax: sum.tax + tax.tax, price: sum.price + tax.price });
    }
  }
  const total = position + (physical.length ? shipping.totalPrice : 0);
  const taxTotal = [...taxes.values()].reduce((sum, t) => sum + t.tax, 0);
  const calculatedTaxes = [...taxes].map(([taxRate, t]) => ({ tax: t.tax, taxRate, price: t.price }));
  const taxRules = [...taxes.keys()].map((taxRate) => ({ taxRate, percentage: 100 }));
  const amount: Calculated = {
    unitPrice: total,
    quantity: 1,
    totalPrice: total,
    taxes: calculatedTaxes,
    taxRules,
    listPrice: null,
    referencePrice: null,
  };
  const day = (offset: number) => new Date(Date.parse(order.date) + offset * 86_400_000).toISOString();
  const person = {
    salutationId: idFor("salutation.mr"),
    firstName: "Max",
    lastName: "Mustermann",
    company: null,
    department: null,
    title: null,
    phoneNumber: null,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
  };
  return {
    salesChannelId: SALES_CHANNEL_ID,
    languageId: languageId("en-GB"),
    currency: { id: EUR, isoCode: "EUR", factor: 1, itemRounding: ROUNDING, totalRounding: ROUNDING },
    orderDateTime: order.date,
    price: {
      netPrice: total - taxTotal,
      totalPrice: total,
      positionPrice: position,
      rawTotal: total,
      taxStatus: "gross",
      calculatedTaxes,
      taxRules,
    },
    taxCalculationType: "horizontal",
    customer: {
      customerId: DEMO_CUSTOMER.id,
      email: DEMO_CUSTOMER.email,
      salutationId: idFor("salutation.mr"),
      firstName: "Max",
      lastName: "Mustermann",
      title: null,
      company: null,
      vatIds: [],
      customerNumber: "10001",
    },
    billingAddress: { ...person, ...address("billing") },
    shippingAddress: { ...person, ...address("shipping") },
    lineItems: lines.map((line) => line.item),
    deliveries: physical.length
      ? [
          {
            shippingMethodId: shippingMethodId("standard"),
            earliest: day(2),
            latest: day(5),
            shippingCosts: shipping,
            positions: physical.map((line) => ({
              identifier: line.item.identifier,
              quantity: line.item.quantity,
              price: line.item.price,
            })),
            state: order.deliveryState,
          },
        ]
      : [],
    transactions: [
      { paymentMethodId: paymentMethodId(order.payment), amount, state: order.transactionState, createdAt: order.date },
    ],
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    state: order.state,
    ruleIds: [],
  };
}

export async function seedDemoOrders(writer: SeedWriter): Promise<void> {
  const { physical, digital } = pick();
  const [a, b, c, d] = physical;
  const orders: DemoOrder[] = [
    {
      key: "completed",
      number: "10000",
      date: "2025-12-02T10:15:00.000Z",
      lines: [
        [a, 2],
        [b, 1],
      ],
      payment: "prepayment",
      state: "completed",
      transactionState: "paid",
      deliveryState: "shipped",
    },
    {
      key: "cancelled",
      number: "10001",
      date: "2025-12-09T16:40:00.000Z",
      lines: [[c, 1]],
      payment: "cash-on-delivery",
      state: "cancelled",
      transactionState: "cancelled",
      deliveryState: "cancelled",
    },
    {
      key: "digital",
      number: "10002",
      date: "2025-12-28T08:05:00.000Z",
      lines: [[digital, 1]],
      payment: "demo-gateway",
      state: "completed",
      transactionState: "paid",
      deliveryState: "open",
    },
    {
      key: "open-invoice",
      number: "10003",
      date: "2026-01-08T12:30:00.000Z",
      lines: [
        [d, 1],
        [a, 1],
      ],
      payment: "invoice",
      state: "open",
      transactionState: "open",
      deliveryState: "open",
    },
    {
      key: "unpaid",
      number: "10004",
      date: "2026-01-13T19:20:00.000Z",
      lines: [[b, 1]],
      payment: "demo-gateway",
      state: "open",
      transactionState: "failed",
      deliveryState: "open",
    },
  ];
  const rows = Object.fromEntries(ORDER_TABLES.map((table) => [table, [] as Record<string, unknown>[]]));
  const documents: Record<string, unknown>[] = [];
  orders.forEach((order, index) => {
    const orderId = idFor(`order:demo-${order.key}`);
    const orderRowsOf = orderRows(draftOf(order), {
      orderId,
      orderNumber: order.number,
      deepLinkCode: newDeepLinkCode(),
      now: order.date,
      idFor,
    });
    for (const table of ORDER_TABLES) rows[table].push(...orderRowsOf[table]);
    // The paid digital order's files are unlocked, as the payment would have done.
    if (order.transactionState === "paid")
      for (const download of orderRowsOf.order_line_item_download) download.access_granted = 1;
    documents.push(createDocumentRow(idFor(`document:demo-${order.key}`), orderId, String(1000 + index), order.date));
  });
  for (const table of ORDER_TABLES) for (const row of rows[table]) writer.add(table, row);
  for (const document of documents) writer.add("document", document);
  // Checkouts continue after the demo numbers.
  writer.add("number_range", { id: "order", last_value: 10004, updated_at: null });
  writer.add("number_range", { id: "document_invoice", last_value: 1000 + orders.length - 1, updated_at: null });
}
