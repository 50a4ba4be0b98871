import { createHash } from "node:crypto";
import type { Criteria } from "../../dal/criteria.js";
import { defineEntity, list, notHeld, type Entity, type ReadContext } from "../../dal/definition.js";
import type { Db } from "../../db/database.js";
import "../customer/customer.definition.js";
import "../media/media.definition.js";
import "../product/product.definition.js";
import "../system/system.definition.js";
import { localeCodes } from "../system/system.repository.js";
import { technicalStates } from "./order.repository.js";
import { stateJson, stateId, type MachineName, type StateLanguage } from "./state-machine.js";

/**
 * The order entities as the Store API shows them. Orders are snapshots: every association to catalogue data (country,
 * salutation, methods, media, product) may come back null when that row is gone, the order's own copies never do.
 *
 * Two shapes the generic DAL has no kind for are mapped onto kinds it has:
 * - the one-to-one `orderCustomer` row shares its order's id, so it is a manyToOne over `id`;
 * - `stateMachineState` is not a table: states are technical names (state-machine.ts), turned into
 *   `state_machine_state` objects by the enrich hooks and always present. Criteria asking for the association are
 *   accepted (see withoutVirtualAssociations).
 */

const money = (column: string) => ({ column, kind: "int" as const, money: true });

/**
 * Amount fields shown from the price snapshot they were written from (Shopware derives amountTotal & co. from the
 * calculated price): the integer columns hold stored hundredths for filters, sorting and aggregations
 * (src/lib/money.ts), which is one decimal short for a currency with three. Fields not in the answer stay absent.
 */
function amountsFromSnapshot(entity: Entity, snapshot: unknown, fields: Record<string, string>): void {
  if (!snapshot || typeof snapshot !== "object") return;
  const price = snapshot as Record<string, unknown>;
  for (const [field, key] of Object.entries(fields))
    if (field in entity && typeof price[key] === "number") entity[field] = price[key];
}
const internal = (column: string, kind: "string" | "id" | "json" = "string") => ({ column, kind, internal: true });

/** Associations computed by enrich hooks; requesting them is allowed and changes nothing. */
const VIRTUAL_ASSOCIATIONS = new Set(["stateMachineState", "documentType"]);

/** The criteria with the virtual associations removed at every level (the hooks always add them). */
export function withoutVirtualAssociations(criteria: Criteria): Criteria {
  const associations: Record<string, Criteria> = {};
  for (const [name, nested] of Object.entries(criteria.associations)) {
    if (!VIRTUAL_ASSOCIATIONS.has(name)) associations[name] = withoutVirtualAssociations(nested);
  }
  return { ...criteria, associations };
}

const languageCodes = new WeakMap<Db, Promise<Map<string, string>>>();

/** en/pl/de for a language id (the shop's three languages; anything else reads English). */
export async function shopLanguage(db: Db, languageId: string): Promise<StateLanguage> {
  let codes = languageCodes.get(db);
  if (!codes) {
    codes = localeCodes(db);
    languageCodes.set(db, codes);
  }
  const code = (await codes).get(languageId) ?? "en-GB";
  return code.startsWith("pl") ? "pl" : code.startsWith("de") ? "de" : "en";
}

/** Adds `stateId` and `stateMachineState` from the internal technical name. */
function stateEnricher(machine: MachineName) {
  return async (db: Db, entities: Entity[], ctx: ReadContext) => {
    if (entities.length === 0) return;
    const language = await shopLanguage(db, ctx.languageChain[0]);
    const states = await technicalStates(
      db,
      machine,
      entities.map((e) => e.id),
    );
    for (const entity of entities) {
      const state = states.get(entity.id) ?? "open";
      entity.stateId = stateId(machine, state);
      entity.stateMachineState = stateJson(machine, state, language, entity.createdAt as string);
    }
  };
}

const addressFields = {
  orderId: "id",
  countryId: "id",
  countryStateId: "id",
  salutationId: "id",
  firstName: "string",
  lastName: "string",
  street: "string",
  zipcode: "string",
  city: "string",
  company: "string",
  department: "string",
  title: "string",
  phoneNumber: "string",
  additionalAddressLine1: { column: "additional_address_line1", kind: "string" },
  additionalAddressLine2: { column: "additional_address_line2", kind: "string" },
  vatId: "string",
} as const;

export const orderAddressDefinition = defineEntity({
  name: "order_address",
  table: "order_address",
  fields: addressFields,
  associations: {
    country: { kind: "manyToOne", entity: "country", local: "countryId" },
    countryState: { kind: "manyToOne", entity: "country_state", local: "countryStateId" },
    salutation: { kind: "manyToOne", entity: "salutation", local: "salutationId" },
  },
});

