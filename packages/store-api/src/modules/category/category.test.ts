import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContentFixtures, CONTENT } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { buildTree, isInTree } from "./category.js";

let t: TestApp;
let log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => log.push(text) });
  await addContentFixtures(t.db);
  // No service navigation in this channel: its alias must answer 204.
  await t.db.updateTable("sales_channel").set({ service_category_id: null }).execute();
});
afterAll(async () => t.close());

type Category = {
  id: string;
  name: string;
  children: Category[];
  visibleChildCount: number;
  active: boolean;
  visible: boolean;
  translated: { name: string; breadcrumb: string[] };
  seoUrls?: { seoPathInfo: string }[];
};

const expectValid = (operationId: string, body: unknown) =>
  expect(storeApiSchema().validate(operationId, "200", body).errors).toEqual([]);
const names = (list: Category[]) => list.map((c) => c.name);

describe("POST|GET /category", () => {
  it("searches categories with criteria, in the request language", async () => {
    const response = await t.api("POST", "/category", {
      body: {
        filter: [{ type: "equals", field: "parentId", value: CONTENT.fixtureRoot }],
        sort: [{ field: "position", order: "ASC" }],
      },
      headers: { "sw-language-id": LANGUAGE.de },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectValid("readCategoryList", body);
    expect(body.elements.map((c: Category) => c.name)).toEqual([
      "B (de)",
      "A (de)",
      "C inactive (de)",
      "Link (de)",
      "Folder (de)",
    ]);
    expect(body.elements[1]).toMatchObject({
      apiAlias: "category",
      childCount: 0,
      visibleChildCount: 1,
      afterCategoryId: CONTENT.b,
      breadcrumb: ["Home", "A (de)"],
      translated: { breadcrumb: ["Home", "A (de)"] },
      children: [],
    });
  });

  it("reads the tree fields (visibleChildCount, afterCategoryId) of a page of categories with one statement", async () => {
    log = [];
    const response = await t.api("POST", "/category", {
      body: { filter: [{ type: "equals", field: "parentId", value: CONTENT.fixtureRoot }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().elements.length).toBeGreaterThan(3);
    expect(log.filter((text) => /FROM category WHERE parent_id IN/i.test(text))).toHaveLength(1);
  });

  it("reads criteria from the query string for GET and answers only the channel's trees", async () => {
    const response = await t.api(
      "GET",
      `/category?ids=${CONTENT.a}|${CONTENT.foreignRoot}&associations[children][limit]=5`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().elements.map((c: Category) => c.id)).toEqual([CONTENT.a]);
    const withChildren = await t.api("POST", "/category", {
      body: { ids: [CONTENT.a], associations: { children: {}, media: {}, parent: {}, seoUrls: {} } },
      headers: { "sw-language-id": LANGUAGE.pl },
    });
    const [a] = withChildren.json().elements;
    expect(a.seoUrls.map((u: { seoPathInfo: string }) => u.seoPathInfo)).toEqual(["pl-fixture-root/a/"]);
    expect(names(a.children)).toEqual(expect.arrayContaining(["A1 (pl)", "A2 invisible (pl)"]));
    expect(a.parent).toMatchObject({ id: CONTENT.fixtureRoot });
  });

  it("rejects bad criteria with 400 and a pointer", async () => {
    const response = await t.api("POST", "/category", { body: { limit: -1, filter: [{ type: "equals" }] } });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/limit", "/filter/0/field"]));
    const unknownField = await t.api("POST", "/category", {
      body: { filter: [{ type: "equals", field: "nope", value: 1 }] },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});

describe("POST|GET /category/{navigationId}", () => {
  it("resolves the home alias to the navigation root", async () => {
    const root = (await t.db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow())
      .navigation_category_id;
    const response = await t.api("GET", "/category/home");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: root, apiAlias: "category" });
    expectValid("readCategory", response.json());
  });

  it("answers a category with media and its resolved CMS page, slot config applied", async () => {
    const response = await t.api("POST", `/category/${CONTENT.fixtureRoot}`, {
      headers: { "sw-language-id": LANGUAGE.pl },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectValid("readCategory", body);
    expect(body).toMatchObject({
      id: CONTENT.fixtureRoot,
      name: "Fixture root (pl)",
      media: { id: CONTENT.mediaPublic1, apiAlias: "media" },
      cmsPage: { id: CONTENT.page, apiAlias: "cms_page" },
    });
    const slots = body.cmsPage.sections.flatMap((s: { blocks: { slots: unknown[] }[] }) =>
      s.blocks.flatMap((b) => b.slots),
    ) as { id: string; data: Record<string, unknown>; config: Record<string, { value: unknown }> }[];
    const image = slots.find((s) => s.id === CONTENT.slots.image);
    expect(image?.config.url.value).toBe("/overridden");
    expect(image?.data).toMatchObject({ url: "/overridden", newTab: true, mediaId: CONTENT.mediaPublic2 });
    expect(slots.find((s) => s.id === CONTENT.slots.text)?.data).toEqual({
      content: "<p>Hello Fixture root (pl)</p> [pl-PL]",
      apiAlias: "cms_text",
    });
    expect(slots.find((s) => s.id === CONTENT.slots.mappedText)?.data).toMatchObject({
      content: "Fixture description (pl)",
    });
    expect(slots.find((s) => s.id === CONTENT.slots.mappedImage)?.data).toMatchObject({
      mediaId: CONTENT.mediaPublic1,
      media: { id: CONTENT.mediaPublic1 },
    });
    expect(slots.find((s) => s.id === CONTENT.slots.listing)?.data).toMatchObject({
      apiAlias: "cms_product_listing",
      listing: { apiAlias: "product_listing" },
    });
  });

  it("restricts the resolved blocks with `slots`", async () => {
    const response = await t.api(
      "GET",
      `/category/${CONTENT.fixtureRoot}?slots=${CONTENT.slots.text}|${CONTENT.slots.youtube}`,
    );
    expect(response.statusCode).toBe(200);
    const blocks = response.json().cmsPage.sections.flatMap((s: { blocks: { slots: { id: string }[] }[] }) => s.blocks);
    expect(blocks.map((b: { slots: { id: string }[] }) => b.slots.map((s) => s.id)).flat()).toEqual(
      expect.arrayContaining([CONTENT.slots.text, CONTENT.slots.youtube]),
    );
    expect(blocks).toHaveLength(2);
  });

  it("adds seoUrls when sw-include-seo-urls is sent", async () => {
    const response = await t.api("POST", `/category/${CONTENT.a}`, {
      headers: { "sw-include-seo-urls": "1", "sw-language-id": LANGUAGE.de },
    });
    expect(response.json().seoUrls.map((u: { seoPathInfo: string }) => u.seoPathInfo)).toEqual(["de-fixture-root/a/"]);
    expect(response.json().cmsPage).toBeNull();
  });

  it("answers 404 for unknown, inactive, foreign, folder and link categories and 400 for malformed ids", async () => {
    for (const id of ["f".repeat(32), CONTENT.cInactive, CONTENT.foreignChild, CONTENT.folder, CONTENT.link]) {
      const response = await t.api("POST", `/category/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(firstError(response)).toMatchObject({
        code: "CONTENT__CATEGORY_NOT_FOUND",
        meta: { parameters: { categoryId: id } },
      });
    }
    const malformed = await t.api("POST", "/category/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });
});

describe("POST|GET /navigation/{activeId}/{rootId}", () => {
  it("builds the tree below the root: sorted by position, inactive and invisible dropped, visibleChildCount set", async () => {
    const response = await t.api("POST", `/navigation/${CONTENT.fixtureRoot}/${CONTENT.fixtureRoot}`, {
      body: { depth: 2 },
    });
    expect(response.statusCode).toBe(200);
    const tree = response.json() as Category[];
    expectValid("readNavigation", tree);
    expect(names(tree)).toEqual(["B", "A", "Link", "Folder"]);
    const a = tree[1];
    expect(a.visibleChildCount).toBe(1);
    expect(names(a.children)).toEqual(["A1"]);
    expect(names(a.children[0].children)).toEqual(["A1a"]);
  });

  it("limits the levels with depth but loads the active category's ancestors and children", async () => {
    // depth 0 skips the levels; the active category (the root here) still brings its children.
    const shallow = (
      await t.api("POST", `/navigation/${CONTENT.fixtureRoot}/${CONTENT.fixtureRoot}`, { body: { depth: 0 } })
    ).json() as Category[];
    expect(names(shallow)).toEqual(["B", "A", "Link", "Folder"]);
    expect(shallow.every((c) => c.children.length === 0)).toBe(true);
    const one = (
      await t.api("GET", `/navigation/${CONTENT.fixtureRoot}/${CONTENT.fixtureRoot}?depth=1`)
    ).json() as Category[];
    // depth 1 reaches rootLevel+2: A1 below A, but not A1a.
    expect(names(one[1].children)).toEqual(["A1"]);
    expect(one[1].children[0].children).toEqual([]);
    const active = (
      await t.api("POST", `/navigation/${CONTENT.a1}/${CONTENT.fixtureRoot}`, { body: { depth: 0 } })
    ).json() as Category[];
    expect(names(active)).toEqual(["A"]);
    expect(names(active[0].children)).toEqual(["A1"]);
    expect(names(active[0].children[0].children)).toEqual(["A1a"]);
  });

  it("answers a flat list with buildTree=false", async () => {
    const response = await t.api(
      "GET",
      `/navigation/${CONTENT.fixtureRoot}/${CONTENT.fixtureRoot}?buildTree=false&depth=3`,
    );
    expect(response.statusCode).toBe(200);
    const flat = response.json() as Category[];
    // As in Shopware, the flat list also holds the active category's ancestors (here the channel root above).
    expect(names(flat).sort()).toEqual(["A", "A1", "A1a", "A2 invisible", "B", "Folder", "Home", "Link"]);
    expect(flat.every((c) => c.children.length === 0)).toBe(true);
  });

  it("accepts the aliases and answers 204 for an unconfigured one", async () => {
    const main = await t.api("POST", "/navigation/main-navigation/main-navigation", { body: { depth: 1 } });
    expect(main.statusCode).toBe(200);
    expect(names(main.json())).toContain("Fixture root");
    const service = await t.api("POST", "/navigation/service-navigation/service-navigation");
    expect(service.statusCode).toBe(204);
    expect(service.body).toBe("");
  });

  it("falls back to the root when the active category lies elsewhere in the channel", async () => {
    const response = await t.api("POST", `/navigation/${CONTENT.fixtureRoot}/${CONTENT.a}`, { body: { depth: 1 } });
    expect(names(response.json())).toEqual(["A1"]);
  });

  it("answers 404 for categories outside the channel, 400 for malformed ids and bad criteria", async () => {
    const foreign = await t.api("POST", `/navigation/${CONTENT.foreignChild}/main-navigation`);
    expect(foreign.statusCode).toBe(404);
    expect(firstError(foreign).code).toBe("CONTENT__CATEGORY_NOT_FOUND");
    expect((await t.api("POST", `/navigation/${"e".repeat(32)}/main-navigation`)).statusCode).toBe(404);
    const malformed = await t.api("POST", "/navigation/nope/main-navigation");
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
    const criteria = await t.api("POST", "/navigation/main-navigation/main-navigation", { body: { filter: "nope" } });
    expect(criteria.statusCode).toBe(400);
    expect(firstError(criteria).source?.pointer).toBe("/filter");
    expect(
      (await t.api("POST", "/navigation/main-navigation/main-navigation", { body: { depth: "deep" } })).statusCode,
    ).toBe(400);
  });

  it("applies includes and adds SEO URLs on request", async () => {
    const response = await t.api("POST", `/navigation/${CONTENT.fixtureRoot}/${CONTENT.fixtureRoot}`, {
      headers: { "sw-include-seo-urls": "1", "sw-language-id": LANGUAGE.pl },
      body: { includes: { category: ["id", "name", "children", "seoUrls"] } },
    });
    const tree = response.json() as Category[];
    expect(Object.keys(tree[1]).sort()).toEqual(["apiAlias", "children", "id", "name", "seoUrls"]);
    expect(tree[1].seoUrls?.map((u) => u.seoPathInfo)).toEqual(["pl-fixture-root/a/"]);
  });
});

describe("GET /breadcrumb/{id}", () => {
  it("answers a category's trail below the channel root, with SEO paths where they exist", async () => {
    const response = await t.api("GET", `/breadcrumb/${CONTENT.a1a}?type=category`, {
      headers: { "sw-language-id": LANGUAGE.de },
    });
    expect(response.statusCode).toBe(200);
    const trail = response.json() as {
      name: string;
      categoryId: string;
      path: string;
      type: string;
      apiAlias: string;
    }[];
    expect(storeApiSchema().validate("readBreadcrumb", "200", trail).errors).toEqual([]);
    expect(trail.map((b) => b.name)).toEqual(["Fixture root (de)", "A (de)", "A1 (de)", "A1a (de)"]);
    expect(trail[1]).toMatchObject({
      categoryId: CONTENT.a,
      path: "de-fixture-root/a/",
      type: "page",
      apiAlias: "breadcrumb",
    });
    expect(trail[2].path).toBe(`navigation/${CONTENT.a1}`);
  });

  it("tries a product id as a category, and answers [] for unknown ids", async () => {
    expect(
      (await t.api("GET", `/breadcrumb/${CONTENT.a}`)).json().map((b: { categoryId: string }) => b.categoryId),
    ).toEqual([CONTENT.fixtureRoot, CONTENT.a]);
    expect((await t.api("GET", `/breadcrumb/${"9".repeat(32)}?type=category`)).json()).toEqual([]);
    expect((await t.api("GET", `/breadcrumb/${CONTENT.foreignChild}?type=category`)).json()).toEqual([]);
  });

  it("rejects malformed ids and types with 400", async () => {
    expect(firstError(await t.api("GET", "/breadcrumb/nope")).code).toBe("FRAMEWORK__INVALID_UUID");
    expect((await t.api("GET", `/breadcrumb/${CONTENT.a}?type=brand`)).statusCode).toBe(400);
    expect((await t.api("GET", `/breadcrumb/${CONTENT.a}?referrerCategoryId=x`)).statusCode).toBe(400);
  });
});

describe("tree helpers", () => {
  it("places categories by path", () => {
    expect(isInTree({ id: "x", parentId: "r", path: "|r|", level: 2 }, ["r"])).toBe(true);
    expect(isInTree({ id: "r", parentId: null, path: null, level: 1 }, ["r"])).toBe(true);
    expect(isInTree({ id: "x", parentId: "q", path: "|q|", level: 2 }, ["r"])).toBe(false);
  });

  it("nests children by parent, drops hidden branches and survives cycles", () => {
    const c = (id: string, parentId: string, position: number, extra: Record<string, unknown> = {}) => ({
      id,
      parentId,
      position,
      active: true,
      visible: true,
      apiAlias: "category",
      ...extra,
    });
    const tree = buildTree("r", [
      c("b", "r", 2),
      c("a", "r", 1),
      c("a1", "a", 0),
      c("h", "r", 0, { visible: false }),
      c("h1", "h", 0),
      c("x", "y", 0),
      c("y", "x", 0),
    ]);
    expect(tree.map((n) => n.id)).toEqual(["a", "b"]);
    expect((tree[0].children as { id: string }[]).map((n) => n.id)).toEqual(["a1"]);
  });
});
