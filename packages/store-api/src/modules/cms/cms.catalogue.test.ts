import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, LANGUAGE, type TestApp } from "../../../test/helpers.js";

/**
 * The demo catalogue's own layouts, rendered the way the storefront asks for them: every element type used in a
 * seeded layout must resolve to the data its component needs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
type Slot = { id: string; type: string; config: Record<string, { source: string; value: unknown }>; data: Json | null };

function slotsOf(page: unknown): Slot[] {
  const out: Slot[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const object = value as Json;
      if (object.apiAlias === "cms_slot") out.push(object as unknown as Slot);
      else Object.values(object).forEach(visit);
    }
  };
  visit(page);
  return out;
}

/** What each element type's data must hold on the demo pages; config-driven types resolve to null. */
const EXPECTATIONS: Record<string, (slot: Slot, entity: Json) => void> = {
  text: (slot, entity) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_text", content: expect.any(String) });
    if (slot.config.content?.source === "mapped" && entity.apiAlias === "category")
      expect(slot.data?.content).toBe((entity.translated as Json).description ?? "");
    if (slot.config.content?.source === "static") expect(String(slot.data?.content).length).toBeGreaterThan(0);
  },
  html: (slot) => expect(slot.data).toMatchObject({ apiAlias: "cms_html", content: expect.any(String) }),
  image: (slot, entity) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_image" });
    const expectsMedia =
      slot.config.media?.source === "static" ||
      (slot.config.media?.source === "mapped" && typeof entity.mediaId === "string");
    if (expectsMedia)
      expect(slot.data?.media, `image ${slot.id}`).toMatchObject({
        apiAlias: "media",
        url: expect.stringMatching(/^https?:\/\//),
      });
  },
  "image-slider": (slot) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_image_slider" });
    expect((slot.data?.sliderItems as unknown[]).length).toBeGreaterThan(0);
  },
  "image-gallery": (slot, entity) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_image_slider" });
    const items = slot.data?.sliderItems as { media: { id: string } }[];
    expect(items.length).toBeGreaterThan(0);
    if (Array.isArray(entity.media))
      expect(items.map((i) => i.media.id)).toEqual(
        (entity.media as { position: number; mediaId: string }[])
          .slice()
          .sort((a, b) => a.position - b.position)
          .map((m) => m.mediaId),
      );
  },
  "product-box": (slot) =>
    expect(slot.data).toMatchObject({
      apiAlias: "cms_product_box",
      product: { apiAlias: "product", calculatedPrice: expect.any(Object) },
    }),
  "product-slider": (slot) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_product_slider" });
    const products = slot.data?.products as Json[];
    expect(products.length, `slider ${slot.id}`).toBeGreaterThan(0);
    expect(products[0]).toMatchObject({ apiAlias: "product", calculatedPrice: expect.any(Object) });
    if (slot.config.products?.source === "product_stream") expect(slot.data?.streamId).toBe(slot.config.products.value);
  },
  "product-listing": (slot, entity) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_product_listing", listing: { apiAlias: "product_listing" } });
    if (entity.apiAlias === "category" && entity.type === "page")
      expect(((slot.data?.listing as Json).elements as unknown[]).length).toBeGreaterThanOrEqual(0);
  },
  "buy-box": (slot, entity) => {
    expect(slot.data).toMatchObject({
      apiAlias: "cms_buy_box",
      productId: entity.id,
      product: { id: entity.id },
      totalReviews: expect.any(Number),
      configuratorSettings: expect.any(Array),
    });
  },
  "product-description-reviews": (slot, entity) => {
    expect(slot.data).toMatchObject({
      apiAlias: "cms_product_description_reviews",
      productId: entity.id,
      product: { id: entity.id },
      reviews: { entity: "product_review", elements: expect.any(Array) },
    });
  },
  "cross-selling": (slot) =>
    expect(slot.data).toMatchObject({ apiAlias: "cms_cross_selling", crossSellings: expect.any(Array) }),
  "manufacturer-logo": (slot, entity) => {
    expect(slot.data).toMatchObject({ apiAlias: "cms_manufacturer_logo" });
    // On a product page the logo is the product's brand; elsewhere the element shows its static picture.
    if (entity.apiAlias === "product") expect(slot.data?.manufacturer).toMatchObject({ id: entity.manufacturerId });
    if (slot.config.media?.source === "static") expect(slot.data?.media).toMatchObject({ apiAlias: "media" });
  },
  "product-name": (slot, entity) =>
    expect(slot.data).toEqual({ content: (entity.translated as Json).name, apiAlias: "cms_text" }),
  "youtube-video": (slot) => expect(slot.data).toBeNull(),
  "vimeo-video": (slot) => expect(slot.data).toBeNull(),
  form: (slot) => expect(slot.data).toBeNull(),
  "sidebar-filter": (slot) => expect(slot.data).toBeNull(),
  "category-navigation": (slot) => expect(slot.data).toBeNull(),
};

function checkPage(page: unknown, entity: Json, seen: Set<string>): void {
  const slots = slotsOf(page);
  expect(slots.length).toBeGreaterThan(0);
  for (const slot of slots) {
    const expectation = EXPECTATIONS[slot.type];
    expect(expectation, `no expectation for element type ${slot.type}`).toBeDefined();
    expectation(slot, entity);
    seen.add(slot.type);
  }
}

describe("the demo layouts", () => {
  it("resolve every element type they use, on the pages that show them", async () => {
    const seen = new Set<string>();
    const seededTypes = new Set(
      (await t.db.selectFrom("cms_slot").select("type").distinct().execute()).map((r) => r.type),
    );

    const home = (await t.api("POST", "/category/home", { headers: { "sw-language-id": LANGUAGE.pl } })).json();
    expect(storeApiSchema().validate("readCategory", "200", home).errors).toEqual([]);
    checkPage(home.cmsPage, home, seen);

    // Every category page with a layout, each in one of the three languages.
    const categories = await t.db
      .selectFrom("category")
      .select(["id"])
      .where("active", "=", 1)
      .where("type", "=", "page")
      .where("cms_page_id", "is not", null)
      .orderBy("level")
      .orderBy("id")
      .execute();
    const languages = [LANGUAGE.en, LANGUAGE.pl, LANGUAGE.de];
    for (const [i, { id }] of categories.entries()) {
      const response = await t.api("POST", `/category/${id}`, { headers: { "sw-language-id": languages[i % 3] } });
      if (response.statusCode === 404) continue; // outside the channel's trees
      expect(response.statusCode, `category ${id}: ${response.body.slice(0, 300)}`).toBe(200);
      const category = response.json();
      checkPage(category.cmsPage, category, seen);
    }

    for (const { id } of await t.db.selectFrom("landing_page").select("id").where("active", "=", 1).execute()) {
      const landing = (await t.api("POST", `/landing-page/${id}`)).json();
      expect(storeApiSchema().validate("readLandingPage", "200", landing).errors).toEqual([]);
      checkPage(landing.cmsPage, landing, seen);
    }

    // Product pages: a simple product and a variant product.
    const products = await t.db
      .selectFrom("product")
      .select("id")
      .where("active", "=", 1)
      .where("visibility", ">=", 30)
      .where("parent_id", "is", null)
      .orderBy("child_count", "desc")
      .orderBy("id")
      .limit(3)
      .execute();
    for (const { id } of products) {
      const response = await t.api("POST", `/product/${id}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { product } = response.json();
      if (product.cmsPage) checkPage(product.cmsPage, product, seen);
    }

    expect([...seededTypes].filter((type) => !seen.has(type))).toEqual([]);
  });
});
