import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyCriteria } from "../../src/dal/criteria.js";
import { getDefinition, hasDefinition, type ReadContext } from "../../src/dal/definition.js";
import { loadEntities } from "../../src/dal/search.js";
import { ChannelCache } from "../../src/modules/context/channel-cache.js";
import { readContextOf, resolveContext } from "../../src/modules/context/context.service.js";
import { ACCESS_KEY, createTestApp, firstError, LANGUAGE, type TestApp } from "../helpers.js";
import { addProductFixtures } from "../product-fixtures.js";

// Issue 11, the class behind deviations 1 and 3: every entity the Store API serves is written as Shopware's
// serializer writes it. The two tables below are taken from Shopware 6.7 (see docs/store-api-compatibility.md):
// - TRANSLATED: the TranslatedFields of each `*Definition.php` (stored in its `*TranslationDefinition.php`); the
//   entity's `translated` object carries every one of them, plus customFields.
// - ASSOCIATIONS: the ApiAware association fields of each `*Definition.php` (SalesChannelProductDefinition adds
//   `seoCategory`) together with the association properties of the 6.7 Store API schema (@shopware/api-client's
//   storeApiSchema.json: `openGraphMedia`, `primaryOrderDelivery`, …). Each is accepted in criteria.

const TRANSLATED: Record<string, string[]> = {
  category: [
    "breadcrumb",
    "name",
    "slotConfig",
    "linkType",
    "internalLink",
    "externalLink",
    "linkNewTab",
    "description",
    "metaTitle",
    "metaDescription",
    "keywords",
  ],
  media: ["alt", "title"],
  cms_slot: ["config"],
  cms_page: ["name"],
  landing_page: ["name", "slotConfig", "metaTitle", "metaDescription", "keywords", "url"],
  product: [
    "metaDescription",
    "name",
    "keywords",
    "description",
    "metaTitle",
    "packUnit",
    "packUnitPlural",
    "slotConfig",
    "customSearchKeywords",
  ],
  product_manufacturer: ["name", "description"],
  unit: ["shortCode", "name"],
  product_cross_selling: ["name"],
  product_sorting: ["label"],
  property_group: ["name", "description", "position"],
  property_group_option: ["name", "position"],
  locale: ["name", "territory"],
  currency: ["shortName", "name"],
  country_state: ["name"],
  country: ["name", "addressFormat"],
  salutation: ["displayName", "letterName"],
  customer_group: [
    "name",
    "registrationTitle",
    "registrationIntroduction",
    "registrationOnlyCompanyRegistration",
    "registrationSeoMetaDescription",
  ],
  delivery_time: ["name"],
  payment_method: ["name", "distinguishableName", "description"],
  shipping_method: ["name", "description", "trackingUrl"],
  sales_channel: ["name", "homeSlotConfig", "homeName", "homeMetaTitle", "homeMetaDescription"],
};

