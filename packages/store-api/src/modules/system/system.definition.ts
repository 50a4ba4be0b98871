import { defineEntity, notHeld, shared, translated } from "../../dal/definition.js";
import { storageToDecimal } from "../../lib/money.js";

export const localeDefinition = defineEntity({
  name: "locale",
  table: "locale",
  fields: { code: "string", name: translated(), territory: translated() },
  associations: {},
});

export const languageDefinition = defineEntity({
  name: "language",
  table: "language",
  fields: { parentId: "id", localeId: "id", translationCodeId: "id", name: "string", position: "int" },
  associations: {
    locale: { kind: "manyToOne", entity: "locale", local: "localeId" },
    translationCode: { kind: "manyToOne", entity: "locale", local: "translationCodeId" },
    parent: { kind: "manyToOne", entity: "language", local: "parentId" },
    children: { kind: "oneToMany", entity: "language", foreign: "parentId" },
  },
  autoload: ["translationCode", "locale"],
});

const rounding = { column: "", kind: "json" } as const;

export const currencyDefinition = defineEntity({
  name: "currency",
  table: "currency",
  fields: {
    isoCode: "string",
    symbol: "string",
    factor: "float",
    position: "int",
    isSystemDefault: "bool",
    itemRounding: rounding,
    totalRounding: rounding,
    taxFreeFrom: { column: "tax_free_from", kind: "float", money: true },
    name: translated(),
    shortName: translated(),
  },
  associations: {},
});

export const countryStateDefinition = defineEntity({
  name: "country_state",
  table: "country_state",
  fields: { countryId: "id", shortCode: "string", position: "int", active: "bool", name: translated() },
  associations: { country: { kind: "manyToOne", entity: "country", local: "countryId" } },
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});

export const countryDefinition = defineEntity({
  name: "country",
  table: "country",
  fields: {
    iso: "string",
    iso3: "string",
    position: "int",
    active: "bool",
    shippingAvailable: "bool",
    displayStateInRegistration: "bool",
    forceStateInRegistration: "bool",
    checkVatIdPattern: "bool",
    vatIdRequired: "bool",
    vatIdPattern: "string",
    postalCodeRequired: "bool",
    checkPostalCodePattern: "bool",
    defaultPostalCodePattern: "string",
    customerTax: "json",
    companyTax: "json",
    isEu: "bool",
    name: translated(),
    addressFormat: translated("json"),
  },
  associations: { states: { kind: "oneToMany", entity: "country_state", foreign: "countryId" } },
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});

export const salutationDefinition = defineEntity({
  name: "salutation",
  table: "salutation",
  fields: { salutationKey: "string", position: "int", displayName: translated(), letterName: translated() },
  associations: {},
});

export const taxDefinition = defineEntity({
  name: "tax",
  table: "tax",
  fields: { taxRate: "float", name: "string", position: "int" },
  associations: {},
});

export const customerGroupDefinition = defineEntity({
  name: "customer_group",
  table: "customer_group",
  fields: {
    displayGross: "bool",
    registrationActive: "bool",
    registrationOnlyCompanyRegistration: shared("bool"),
    name: translated(),
    registrationTitle: translated(),
    registrationIntroduction: translated(),
    registrationSeoMetaDescription: translated(),
  },
  associations: {},
});

export const deliveryTimeDefinition = defineEntity({
  name: "delivery_time",
  table: "delivery_time",
  fields: { min: "int", max: "int", unit: "string", name: translated() },
  associations: {},
});

export const paymentMethodDefinition = defineEntity({
  name: "payment_method",
  table: "payment_method",
  fields: {
    technicalName: "string",
    handler: { column: "handler", kind: "string", internal: true },
    position: "int",
    active: "bool",
    afterOrderEnabled: "bool",
    asynchronous: { column: "asynchronous", kind: "bool", internal: true },
    mediaId: "id",
    name: translated(),
    description: translated(),
    distinguishableName: translated(),
    shortName: translated(),
  },
  associations: { media: { kind: "manyToOne", entity: "media", local: "mediaId" } },
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});