export const orderCustomerDefinition = defineEntity({
  name: "order_customer",
  table: "order_customer",
  fields: {
    orderId: "id",
    customerId: "id",
    salutationId: "id",
    email: "string",
    firstName: "string",
    lastName: "string",
    title: "string",
    company: "string",
    vatIds: list("string"),
    customerNumber: "string",
  },
  associations: {
    salutation: { kind: "manyToOne", entity: "salutation", local: "salutationId" },
    customer: { kind: "manyToOne", entity: "customer", local: "customerId" },
  },
  // Shopware's OrderRoute always loads orderCustomer.customer (null once the account is deleted).
  autoload: ["customer"],
});

export const orderLineItemDownloadDefinition = defineEntity({
  name: "order_line_item_download",
  table: "order_line_item_download",
  fields: { orderLineItemId: "id", mediaId: "id", position: "int", accessGranted: "bool" },
  // A download's file is private media; only the buyer reads it, through their own order (the enrich below blanks
  // its URL: the file comes from the order download route alone).
  associations: {
    media: { kind: "manyToOne", entity: "media", local: "mediaId", unrestricted: true },
    orderLineItem: { kind: "manyToOne", entity: "order_line_item", local: "orderLineItemId" },
  },
  autoload: ["media"],
  async enrich(_db: Db, entities: Entity[]) {
    for (const download of entities) {
      // The file is private (var/downloads): its only URL is the order download route, never a public media path.
      const media = download.media as Entity | null;
      if (media) {
        media.url = "";
        media.thumbnails = [];
      }
    }
  },
});

export const orderLineItemDefinition = defineEntity({
  name: "order_line_item",
  table: "order_line_item",
  fields: {
    orderId: "id",
    productId: "id",
    promotionId: "id",
    parentId: "id",
    coverId: "id",
    identifier: "string",
    referencedId: "string",
    quantity: "int",
    label: "string",
    description: "string",
    payload: "json",
    good: "bool",
    removable: "bool",
    stackable: "bool",
    position: "int",
    priceDefinition: "json",
    price: "json",
    unitPrice: money("unit_price"),
    totalPrice: money("total_price"),
    type: "string",
    states: list("string"),
  },
  associations: {
    cover: { kind: "manyToOne", entity: "media", local: "coverId" },
    product: { kind: "manyToOne", entity: "product", local: "productId" },
    downloads: { kind: "oneToMany", entity: "order_line_item_download", foreign: "orderLineItemId" },
    parent: { kind: "manyToOne", entity: "order_line_item", local: "parentId" },
    children: { kind: "oneToMany", entity: "order_line_item", foreign: "parentId" },
    orderDeliveryPositions: { kind: "oneToMany", entity: "order_delivery_position", foreign: "orderLineItemId" },
  },
  defaults: { children: [] },
  async enrich(_db: Db, entities: Entity[]) {
    entities.sort((a, b) => (a.position as number) - (b.position as number));
    for (const item of entities)
      amountsFromSnapshot(item, item.price, { unitPrice: "unitPrice", totalPrice: "totalPrice" });
  },
});

export const orderDeliveryPositionDefinition = defineEntity({
  name: "order_delivery_position",
  table: "order_delivery_position",
  fields: {
    orderDeliveryId: "id",
    orderLineItemId: "id",
    price: "json",
    unitPrice: money("unit_price"),
    totalPrice: money("total_price"),
    quantity: "int",
  },
  associations: { orderLineItem: { kind: "manyToOne", entity: "order_line_item", local: "orderLineItemId" } },
  async enrich(_db: Db, entities: Entity[]) {
    for (const position of entities)
      amountsFromSnapshot(position, position.price, { unitPrice: "unitPrice", totalPrice: "totalPrice" });
  },
});

export const orderDeliveryDefinition = defineEntity({
  name: "order_delivery",
  table: "order_delivery",
  fields: {
    orderId: "id",
    shippingOrderAddressId: "id",
    shippingMethodId: "id",
    trackingCodes: list("string"),
    shippingDateEarliest: "date",
    shippingDateLatest: "date",
    shippingCosts: "json",
    state: internal("state"),
  },
  associations: {
    shippingOrderAddress: { kind: "manyToOne", entity: "order_address", local: "shippingOrderAddressId" },
    shippingMethod: { kind: "manyToOne", entity: "shipping_method", local: "shippingMethodId" },
    positions: { kind: "oneToMany", entity: "order_delivery_position", foreign: "orderDeliveryId" },
    stateMachineState: { kind: "computed", entity: "state_machine_state" },
  },
  enrich: stateEnricher("order_delivery.state"),
});

export const orderTransactionDefinition = defineEntity({
  name: "order_transaction",
  table: "order_transaction",
  fields: { orderId: "id", paymentMethodId: "id", amount: "json", validationData: "json", state: internal("state") },
  associations: {
    paymentMethod: { kind: "manyToOne", entity: "payment_method", local: "paymentMethodId" },
    stateMachineState: { kind: "computed", entity: "state_machine_state" },
    captures: notHeld.many("order_transaction_capture"),
  },
  enrich: stateEnricher("order_transaction.state"),
});

