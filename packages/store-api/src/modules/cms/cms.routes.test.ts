import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContentFixtures, CONTENT } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addContentFixtures(t.db);
});
afterAll(async () => t.close());

type Slot = {
  id: string;
  type: string;
  slot: string;
  blockId: string;
  config: Record<string, { source: string; value: unknown }>;
  translated: { config: unknown };
  data: Record<string, unknown> | null;
};
type Block = { id: string; position: number; sectionId: string; marginTop: string; slots: Slot[] };
type Section = {
  id: string;
  position: number;
  type: string;
  sizingMode: string;
  visibility: unknown;
  backgroundMedia: { id: string } | null;
  blocks: Block[];
};
type Page = { id: string; type: string; sections: Section[] };

const slotsOf = (page: Page) => page.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots));
const slot = (page: Page, id: string) => slotsOf(page).find((s) => s.id === id) as Slot;

describe("POST|GET /cms/{id}", () => {
  it("answers the page: sections and blocks by position, section and block layout fields", async () => {
    const response = await t.api("POST", `/cms/${CONTENT.page}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(storeApiSchema().validate("readCms", "200", page).errors).toEqual([]);
    expect(page).toMatchObject({ id: CONTENT.page, type: "landingpage", apiAlias: "cms_page" });
    expect(page.sections.map((s) => [s.position, s.type])).toEqual([
      [0, "default"],
      [1, "sidebar"],
    ]);
    const [first, second] = page.sections;
    expect(first).toMatchObject({
      sizingMode: "full_width",
      visibility: { mobile: true, tablet: true, desktop: false },
      backgroundMedia: { id: CONTENT.mediaPublic1, apiAlias: "media" },
    });
    expect(second.backgroundMedia).toBeNull();
    for (const section of page.sections) {
      const positions = section.blocks.map((b) => b.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const block of section.blocks) {
        expect(block).toMatchObject({ sectionId: section.id, marginTop: "20px", apiAlias: "cms_block" });
        for (const s of block.slots) expect(s).toMatchObject({ blockId: block.id, apiAlias: "cms_slot" });
      }
    }
    // The image block has the lower position within the first section, so it comes first.
    expect(first.blocks[0].slots[0].id).toBe(CONTENT.slots.image);
  });

  it("resolves every element type to its data struct (unknown types to null)", async () => {
    const page = (await t.api("GET", `/cms/${CONTENT.page}`)).json() as Page;
    expect(slot(page, CONTENT.slots.text).data).toEqual({
      content: "<p>Hello {{ category.name }}</p>",
      apiAlias: "cms_text",
    });
    expect(slot(page, CONTENT.slots.html).data).toEqual({ content: "<b>raw</b>", apiAlias: "cms_html" });
    const image = slot(page, CONTENT.slots.image).data as Record<string, unknown>;
    expect(image).toMatchObject({
      apiAlias: "cms_image",
      mediaId: CONTENT.mediaPublic2,
      url: "/somewhere",
      newTab: true,
      media: { id: CONTENT.mediaPublic2, apiAlias: "media" },
    });
    const thumbnails = (image.media as { thumbnails: { width: number; url: string }[] }).thumbnails;
    expect(thumbnails.map((th) => th.width)).toEqual([280, 400]);
    expect(thumbnails[0].url).toMatch(/^http.*\/media\/test\/two-280\.webp$/);
    const slider = slot(page, CONTENT.slots.slider).data as {
      sliderItems: { url: string | null; newTab: boolean; media: { id: string } }[];
      navigation: unknown;
      apiAlias: string;
    };
    expect(slider.apiAlias).toBe("cms_image_slider");
    // The private media is left out.
    expect(slider.sliderItems.map((item) => [item.media.id, item.url, item.newTab])).toEqual([
      [CONTENT.mediaPublic1, "/a", false],
      [CONTENT.mediaPublic2, null, false],
    ]);
    expect(slot(page, CONTENT.slots.productBox).data).toEqual({
      productId: null,
      product: null,
      apiAlias: "cms_product_box",
    });
    expect(slot(page, CONTENT.slots.productSlider).data).toEqual({
      products: [],
      streamId: null,
      apiAlias: "cms_product_slider",
    });
    expect(slot(page, CONTENT.slots.listing).data).toMatchObject({
      apiAlias: "cms_product_listing",
      listing: { apiAlias: "product_listing" },
    });
    expect(slot(page, CONTENT.slots.youtube).data).toBeNull();
    expect(slot(page, CONTENT.slots.unknown).data).toBeNull();
    // Without an entity, mapped values resolve to nothing.
    expect(slot(page, CONTENT.slots.mappedText).data).toEqual({ content: "", apiAlias: "cms_text" });
    expect(slot(page, CONTENT.slots.mappedImage).data).toMatchObject({ mediaId: null, media: null });
  });

  it("answers slot configs in the request language, mirrored in translated.config", async () => {
    const page = (
      await t.api("POST", `/cms/${CONTENT.page}`, { headers: { "sw-language-id": LANGUAGE.de } })
    ).json() as Page;
    const text = slot(page, CONTENT.slots.text);
    expect(text.config.content.value).toBe("<p>Hello {{ category.name }}</p> [de-DE]");
    expect(text.translated.config).toEqual(text.config);
    expect((page as unknown as { name: string }).name).toBe("Test layout (de)");
  });

  it("keeps only blocks holding the requested slots", async () => {
    const response = await t.api("POST", `/cms/${CONTENT.page}`, {
      body: { slots: `${CONTENT.slots.slider}|${CONTENT.slots.html}` },
    });
    const page = response.json() as Page;
    expect(
      slotsOf(page)
        .map((s) => s.id)
        .sort(),
    ).toEqual([CONTENT.slots.html, CONTENT.slots.slider, CONTENT.slots.unknown].sort());
    expect(page.sections).toHaveLength(2);
  });

  it("applies includes", async () => {
    const response = await t.api("POST", `/cms/${CONTENT.page}`, {
      body: { includes: { cms_slot: ["id", "type", "data"], cms_text: ["content"] } },
    });
    const page = response.json() as Page;
    expect(Object.keys(slot(page, CONTENT.slots.text)).sort()).toEqual(["apiAlias", "data", "id", "type"]);
  });

  it("answers 404 for an unknown page and 400 for a malformed id", async () => {
    const unknown = await t.api("POST", `/cms/${"c".repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown)).toMatchObject({
      code: "CONTENT__CMS_PAGE_NOT_FOUND",
      meta: { parameters: { pageId: "c".repeat(32) } },
    });
    const malformed = await t.api("GET", "/cms/xyz");
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });
});