const ASSOCIATIONS: Record<string, string[]> = {
  media_thumbnail: ["media"],
  media: ["thumbnails"],
  cms_slot: ["block"],
  cms_block: ["backgroundMedia", "slots"],
  cms_section: ["backgroundMedia", "blocks", "page"],
  cms_page: ["landingPages", "previewMedia", "sections"],
  landing_page: ["cmsPage", "seoUrls"],
  property_group: ["options"],
  property_group_option: ["group", "media"],
  product_manufacturer: ["media"],
  product_media: ["coverProducts", "media"],
  product_review: ["language"],
  product_configurator_setting: ["media", "option"],
  language: ["children", "locale", "parent", "translationCode"],
  country: ["states"],
  payment_method: ["media"],
  shipping_method: ["availabilityRule", "deliveryTime", "media", "prices", "tags", "tax"],
  sales_channel_domain: ["currency", "language", "salesChannelDefaultHreflang"],
  sales_channel: [
    "country",
    "currency",
    "domains",
    "footerCategory",
    "hreflangDefaultDomain",
    "language",
    "navigationCategory",
    "paymentMethod",
    "serviceCategory",
    "shippingMethod",
  ],
  product: [
    "canonicalProduct",
    "categories",
    "categoriesRo",
    "children",
    "cmsPage",
    "configuratorSettings",
    "cover",
    "crossSellings",
    "deliveryTime",
    "downloads",
    "mainCategories",
    "manufacturer",
    "media",
    "openGraphMedia",
    "options",
    "parent",
    "productReviews",
    "properties",
    "seoCategory",
    "seoUrls",
    "streams",
    "tags",
    "tax",
    "unit",
  ],
  customer_address: ["country", "countryState", "salutation"],
  customer: [
    "activeBillingAddress",
    "activeShippingAddress",
    "addresses",
    "defaultBillingAddress",
    "defaultPaymentMethod",
    "defaultShippingAddress",
    "group",
    "language",
    "lastPaymentMethod",
    "salutation",
    "tags",
  ],
  order_address: ["country", "countryState", "salutation"],
  order_customer: ["salutation"],
  order_line_item_download: ["media", "orderLineItem"],
  order_line_item: ["children", "cover", "downloads", "orderDeliveryPositions", "parent", "product"],
  order_delivery: ["positions", "shippingMethod", "shippingOrderAddress", "stateMachineState"],
  order_transaction: ["captures", "paymentMethod", "stateMachineState"],
  document: [
    "dependentDocuments",
    "documentA11yMediaFile",
    "documentMediaFile",
    "documentType",
    "order",
    "referencedDocument",
  ],
  order: [
    "addresses",
    "billingAddress",
    "currency",
    "deliveries",
    "documents",
    "language",
    "lineItems",
    "orderCustomer",
    "primaryOrderDelivery",
    "primaryOrderTransaction",
    "stateMachineState",
    "tags",
    "transactions",
  ],
  customer_wishlist: ["products"],
  category: ["children", "cmsPage", "media", "parent", "seoUrls", "tags"],
};

let t: TestApp;
let ctx: ReadContext;

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed has no units of measure; the fixtures add some.
  await addProductFixtures(t.db);
  const channel = await new ChannelCache(t.db).byAccessKey(ACCESS_KEY);
  if (!channel) throw new Error("the seeded sales channel is missing");
  ctx = readContextOf(await resolveContext(t.db, channel, { includeSeoUrls: false }));
});
afterAll(async () => t?.close());

/** One seeded row of the entity's table, read through the DAL with the given associations. */
async function loadOne(entity: string, associations: string[]) {
  const definition = getDefinition(entity);
  const row = (
    await sql<{ id: string }>`SELECT id FROM ${sql.table(definition.table)} ORDER BY id LIMIT 1`.execute(t.db)
  ).rows[0];
  expect(row, `the seed has a ${entity}`).toBeDefined();
  const criteria = {
    ...emptyCriteria(),
    associations: Object.fromEntries(associations.map((name) => [name, emptyCriteria()])),
  };
  const [loaded] = await loadEntities(t.db, definition, [row.id], criteria, ctx);
  expect(loaded, `${entity} ${row.id} loads`).toBeDefined();
  return loaded;
}

describe("translated: every translatable field of Shopware's definition", () => {
  it.each(Object.entries(TRANSLATED))("%s", async (entity, fields) => {
    expect(hasDefinition(entity)).toBe(true);
    const loaded = await loadOne(entity, []);
    const translated = loaded.translated as Record<string, unknown>;
    expect(translated, `${entity}.translated`).toBeTypeOf("object");
    for (const field of [...fields, "customFields"]) {
      expect(translated, `${entity}.translated.${field}`).toHaveProperty(field);
      if (field !== "customFields")
        expect(translated[field], `${entity}.translated.${field} equals ${entity}.${field}`).toEqual(loaded[field]);
    }
  });
});

describe("associations: every one Shopware's definition and schema list is accepted", () => {
  it.each(Object.entries(ASSOCIATIONS))("%s", async (entity, names) => {
    const definition = getDefinition(entity);
    for (const name of names) {
      const association = definition.associations[name];
      expect(association, `${entity}.${name} is defined`).toBeDefined();
      const loaded = await loadOne(entity, [name]);
      if (association.kind === "computed") continue;
      expect(loaded, `${entity}.${name} is in the JSON`).toHaveProperty(name);
      if (association.kind === "notHeld") expect(loaded[name]).toEqual(association.many ? [] : null);
    }
  });
});

