import type { Filter } from "../../dal/criteria.js";
import { defineEntity, list, notHeld, translated } from "../../dal/definition.js";
import "../media/media.definition.js";
import "../seo/seo.definition.js";
import "../system/system.definition.js";
import "./product-parts.definition.js";
import { enrichProducts } from "./product-runtime.js";
import "./property.definition.js";

/** Shopware's product visibilities for our one channel. */
export const VISIBILITY = { link: 10, search: 20, all: 30 } as const;

/** ProductAvailableFilter: active and visible in the channel at least at `level`. */
export function availableFilter(level: number): Filter[] {
  return [
    { type: "equals", field: "active", value: true },
    { type: "range", field: "visibility", parameters: { gte: level } },
  ];
}

export const productDefinition = defineEntity({
  name: "product",
  table: "product",
  fields: {
    parentId: "id",
    productNumber: "string",
    active: "bool",
    // Filterable for the store restrictions, removed from the JSON by enrichProducts.
    visibility: "int",
    type: "string",
    stock: "int",
    availableStock: "int",
    available: "bool",
    isCloseout: "bool",
    minPurchase: "int",
    maxPurchase: "int",
    purchaseSteps: "int",
    restockTime: "int",
    shippingFree: "bool",
    markAsTopseller: "bool",
    manufacturerId: "id",
    manufacturerNumber: "string",
    ean: "string",
    taxId: "id",
    deliveryTimeId: "id",
    unitId: "id",
    coverId: "id",
    cmsPageId: "id",
    weight: "float",
    width: "float",
    height: "float",
    length: "float",
    purchaseUnit: "float",
    referenceUnit: "float",
    releaseDate: "date",
    ratingAverage: "float",
    sales: "int",
    childCount: "int",
    displayGroup: "string",
    mainVariantId: { column: "main_variant_id", kind: "id", internal: true },
    // The group's cheapest gross price in the default currency: for listing filters and sorting, not for display.
    cheapestPrice: { column: "cheapest_price", kind: "int", money: true },
    // Criteria reach the default-currency gross price as `price` (as Shopware's price accessor); the JSON shows the
    // price collection instead (enrichProducts).
    price: { column: "price_gross", kind: "int", money: true },
    priceNet: { column: "price_net", kind: "int", internal: true },
    listPriceGross: { column: "list_price_gross", kind: "int", internal: true },
    listPriceNet: { column: "list_price_net", kind: "int", internal: true },
    currencyPrices: { column: "currency_prices", kind: "json", internal: true },
    // ManyToManyIdFields (and the categoryTree ListField) of ProductDefinition: filters on them mean "contains".
    optionIds: list("id"),
    propertyIds: list("id"),
    categoryIds: list("id"),
    categoryTree: list("id"),
    variantListingConfig: "json",
    name: translated(),
    description: translated(),
    keywords: translated(),
    metaTitle: translated(),
    metaDescription: translated(),
    packUnit: translated(),
    packUnitPlural: translated(),
    customSearchKeywords: { ...translated("json"), list: "string" },
    slotConfig: translated("json"),
  },
  associations: {
    manufacturer: { kind: "manyToOne", entity: "product_manufacturer", local: "manufacturerId" },
    cover: { kind: "manyToOne", entity: "product_media", local: "coverId" },
    media: { kind: "oneToMany", entity: "product_media", foreign: "productId" },
    categories: {
      kind: "manyToMany",
      entity: "category",
      table: "product_category",
      localColumn: "product_id",
      foreignColumn: "category_id",
    },
    categoriesRo: {
      kind: "manyToMany",
      entity: "category",
      table: "product_category_tree",
      localColumn: "product_id",
      foreignColumn: "category_id",
    },
    properties: {
      kind: "manyToMany",
      entity: "property_group_option",
      table: "product_property",
      localColumn: "product_id",
      foreignColumn: "property_group_option_id",
    },
    options: {
      kind: "manyToMany",
      entity: "property_group_option",
      table: "product_option",
      localColumn: "product_id",
      foreignColumn: "property_group_option_id",
    },
    deliveryTime: { kind: "manyToOne", entity: "delivery_time", local: "deliveryTimeId" },
    unit: { kind: "manyToOne", entity: "unit", local: "unitId" },
    tax: { kind: "manyToOne", entity: "tax", local: "taxId" },
    children: { kind: "oneToMany", entity: "product", foreign: "parentId" },
    parent: { kind: "manyToOne", entity: "product", local: "parentId" },
    crossSellings: { kind: "oneToMany", entity: "product_cross_selling", foreign: "productId" },
    productReviews: { kind: "oneToMany", entity: "product_review", foreign: "productId" },
    configuratorSettings: { kind: "oneToMany", entity: "product_configurator_setting", foreign: "productId" },
    cmsPage: { kind: "manyToOne", entity: "cms_page", local: "cmsPageId" },
    // Digital products' files are private until bought: the account's order downloads hand them out, not the catalogue.
    downloads: notHeld.many("product_download"),
    canonicalProduct: notHeld.one("product"),
    openGraphMedia: notHeld.one("media"),
    mainCategories: notHeld.many("main_category"),
    streams: notHeld.many("product_stream"),
    tags: notHeld.many("tag"),
    // SalesChannelProductDefinition's runtime association, set by the enrich hook (product-runtime.ts).
    seoCategory: { kind: "computed", entity: "category" },
    prices: { kind: "oneToMany", entity: "product_price", foreign: "productId" },
    seoUrls: { kind: "oneToMany", entity: "seo_url", foreign: "foreignKey" },
  },
  // What SalesChannelProductDefinition::processCriteria adds to every read (prices are computed, not loaded).
  autoload: ["cover", "deliveryTime", "unit"],
  termFields: ["name", "productNumber", "ean", "manufacturerNumber"],
  storeFilter: () => availableFilter(VISIBILITY.link),
  enrich: enrichProducts,
  enrichBesideAssociations: true,
  defaults: { seoCategory: null, calculatedPrices: [], price: [] },
});