describe("POST /landing-page/{landingPageId}", () => {
  it("answers an active landing page with its layout and its own slot config", async () => {
    const response = await t.api("POST", `/landing-page/${CONTENT.landingPage}`, {
      headers: { "sw-language-id": LANGUAGE.pl, "sw-include-seo-urls": "1" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(storeApiSchema().validate("readLandingPage", "200", body).errors).toEqual([]);
    expect(body).toMatchObject({
      id: CONTENT.landingPage,
      name: "Summer (pl)",
      url: "lato",
      apiAlias: "landing_page",
      cmsPage: { id: CONTENT.page },
    });
    expect(slot(body.cmsPage, CONTENT.slots.text).data).toEqual({
      content: "<p>Landing override</p>",
      apiAlias: "cms_text",
    });
    expect(body.seoUrls.map((u: { seoPathInfo: string }) => u.seoPathInfo)).toEqual(["pl-summer"]);
  });

  it("answers 404 for inactive and unknown landing pages, 400 for malformed ids", async () => {
    for (const id of [CONTENT.landingPageInactive, "d".repeat(32)]) {
      const response = await t.api("POST", `/landing-page/${id}`);
      expect(response.statusCode).toBe(404);
      expect(firstError(response)).toMatchObject({
        code: "CONTENT__LANDING_PAGE_NOT_FOUND",
        meta: { parameters: { landingPageId: id } },
      });
    }
    expect((await t.api("POST", "/landing-page/summer")).statusCode).toBe(400);
  });

  it("honours channel assignments once a channel lists its landing pages", async () => {
    // The channel cache keeps assignments for a few seconds, so this runs on an app of its own.
    const fresh = await createTestApp();
    try {
      await addContentFixtures(fresh.db);
      const channel = await fresh.db.selectFrom("sales_channel").select("id").executeTakeFirstOrThrow();
      await fresh.db
        .insertInto("sales_channel_assignment")
        .values({ sales_channel_id: channel.id, entity: "landing_page", entity_id: CONTENT.landingPageInactive })
        .execute();
      const response = await fresh.api("POST", `/landing-page/${CONTENT.landingPage}`);
      expect(response.statusCode).toBe(404);
      expect(firstError(response).code).toBe("CONTENT__LANDING_PAGE_NOT_FOUND");
    } finally {
      await fresh.close();
    }
  });
});
