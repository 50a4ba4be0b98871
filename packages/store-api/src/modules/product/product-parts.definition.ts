import type { Filter } from "../../dal/criteria.js";
import { defineEntity, translated, type ReadContext } from "../../dal/definition.js";
import type { SalesChannelContext } from "../context/context.js";
import "../media/media.definition.js";
import "./property.definition.js";

export const productManufacturerDefinition = defineEntity({
  name: "product_manufacturer",
  table: "product_manufacturer",
  fields: { mediaId: "id", link: "string", name: translated(), description: translated() },
  associations: { media: { kind: "manyToOne", entity: "media", local: "mediaId" } },
});

export const unitDefinition = defineEntity({
  name: "unit",
  table: "unit",
  fields: { shortCode: translated(), name: translated() },
  associations: {},
});

export const productMediaDefinition = defineEntity({
  name: "product_media",
  table: "product_media",
  fields: { productId: "id", mediaId: "id", position: "int" },
  associations: {
    media: { kind: "manyToOne", entity: "media", local: "mediaId" },
    coverProducts: { kind: "oneToMany", entity: "product", foreign: "coverId" },
  },
  // A gallery entry without its picture is useless to a storefront; Shopware clients always ask for it.
  autoload: ["media"],
});

/** Only approved reviews, plus the logged-in customer's own (SalesChannelProductDefinition::processCriteria). */
function visibleReviews(ctx: ReadContext): Filter[] {
  const customerId = (ctx.sales as SalesChannelContext | undefined)?.customerId;
  const approved: Filter = { type: "equals", field: "status", value: true };
  if (!customerId) return [approved];
  return [
    { type: "multi", operator: "or", queries: [approved, { type: "equals", field: "customerId", value: customerId }] },
  ];
}

export const productReviewDefinition = defineEntity({
  name: "product_review",
  table: "product_review",
  fields: {
    productId: "id",
    // Not ApiAware in Shopware's ProductReviewDefinition: who wrote a review (account, e-mail) is not public. Only the
    // store restriction (the customer's own pending reviews) reads customerId. `externalUser` stays public on purpose:
    // it is the display name the reviewer typed (the storefront shows it as the author).
    customerId: { column: "customer_id", kind: "id", internal: true },
    salesChannelId: "id",
    languageId: "id",
    externalUser: "string",
    externalEmail: { column: "external_email", kind: "string", internal: true },
    title: "string",
    content: "string",
    points: "float",
    status: "bool",
    comment: "string",
  },
  associations: { language: { kind: "manyToOne", entity: "language", local: "languageId" } },
  storeFilter: visibleReviews,
});

export const productCrossSellingAssignedProductsDefinition = defineEntity({
  name: "product_cross_selling_assigned_products",
  table: "product_cross_selling_assigned_products",
  fields: { crossSellingId: "id", productId: "id", position: "int" },
  associations: { product: { kind: "manyToOne", entity: "product", local: "productId" } },
});

export const productCrossSellingDefinition = defineEntity({
  name: "product_cross_selling",
  table: "product_cross_selling",
  fields: {
    productId: "id",
    type: "string",
    position: "int",
    active: "bool",
    limit: "int",
    sortBy: "string",
    sortDirection: "string",
    productStreamId: "id",
    name: translated(),
  },
  associations: {
    assignedProducts: {
      kind: "oneToMany",
      entity: "product_cross_selling_assigned_products",
      foreign: "crossSellingId",
    },
  },
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});

export const productSortingDefinition = defineEntity({
  name: "product_sorting",
  table: "product_sorting",
  fields: {
    key: { column: "url_key", kind: "string" },
    priority: "int",
    active: "bool",
    locked: "bool",
    fields: "json",
    label: translated(),
  },
  associations: {},
});

/** Graduated prices (the runtime `calculatedPrices` of a product are what storefronts show). */
export const productPriceDefinition = defineEntity({
  name: "product_price",
  table: "product_price",
  fields: {
    productId: "id",
    quantityStart: "int",
    quantityEnd: "int",
    priceGross: { column: "price_gross", kind: "int", internal: true },
    priceNet: { column: "price_net", kind: "int", internal: true },
    currencyPrices: { column: "currency_prices", kind: "json", internal: true },
  },
  associations: {},
});

export const productConfiguratorSettingDefinition = defineEntity({
  name: "product_configurator_setting",
  table: "product_configurator_setting",
  fields: {
    productId: "id",
    optionId: { column: "property_group_option_id", kind: "id" },
    mediaId: "id",
    position: "int",
  },
  associations: {
    option: { kind: "manyToOne", entity: "property_group_option", local: "optionId" },
    media: { kind: "manyToOne", entity: "media", local: "mediaId" },
  },
});