describe("locale names per language (LocaleTranslationDefinition)", () => {
  it.each([
    ["en", "English", "United Kingdom"],
    ["pl", "angielski", "Wielka Brytania"],
    ["de", "Englisch", "Vereinigtes Königreich"],
  ] as const)("the language list in %s names en-GB's locale %s (%s)", async (language, name, territory) => {
    const response = await t.api("POST", "/language", { headers: { "sw-language-id": LANGUAGE[language] } });
    expect(response.statusCode).toBe(200);
    const english = (
      response.json() as {
        elements: { id: string; translationCode: { code: string; translated: Record<string, unknown> } }[];
      }
    ).elements.find((l) => l.id === LANGUAGE.en);
    expect(english?.translationCode.code).toBe("en-GB");
    expect(english?.translationCode.translated).toEqual({ name, territory, customFields: {} });
  });
});

describe("associations through the routes", () => {
  const productId = async () =>
    (
      (
        await t.api("POST", "/product", {
          body: { limit: 1, filter: [{ type: "equals", field: "parentId", value: null }] },
        })
      ).json() as { elements: { id: string }[] }
    ).elements[0].id;

  it("product detail loads every product association the schema lists (vue-demo-store's request among them)", async () => {
    const id = await productId();
    const associations = Object.fromEntries(ASSOCIATIONS.product.map((name) => [name, {}]));
    const response = await t.api("POST", `/product/${id}`, {
      body: { associations: { ...associations, openGraphMedia: { associations: { thumbnails: {} } } } },
    });
    expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
    const product = (response.json() as { product: Record<string, unknown> }).product;
    for (const name of ASSOCIATIONS.product) expect(product, `product.${name}`).toHaveProperty(name);
    for (const name of ["openGraphMedia", "canonicalProduct"]) expect(product[name]).toBeNull();
    for (const name of ["downloads", "mainCategories", "streams", "tags"]) expect(product[name]).toEqual([]);
  });

  it("a nested association under one we hold no data for is still checked against its entity", async () => {
    const response = await t.api("POST", "/product", {
      body: { associations: { openGraphMedia: { associations: { nope: {} } } } },
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response).code).toBe("FRAMEWORK__ASSOCIATION_NOT_FOUND");
  });

  it("filters and sorts through an association without data: no rows match, nothing fails", async () => {
    const tagged = await t.api("POST", "/product", {
      body: { filter: [{ type: "equals", field: "tags.id", value: "0".repeat(32) }] },
    });
    expect(tagged.statusCode, tagged.body.slice(0, 300)).toBe(200);
    expect((tagged.json() as { total: number }).total).toBe(0);
    const untagged = await t.api("POST", "/product", {
      body: {
        limit: 1,
        filter: [{ type: "equals", field: "canonicalProduct.id", value: null }],
        sort: [{ field: "openGraphMedia.title", order: "ASC" }],
      },
    });
    expect(untagged.statusCode, untagged.body.slice(0, 300)).toBe(200);
    expect((untagged.json() as { total: number }).total).toBeGreaterThan(0);
  });

  it("an unknown association name is still a 400, as Shopware's RequestCriteriaBuilder answers", async () => {
    const response = await t.api("POST", "/product", { body: { associations: { nope: {} } } });
    expect(firstError(response).code).toBe("FRAMEWORK__ASSOCIATION_NOT_FOUND");
  });

  it("the category page ignores criteria keys in its body (CategoryRoute takes no criteria): vue-demo-store's body, and one naming nothing real", async () => {
    // A category whose layout has a product listing: the listing is where a body was read as a product criteria.
    const categories = (
      await t.api("POST", "/category", {
        body: { filter: [{ type: "equals", field: "cmsPage.type", value: "product_list" }], limit: 1 },
      })
    ).json() as { elements: { id: string }[] };
    const withPage = categories.elements[0];
    expect(withPage).toBeDefined();
    for (const body of [
      { associations: { associations: { media: { associations: { media: {} } }, cmsPage: {} } } },
      {
        associations: { nope: {} },
        filter: [{ type: "equals", field: "nope.id", value: "x" }],
        sort: [{ field: "nope" }],
        aggregations: [{ name: "x", type: "terms", field: "nope.id" }],
      },
    ]) {
      const response = await t.api("POST", `/category/${withPage?.id}`, { body });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect((response.json() as { cmsPage: unknown }).cmsPage).not.toBeNull();
    }
  });
});
