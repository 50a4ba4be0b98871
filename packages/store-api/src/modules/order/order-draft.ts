import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import type { CalculatedCart, CalculatedLineItem } from "../cart/cart-types.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { orderErrors } from "./order.errors.js";
import { findOwnAddress } from "../customer/customer.repository.js";
import { productDownloads } from "../product/product.repository.js";
import type { DraftAddress, DraftLineItem, OrderDraft } from "./order.js";

export interface CheckoutInput {
  customerComment?: string;
  affiliateCode?: string;
  campaignCode?: string;
}

export function addressDraft(row: Row<"customer_address">): DraftAddress {
  return {
    countryId: row.country_id,
    countryStateId: row.country_state_id ?? null,
    salutationId: row.salutation_id ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    zipcode: row.zipcode ?? null,
    city: row.city,
    company: row.company ?? null,
    department: row.department ?? null,
    title: row.title ?? null,
    phoneNumber: row.phone_number ?? null,
    additionalAddressLine1: row.additional_address_line1 ?? null,
    additionalAddressLine2: row.additional_address_line2 ?? null,
    sourceId: row.id,
  };
}

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The order to write for a calculated cart: Shopware's OrderConverter::convertToOrder, reading the customer's
 * addresses. Prices are taken as calculated (minor units), never from the cart's JSON.
 */
export async function draftFromCart(
  db: Db,
  ctx: SalesChannelContext,
  cart: CalculatedCart,
  customer: ContextCustomer,
  input: CheckoutInput,
): Promise<OrderDraft> {
  const billingId = customer.activeBillingAddressId ?? customer.defaultBillingAddressId;
  const billingRow = billingId ? await findOwnAddress(db, customer.id, billingId) : undefined;
  if (!billingRow) throw orderErrors.addressNotFound(billingId ?? "");

  let shippingAddress: DraftAddress | null = null;
  if (cart.deliveries.length > 0) {
    const addressId = cart.deliveries[0].location.address?.id;
    const locationId = typeof addressId === "string" ? addressId : undefined;
    const shippingId = locationId ?? customer.activeShippingAddressId ?? customer.defaultShippingAddressId;
    const row = shippingId ? await findOwnAddress(db, customer.id, shippingId) : undefined;
    if (!row) throw orderErrors.deliveryWithoutAddress();
    shippingAddress = addressDraft(row);
  }

  const all = (items: CalculatedLineItem[]): CalculatedLineItem[] =>
    items.flatMap((item) => [item, ...all(item.children)]);
  const digital = all(cart.lineItems).filter(
    (item) => item.type === "product" && item.states.includes("is-download") && item.referencedId,
  );
  const downloads = await productDownloads(
    db,
    digital.map((item) => item.referencedId as string),
  );
  const toDraft = (item: CalculatedLineItem): DraftLineItem => ({
    identifier: item.id,
    type: item.type,
    referencedId: item.referencedId,
    productId: item.type === "product" ? item.referencedId : null,
    promotionId:
      item.type === "promotion" && typeof item.payload.promotionId === "string" ? item.payload.promotionId : null,
    label: item.label ?? "",
    description: item.description,
    quantity: item.quantity,
    good: item.good,
    removable: item.removable,
    stackable: item.stackable,
    price: item.price,
    priceDefinition: item.priceDefinition,
    payload: item.payload,
    states: item.states,
    coverId: typeof item.cover?.id === "string" ? item.cover.id : null,
    children: item.children.map(toDraft),
    downloadMediaIds:
      item.type === "product" && item.states.includes("is-download") && item.referencedId
        ? (downloads.get(item.referencedId) ?? [])
        : [],
  });

  const transaction = cart.transactions[0];
  return {
    salesChannelId: ctx.salesChannelId,
    languageId: ctx.languageId,
    currency: {
      id: ctx.currency.id,
      isoCode: ctx.currency.isoCode,
      factor: ctx.currency.factor,
      itemRounding: { ...ctx.currency.itemRounding },
      totalRounding: { ...ctx.currency.totalRounding },
    },
    orderDateTime: new Date().toISOString(),
    price: cart.price,
    taxCalculationType: (ctx.salesChannel.tax_calculation_type as string | null) ?? "horizontal",
    customer: {
      customerId: customer.id,
      email: customer.email,
      salutationId: customer.salutationId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      title: customer.title,
      company: customer.company,
      vatIds: customer.vatIds,
      customerNumber: customer.customerNumber,
    },
    billingAddress: addressDraft(billingRow),
    shippingAddress,
    lineItems: cart.lineItems.map(toDraft),
    deliveries: cart.deliveries.map((delivery) => ({
      shippingMethodId: delivery.shippingMethod.id,
      earliest: delivery.deliveryDate.earliest.toISOString(),
      latest: delivery.deliveryDate.latest.toISOString(),
      shippingCosts: delivery.shippingCosts,
      positions: delivery.positions.map((position) => ({
        identifier: position.lineItem.id,
        quantity: position.quantity,
        price: position.price,
      })),
      state: "open",
    })),
    transactions: [
      {
        paymentMethodId: transaction?.paymentMethodId ?? ctx.paymentMethodId,
        amount: transaction?.amount ?? {
          unitPrice: cart.price.totalPrice,
          quantity: 1,
          totalPrice: cart.price.totalPrice,
          taxes: cart.price.calculatedTaxes,
          taxRules: cart.price.taxRules,
          listPrice: null,
          referencePrice: null,
        },
        state: "open",
      },
    ],
    customerComment: blank(input.customerComment) ?? blank(cart.stored.customerComment),
    affiliateCode: blank(input.affiliateCode) ?? blank(cart.stored.affiliateCode),
    campaignCode: blank(input.campaignCode) ?? blank(cart.stored.campaignCode),
    state: "open",
    ruleIds: [],
  };
}

/** Units each product line takes from stock (lines of the same product add up). */
export function stockDemand(draft: OrderDraft): Map<string, number> {
  const demand = new Map<string, number>();
  const visit = (items: DraftLineItem[]) => {
    for (const item of items) {
      if (item.type === "product" && item.productId)
        demand.set(item.productId, (demand.get(item.productId) ?? 0) + item.quantity);
      visit(item.children);
    }
  };
  visit(draft.lineItems);
  return demand;
}