export const shippingMethodPriceDefinition = defineEntity({
  name: "shipping_method_price",
  table: "shipping_method_price",
  fields: {
    shippingMethodId: "id",
    calculation: "int",
    quantityStart: "float",
    quantityEnd: "float",
    currencyPrice: "json",
  },
  associations: {},
  // The column holds minor units (the cart calculates with them); Shopware's PriceField answers decimals.
  enrich: async (_db, entities) => {
    for (const entity of entities) {
      if (!Array.isArray(entity.currencyPrice)) continue;
      entity.currencyPrice = (entity.currencyPrice as Record<string, unknown>[]).map((price) => ({
        ...price,
        gross: typeof price.gross === "number" ? storageToDecimal(price.gross) : price.gross,
        net: typeof price.net === "number" ? storageToDecimal(price.net) : price.net,
      }));
    }
  },
});

export const shippingMethodDefinition = defineEntity({
  name: "shipping_method",
  table: "shipping_method",
  fields: {
    technicalName: "string",
    position: "int",
    active: "bool",
    deliveryTimeId: "id",
    taxType: "string",
    taxId: "id",
    mediaId: "id",
    name: translated(),
    description: translated(),
    trackingUrl: translated(),
  },
  associations: {
    deliveryTime: { kind: "manyToOne", entity: "delivery_time", local: "deliveryTimeId" },
    media: { kind: "manyToOne", entity: "media", local: "mediaId" },
    tax: { kind: "manyToOne", entity: "tax", local: "taxId" },
    prices: { kind: "oneToMany", entity: "shipping_method_price", foreign: "shippingMethodId" },
    availabilityRule: notHeld.one("rule"),
    tags: notHeld.many("tag"),
  },
  autoload: ["deliveryTime"],
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});

export const salesChannelDomainDefinition = defineEntity({
  name: "sales_channel_domain",
  table: "sales_channel_domain",
  fields: { salesChannelId: "id", url: "string", languageId: "id", currencyId: "id", snippetSetId: "id" },
  associations: {
    language: { kind: "manyToOne", entity: "language", local: "languageId" },
    currency: { kind: "manyToOne", entity: "currency", local: "currencyId" },
    salesChannelDefaultHreflang: notHeld.one("sales_channel"),
  },
});

export const salesChannelDefinition = defineEntity({
  name: "sales_channel",
  table: "sales_channel",
  fields: {
    accessKey: { column: "access_key", kind: "string", internal: true },
    active: "bool",
    maintenance: "bool",
    maintenanceIpWhitelist: { column: "maintenance_ip_whitelist", kind: "json", list: "string", internal: true },
    languageId: "id",
    currencyId: "id",
    paymentMethodId: "id",
    shippingMethodId: "id",
    countryId: "id",
    customerGroupId: "id",
    navigationCategoryId: "id",
    navigationCategoryDepth: "int",
    footerCategoryId: "id",
    serviceCategoryId: "id",
    homeCmsPageId: "id",
    taxCalculationType: "string",
    name: translated(),
    homeName: translated(),
    homeMetaTitle: translated(),
    homeMetaDescription: translated(),
    homeSlotConfig: translated("json"),
  },
  associations: {
    domains: { kind: "oneToMany", entity: "sales_channel_domain", foreign: "salesChannelId" },
    language: { kind: "manyToOne", entity: "language", local: "languageId" },
    currency: { kind: "manyToOne", entity: "currency", local: "currencyId" },
    country: { kind: "manyToOne", entity: "country", local: "countryId" },
    paymentMethod: { kind: "manyToOne", entity: "payment_method", local: "paymentMethodId" },
    shippingMethod: { kind: "manyToOne", entity: "shipping_method", local: "shippingMethodId" },
    navigationCategory: { kind: "manyToOne", entity: "category", local: "navigationCategoryId" },
    footerCategory: { kind: "manyToOne", entity: "category", local: "footerCategoryId" },
    serviceCategory: { kind: "manyToOne", entity: "category", local: "serviceCategoryId" },
    hreflangDefaultDomain: notHeld.one("sales_channel_domain"),
  },
});