/** Shopware's invoice document type; the only type this shop creates. */
export const INVOICE_TYPE = {
  id: createHash("md5").update("document-type:invoice").digest("hex"),
  technicalName: "invoice",
  name: { en: "Invoice", pl: "Faktura", de: "Rechnung" },
};

export const documentDefinition = defineEntity({
  name: "document",
  table: "document",
  fields: {
    orderId: "id",
    documentTypeId: "id",
    documentNumber: "string",
    deepLinkCode: "string",
    sent: "bool",
    static: "bool",
    config: "json",
    fileName: internal("file_name"),
  },
  associations: {
    documentType: { kind: "computed", entity: "document_type" },
    order: { kind: "manyToOne", entity: "order", local: "orderId" },
    referencedDocument: notHeld.one("document"),
    dependentDocuments: notHeld.many("document"),
    documentMediaFile: notHeld.one("media"),
    documentA11yMediaFile: notHeld.one("media"),
  },
  // The account shows documents that were sent to the customer (store-api-notes §7.4).
  storeFilter: () => [{ type: "equals", field: "sent", value: true }],
  async enrich(db: Db, entities: Entity[], ctx: ReadContext) {
    const language = entities.length ? await shopLanguage(db, ctx.languageChain[0]) : "en";
    const name = INVOICE_TYPE.name[language];
    for (const document of entities) {
      document.fileType = "pdf";
      document.documentType = {
        id: INVOICE_TYPE.id,
        technicalName: INVOICE_TYPE.technicalName,
        name,
        translated: { name, customFields: {} },
        customFields: {},
        createdAt: document.createdAt,
        updatedAt: null,
        apiAlias: "document_type",
      };
    }
  },
});

export const orderDefinition = defineEntity({
  name: "order",
  table: "order",
  fields: {
    orderNumber: "string",
    billingAddressId: "id",
    currencyId: "id",
    languageId: "id",
    salesChannelId: "id",
    orderDateTime: "date",
    price: "json",
    amountTotal: money("amount_total"),
    amountNet: money("amount_net"),
    positionPrice: money("position_price"),
    shippingTotal: money("shipping_total"),
    taxStatus: "string",
    taxCalculationType: "string",
    shippingCosts: "json",
    itemRounding: "json",
    totalRounding: "json",
    currencyFactor: "float",
    deepLinkCode: "string",
    affiliateCode: "string",
    campaignCode: "string",
    customerComment: "string",
    source: "string",
    ruleIds: list("string"),
    customerId: internal("customer_id", "id"),
    currencyIso: internal("currency_iso"),
    state: internal("state"),
  },
  associations: {
    orderCustomer: { kind: "manyToOne", entity: "order_customer", local: "id" },
    billingAddress: { kind: "manyToOne", entity: "order_address", local: "billingAddressId" },
    currency: { kind: "manyToOne", entity: "currency", local: "currencyId" },
    language: { kind: "manyToOne", entity: "language", local: "languageId" },
    addresses: { kind: "oneToMany", entity: "order_address", foreign: "orderId" },
    deliveries: { kind: "oneToMany", entity: "order_delivery", foreign: "orderId" },
    lineItems: { kind: "oneToMany", entity: "order_line_item", foreign: "orderId" },
    transactions: { kind: "oneToMany", entity: "order_transaction", foreign: "orderId" },
    documents: { kind: "oneToMany", entity: "document", foreign: "orderId" },
    stateMachineState: { kind: "computed", entity: "state_machine_state" },
    // 6.7's pointers to the first delivery and the latest transaction: not stored here; `deliveries`/`transactions` are.
    primaryOrderDelivery: notHeld.one("order_delivery"),
    primaryOrderTransaction: notHeld.one("order_transaction"),
    tags: notHeld.many("tag"),
  },
  // Shopware always loads these two for the Store API (OrderRoute).
  autoload: ["orderCustomer", "billingAddress"],
  defaults: { documents: [] },
  async enrich(db: Db, entities: Entity[], ctx: ReadContext) {
    await stateEnricher("order.state")(db, entities, ctx);
    for (const order of entities) {
      amountsFromSnapshot(order, order.price, {
        amountTotal: "totalPrice",
        amountNet: "netPrice",
        positionPrice: "positionPrice",
      });
      amountsFromSnapshot(order, order.shippingCosts, { shippingTotal: "totalPrice" });
      order.orderDate = String(order.orderDateTime).slice(0, 10);
      // Transactions in creation order: the storefront treats the last one as the current payment.
      if (Array.isArray(order.transactions))
        (order.transactions as Entity[]).sort(
          (a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a.id.localeCompare(b.id),
        );
    }
  },
});
