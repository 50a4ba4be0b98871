import { expect } from "vitest";
import { LANGUAGE } from "../../helpers.js";
import { elementsOf, expectTrimmed, list, objectsWithAlias, type Json, type OperationCases } from "../conformance.js";

const pl = { "sw-language-id": LANGUAGE.pl };
const de = { "sw-language-id": LANGUAGE.de };
const seo = { "sw-include-seo-urls": "1" };

/** Every category (or landing page) in the body carries canonical seoUrls. */
function expectSeoUrls(body: unknown, alias: string): void {
  const objects = objectsWithAlias(body, alias);
  expect(objects.length, `no ${alias} in the answer`).toBeGreaterThan(0);
  for (const object of objects)
    expect(object.seoUrls, `${alias} ${String(object.id)} has no seoUrls`).toEqual(expect.any(Array));
  expect(
    objects.some((object) => (object.seoUrls as unknown[]).length > 0),
    `no ${alias} has an SEO URL`,
  ).toBe(true);
}

/** The CMS slots of a resolved page, by element type. */
const slotsOf = (page: unknown, type: string): Json[] =>
  objectsWithAlias(page, "cms_slot").filter((slot) => slot.type === type);

/** Content: categories, navigation, CMS pages, landing pages, SEO URLs, media, sitemap and registration groups. */
export const contentCases: OperationCases[] = [
  {
    operationId: "readCategoryList",
    cases: [
      {
        name: "first page of categories",
        request: () => ({ body: { limit: 10 } }),
        check: (body) => void elementsOf(body),
      },
      {
        name: "children of the root with media and children, in Polish",
        request: async (f) => ({
          headers: pl,
          body: {
            filter: [{ type: "equals", field: "parentId", value: await f.rootCategoryId() }],
            associations: { media: {}, children: {} },
          },
        }),
        check: (body) => void elementsOf(body),
      },
      {
        name: "with SEO URLs",
        request: () => ({ headers: seo, body: { limit: 5, filter: [{ type: "equals", field: "level", value: 2 }] } }),
        check: (body) => expectSeoUrls(body, "category"),
      },
      {
        name: "includes",
        partial: true,
        request: () => ({ body: { limit: 5, includes: { category: ["id", "name", "breadcrumb"] } } }),
        check: (body) => expectTrimmed(body, "category", ["id", "name", "breadcrumb"]),
      },
    ],
  },
  {
    operationId: "readCategory",
    cases: [
      {
        name: "home alias with its CMS page",
        request: () => ({ params: { navigationId: "home" } }),
        check: (body) => expect(body.cmsPage).toMatchObject({ apiAlias: "cms_page" }),
      },
      {
        name: "listing category: the CMS product-listing element carries a listing",
        request: async (f) => ({ params: { navigationId: await f.listingCategoryId() } }),
        check: (body) => {
          const [listing] = slotsOf(body.cmsPage, "product-listing");
          expect(listing?.data).toMatchObject({
            apiAlias: "cms_product_listing",
            listing: { apiAlias: "product_listing" },
          });
          expect(elementsOf((listing.data as Json).listing as Json).length).toBeGreaterThan(0);
        },
      },
      {
        name: "listing parameters pass through (price-desc, page 1, limit 2)",
        request: async (f) => ({
          params: { navigationId: await f.listingCategoryId() },
          body: { order: "price-desc", p: 1, limit: 2 },
        }),
      },
      {
        name: "with SEO URLs, in Polish",
        request: async (f) => ({ params: { navigationId: await f.listingCategoryId() }, headers: { ...seo, ...pl } }),
        check: (body) => expectSeoUrls(body, "category"),
      },
      {
        name: "deep category, in German",
        request: async (f) => ({ params: { navigationId: await f.deepCategoryId() }, headers: de }),
      },
      {
        name: "only the listing slot (slots)",
        request: async (f) => ({
          params: { navigationId: await f.listingCategoryId() },
          body: { slots: await f.listingSlotId() },
        }),
        check: async (body, f) => {
          const blocks = objectsWithAlias(body.cmsPage, "cms_block");
          expect(blocks.length).toBeGreaterThan(0);
          for (const block of blocks)
            expect((block.slots as Json[]).map((slot) => slot.id)).toContain(await f.listingSlotId());
        },
      },
    ],
  },
  {
    operationId: "readNavigation",
    cases: [
      {
        name: "main navigation as a tree, depth 2",
        request: () => ({ params: { activeId: "main-navigation", rootId: "main-navigation" }, body: { depth: 2 } }),
        check: (body) => {
          const tree = list(body);
          expect(tree.length).toBeGreaterThan(0);
          expect(
            tree.some((category) => Array.isArray(category.children) && (category.children as unknown[]).length > 0),
          ).toBe(true);
        },
      },
      {
        name: "footer navigation",
        request: () => ({ params: { activeId: "footer-navigation", rootId: "footer-navigation" } }),
        check: (body) => expect(list(body).length).toBeGreaterThan(0),
      },
      {
        name: "active deep category, depth 3",
        request: async (f) => ({
          params: { activeId: await f.deepCategoryId(), rootId: await f.rootCategoryId() },
          body: { depth: 3 },
        }),
      },
      {
        name: "flat list (buildTree false)",
        request: () => ({
          params: { activeId: "main-navigation", rootId: "main-navigation" },
          body: { buildTree: false, depth: 3 },
        }),
        check: (body) => expect(list(body).length).toBeGreaterThan(0),
      },
      {
        name: "with SEO URLs, in Polish",
        request: () => ({
          params: { activeId: "main-navigation", rootId: "main-navigation" },
          headers: { ...seo, ...pl },
        }),
        check: (body) => expectSeoUrls(body, "category"),
      },
      {
        name: "includes",
        partial: true,
        request: () => ({
          params: { activeId: "main-navigation", rootId: "main-navigation" },
          body: { includes: { category: ["id", "name", "children"] } },
        }),
        check: (body) => expectTrimmed(body, "category", ["id", "name", "children"]),
      },
    ],
  },
  {
    operationId: "readCms",
    cases: [
      {
        name: "a content page",
        request: async (f) => ({ params: { id: await f.cmsPageId("page") } }),
        check: (body) => expect(objectsWithAlias(body, "cms_slot").length).toBeGreaterThan(0),
      },
      {
        name: "a listing page for a category (navigationId)",
        request: async (f) => ({
          params: { id: await f.cmsPageId("product_list") },
          body: { navigationId: await f.listingCategoryId() },
        }),
        check: (body) =>
          expect(slotsOf(body, "product-listing")[0]?.data).toMatchObject({ listing: { apiAlias: "product_listing" } }),
      },
      {
        name: "a landing page layout, in Polish",
        request: async (f) => ({ params: { id: await f.cmsPageId("landingpage") }, headers: pl }),
      },
    ],
  },
  {
    operationId: "readLandingPage",
    cases: [
      {
        name: "landing page with its CMS page",
        request: async (f) => ({ params: { landingPageId: await f.landingPageId() } }),
        check: (body) => expect(body.cmsPage).toMatchObject({ apiAlias: "cms_page" }),
      },
      {
        name: "with SEO URLs, in German",
        request: async (f) => ({ params: { landingPageId: await f.landingPageId() }, headers: { ...seo, ...de } }),
        check: (body) => expectSeoUrls(body, "landing_page"),
      },
    ],
  },
  {
    operationId: "readSeoUrl",
    cases: [
      {
        name: "resolve a product path (seoPathInfo)",
        request: async (f) => ({
          body: {
            filter: [
              { type: "equals", field: "seoPathInfo", value: (await f.seoUrl("frontend.detail.page")).seoPathInfo },
            ],
          },
        }),
        check: async (body, f) =>
          expect(elementsOf(body)[0]).toMatchObject({
            routeName: "frontend.detail.page",
            foreignKey: (await f.seoUrl("frontend.detail.page")).foreignKey,
          }),
      },
      {
        name: "resolve a technical category path (pathInfo)",
        request: async (f) => ({
          body: {
            filter: [
              { type: "equals", field: "pathInfo", value: (await f.seoUrl("frontend.navigation.page")).pathInfo },
            ],
          },
        }),
        check: (body) => expect(elementsOf(body)[0].routeName).toBe("frontend.navigation.page"),
      },
      {
        name: "landing page URL by foreign key, in Polish",
        request: async (f) => ({
          headers: pl,
          body: {
            filter: [
              { type: "equals", field: "routeName", value: "frontend.landing.page" },
              { type: "equals", field: "foreignKey", value: (await f.seoUrl("frontend.landing.page")).foreignKey },
            ],
          },
        }),
        check: (body) => expect(elementsOf(body)[0].languageId).toBe(LANGUAGE.pl),
      },
    ],
  },
  {
    operationId: "readMedia",
    cases: [
      {
        name: "media by ids",
        request: async (f) => ({ body: { ids: await f.mediaIds(3) } }),
        check: (body) => expect(list(body)).toHaveLength(3),
      },
      {
        name: "ids as a |-separated string, in German",
        request: async (f) => ({ headers: de, body: { ids: (await f.mediaIds(2)).join("|") } }),
        check: (body) => expect(list(body)).toHaveLength(2),
      },
    ],
  },
  {
    operationId: "readSitemap",
    cases: [
      { name: "sitemap index", request: () => ({}), check: (body) => expect(list(body).length).toBeGreaterThan(0) },
      {
        name: "in Polish",
        request: () => ({ headers: pl }),
        check: (body) => expect(String(list(body)[0]?.filename)).toContain(LANGUAGE.pl),
      },
    ],
  },
  {
    operationId: "getSitemapFile",
    cases: [
      {
        name: "first sitemap file",
        request: async (f) => ({ params: { filePath: await f.sitemapFile() } }),
        check: (_body, _f, response) => {
          const gzip = String(response.headers["content-type"]).startsWith("application/gzip");
          if (gzip) expect([...response.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
          else expect(response.body).toMatch(/^<\?xml/);
        },
      },
      {
        name: "a Polish sitemap file",
        request: async (f) => ({ params: { filePath: await f.sitemapFile(LANGUAGE.pl) }, headers: pl }),
      },
    ],
  },
  {
    operationId: "getCustomerGroupRegistrationInfo",
    cases: [
      {
        name: "a group with open registration",
        request: async (f) => ({ params: { customerGroupId: await f.registrationGroupId() } }),
        check: (body) => expect(body).toMatchObject({ apiAlias: "customer_group", registrationActive: true }),
      },
      {
        name: "in Polish",
        request: async (f) => ({ params: { customerGroupId: await f.registrationGroupId() }, headers: pl }),
      },
    ],
  },
];
