import { idFor, languageId, SEED_TIME, type Translated } from "../seed/ids.js";
import { SALES_CHANNEL_ID } from "../seed/reference.js";
import { SeedWriter } from "../seed/writer.js";
import type { Db } from "../src/db/database.js";

/**
 * A small, fully known content world added beside whatever catalogue is seeded: a category subtree below the
 * main navigation root, media, a CMS layout using every element type, landing pages, SEO URLs and a customer group
 * with open registration. Content tests assert on these exact rows, so they hold however the demo catalogue grows.
 */

const tr = (en: string, pl = `${en} (pl)`, de = `${en} (de)`): Translated => ({
  "en-GB": en,
  "pl-PL": pl,
  "de-DE": de,
});
const id = (key: string) => idFor(`content-test.${key}`);

export const CONTENT = {
  fixtureRoot: id("cat.root"),
  a: id("cat.a"),
  a1: id("cat.a1"),
  a1a: id("cat.a1a"),
  a2Invisible: id("cat.a2"),
  b: id("cat.b"),
  cInactive: id("cat.c"),
  link: id("cat.link"),
  folder: id("cat.folder"),
  foreignRoot: id("cat.foreign"),
  foreignChild: id("cat.foreign-child"),
  mediaPublic1: id("media.1"),
  mediaPublic2: id("media.2"),
  mediaPrivate: id("media.private"),
  page: id("cms.page"),
  slots: {
    text: id("slot.text"),
    image: id("slot.image"),
    slider: id("slot.slider"),
    mappedText: id("slot.mapped-text"),
    mappedImage: id("slot.mapped-image"),
    productBox: id("slot.product-box"),
    productSlider: id("slot.product-slider"),
    listing: id("slot.listing"),
    youtube: id("slot.youtube"),
    unknown: id("slot.unknown"),
    html: id("slot.html"),
  },
  landingPage: id("lp.active"),
  landingPageInactive: id("lp.inactive"),
  registrationGroup: id("group.b2b"),
  closedGroup: id("group.closed"),
  /** Registration active, but open in no sales channel (Shopware answers it 404). */
  otherChannelGroup: id("group.other-channel"),
} as const;

interface CategoryInput {
  id: string;
  parent: string | null;
  /** Ancestors from the tree's root down to the parent. */
  ancestors: string[];
  position: number;
  name: string;
  type?: "page" | "folder" | "link";
  active?: boolean;
  visible?: boolean;
  cmsPage?: string | null;
  media?: string | null;
  slotConfig?: Record<string, unknown> | null;
  description?: string;
}

function addCategory(writer: SeedWriter, rootBreadcrumb: string[], input: CategoryInput): void {
  writer.addTranslated(
    "category",
    {
      id: input.id,
      parent_id: input.parent,
      path: input.ancestors.length ? `|${input.ancestors.join("|")}|` : null,
      level: input.ancestors.length + 1,
      position: input.position,
      type: input.type ?? "page",
      link_type: input.type === "link" ? "external" : null,
      active: input.active === false ? 0 : 1,
      visible: input.visible === false ? 0 : 1,
      child_count: 0,
      cms_page_id: input.cmsPage ?? null,
      media_id: input.media ?? null,
      product_assignment_type: "product",
    },
    {
      name: tr(input.name),
      breadcrumb: {
        "en-GB": JSON.stringify([...rootBreadcrumb, input.name]),
        "pl-PL": JSON.stringify([...rootBreadcrumb, `${input.name} (pl)`]),
        "de-DE": JSON.stringify([...rootBreadcrumb, `${input.name} (de)`]),
      },
      description: input.description ? tr(input.description) : null,
      external_link: input.type === "link" ? "https://example.com/" : null,
      slot_config: input.slotConfig ? JSON.stringify(input.slotConfig) : null,
    },
  );
}

function addMedia(writer: SeedWriter, mediaId: string, name: string, isPrivate: boolean): void {
  writer.addTranslated(
    "media",
    {
      id: mediaId,
      mime_type: "image/webp",
      file_extension: "webp",
      file_name: name,
      file_size: 1234,
      width: 800,
      height: 600,
      path: `test/${name}.webp`,
      private: isPrivate ? 1 : 0,
    },
    { alt: tr(`${name} alt`), title: null },
  );
  for (const width of [400, 280])
    writer.add("media_thumbnail", {
      id: idFor(`content-test.thumb.${mediaId}.${width}`),
      media_id: mediaId,
      width,
      height: Math.round((width * 3) / 4),
      path: `test/${name}-${width}.webp`,
    });
}

const slot = (slotId: string, type: string, name: string, config: Record<string, unknown>) => ({
  id: slotId,
  type,
  name,
  config,
});

function addCmsPage(writer: SeedWriter): void {
  const S = CONTENT.slots;
  writer.addTranslated(
    "cms_page",
    {
      id: CONTENT.page,
      type: "landingpage",
      entity: null,
      css_class: "test-page",
      config: JSON.stringify({ backgroundColor: "#fff" }),
    },
    { name: tr("Test layout") },
  );
  const sections = [
    {
      type: "default",
      sizing_mode: "full_width",
      background_media_id: CONTENT.mediaPublic1,
      visibility: JSON.stringify({ mobile: true, tablet: true, desktop: false }),
      blocks: [
        {
          type: "text",
          slots: [
            slot(S.text, "text", "content", {
              content: { source: "static", value: "<p>Hello {{ category.name }}</p>" },
              verticalAlign: { source: "static", value: null },
            }),
          ],
        },
        {
          type: "image",
          slots: [
            slot(S.image, "image", "image", {
              media: { source: "static", value: CONTENT.mediaPublic2 },
              url: { source: "static", value: "/somewhere" },
              newTab: { source: "static", value: true },
            }),
          ],
        },
      ],
    },
    {
      type: "sidebar",
      sizing_mode: "boxed",
      background_media_id: null,
      visibility: null,
      blocks: [
        {
          type: "image-slider",
          slots: [
            slot(S.slider, "image-slider", "imageSlider", {
              sliderItems: {
                source: "static",
                value: [
                  { mediaId: CONTENT.mediaPublic1, url: "/a", newTab: false },
                  { mediaId: CONTENT.mediaPrivate },
                  { mediaId: CONTENT.mediaPublic2 },
                ],
              },
              navigation: { source: "static", value: null },
            }),
          ],
        },
        {
          type: "mapped",
          slots: [
            slot(S.mappedText, "text", "left", { content: { source: "mapped", value: "category.description" } }),
            slot(S.mappedImage, "image", "right", { media: { source: "mapped", value: "category.media" } }),
          ],
        },
        {
          type: "product-three-column",
          slots: [
            slot(S.productBox, "product-box", "left", { product: { source: "static", value: null } }),
            slot(S.productSlider, "product-slider", "center", { products: { source: "static", value: [] } }),
            slot(S.youtube, "youtube-video", "right", { videoID: { source: "static", value: "abc" } }),
          ],
        },
        {
          type: "custom",
          slots: [
            slot(S.unknown, "no-such-element", "content", { anything: { source: "static", value: 1 } }),
            slot(S.html, "html", "second", { content: { source: "static", value: "<b>raw</b>" } }),
          ],
        },
        {
          type: "product-listing",
          slots: [
            slot(S.listing, "product-listing", "content", { boxLayout: { source: "static", value: "standard" } }),
          ],
        },
      ],
    },
  ];
  sections.forEach((section, s) => {
    const sectionId = idFor(`content-test.section.${s}`);
    writer.add("cms_section", {
      id: sectionId,
      cms_page_id: CONTENT.page,
      position: s,
      type: section.type,
      name: null,
      sizing_mode: section.sizing_mode,
      mobile_behavior: "wrap",
      background_color: null,
      background_media_id: section.background_media_id,
      background_media_mode: "cover",
      css_class: null,
      visibility: section.visibility,
    });
    section.blocks.forEach((block, b) => {
      const blockId = idFor(`content-test.block.${s}.${b}`);
      // Positions reversed against insertion order, so the tests see that blocks are sorted by position.
      writer.add("cms_block", {
        id: blockId,
        cms_section_id: sectionId,
        position: section.blocks.length - b,
        section_position: "main",
        type: block.type,
        name: null,
        margin_top: "20px",
        margin_bottom: "20px",
        margin_left: null,
        margin_right: null,
        background_color: null,
        background_media_id: null,
        background_media_mode: null,
        css_class: null,
        visibility: null,
      });
      for (const entry of block.slots) {
        const perLanguage = (lang: string) =>
          JSON.stringify(
            entry.type === "text" &&
              entry.config.content &&
              (entry.config.content as { source: string }).source === "static"
              ? {
                  ...entry.config,
                  content: {
                    source: "static",
                    value: `${String((entry.config.content as { value: string }).value)}${lang === "en-GB" ? "" : ` [${lang}]`}`,
                  },
                }
              : entry.config,
          );
        writer.addTranslated(
          "cms_slot",
          { id: entry.id, cms_block_id: blockId, type: entry.type, slot: entry.name, locked: 0 },
          { config: { "en-GB": perLanguage("en-GB"), "pl-PL": perLanguage("pl-PL"), "de-DE": perLanguage("de-DE") } },
        );
      }
    });
  });
}

function addSeoUrl(
  writer: SeedWriter,
  key: string,
  values: {
    foreignKey: string;
    route: string;
    pathInfo: string;
    seoPathInfo: string;
    lang: "en-GB" | "pl-PL" | "de-DE";
    canonical?: boolean;
    deleted?: boolean;
    channel?: string | null;
  },
): void {
  writer.add("seo_url", {
    id: idFor(`content-test.seo.${key}`),
    sales_channel_id: values.channel === undefined ? SALES_CHANNEL_ID : values.channel,
    language_id: languageId(values.lang),
    foreign_key: values.foreignKey,
    route_name: values.route,
    path_info: values.pathInfo,
    seo_path_info: values.seoPathInfo,
    is_canonical: values.canonical === false ? 0 : 1,
    is_modified: 0,
    is_deleted: values.deleted ? 1 : 0,
    created_at: SEED_TIME,
  });
}

/** Adds the content fixtures to a seeded test database. */
export async function addContentFixtures(db: Db): Promise<void> {
  const root = await db
    .selectFrom("sales_channel")
    .select("navigation_category_id")
    .where("id", "=", SALES_CHANNEL_ID)
    .executeTakeFirstOrThrow();
  const mainRoot = root.navigation_category_id;
  const writer = new SeedWriter(db);
  addMedia(writer, CONTENT.mediaPublic1, "one", false);
  addMedia(writer, CONTENT.mediaPublic2, "two", false);
  addMedia(writer, CONTENT.mediaPrivate, "secret", true);
  addCmsPage(writer);
  const F = CONTENT.fixtureRoot;
  const base = [mainRoot];
  const crumbs = ["Home"];
  const add = (input: CategoryInput) => addCategory(writer, crumbs, input);
  add({
    id: F,
    parent: mainRoot,
    ancestors: base,
    position: 999,
    name: "Fixture root",
    cmsPage: CONTENT.page,
    media: CONTENT.mediaPublic1,
    description: "Fixture description",
    slotConfig: { [CONTENT.slots.image]: { url: { source: "static", value: "/overridden" } } },
  });
  add({ id: CONTENT.b, parent: F, ancestors: [...base, F], position: 0, name: "B" });
  add({ id: CONTENT.a, parent: F, ancestors: [...base, F], position: 1, name: "A" });
  add({ id: CONTENT.cInactive, parent: F, ancestors: [...base, F], position: 2, name: "C inactive", active: false });
  add({ id: CONTENT.link, parent: F, ancestors: [...base, F], position: 3, name: "Link", type: "link" });
  add({ id: CONTENT.folder, parent: F, ancestors: [...base, F], position: 4, name: "Folder", type: "folder" });
  add({ id: CONTENT.a1, parent: CONTENT.a, ancestors: [...base, F, CONTENT.a], position: 0, name: "A1" });
  add({
    id: CONTENT.a2Invisible,
    parent: CONTENT.a,
    ancestors: [...base, F, CONTENT.a],
    position: 1,
    name: "A2 invisible",
    visible: false,
  });
  add({
    id: CONTENT.a1a,
    parent: CONTENT.a1,
    ancestors: [...base, F, CONTENT.a, CONTENT.a1],
    position: 0,
    name: "A1a",
  });
  addCategory(writer, [], {
    id: CONTENT.foreignRoot,
    parent: null,
    ancestors: [],
    position: 0,
    name: "Other channel root",
  });
  addCategory(writer, ["Other channel root"], {
    id: CONTENT.foreignChild,
    parent: CONTENT.foreignRoot,
    ancestors: [CONTENT.foreignRoot],
    position: 0,
    name: "Other channel child",
  });

  writer.addTranslated(
    "landing_page",
    { id: CONTENT.landingPage, active: 1, cms_page_id: CONTENT.page },
    {
      name: tr("Summer"),
      url: tr("summer", "lato", "sommer"),
      meta_title: null,
      meta_description: null,
      keywords: null,
      slot_config: JSON.stringify({
        [CONTENT.slots.text]: { content: { source: "static", value: "<p>Landing override</p>" } },
      }),
    },
  );
  writer.addTranslated(
    "landing_page",
    { id: CONTENT.landingPageInactive, active: 0, cms_page_id: CONTENT.page },
    { name: tr("Old"), url: tr("old"), meta_title: null, meta_description: null, keywords: null, slot_config: null },
  );

  const langs = { "en-GB": "", "pl-PL": "pl-", "de-DE": "de-" } as const;
  for (const [lang, prefix] of Object.entries(langs) as [keyof typeof langs, string][]) {
    addSeoUrl(writer, `a.${lang}`, {
      foreignKey: CONTENT.a,
      route: "frontend.navigation.page",
      pathInfo: `/navigation/${CONTENT.a}`,
      seoPathInfo: `${prefix}fixture-root/a/`,
      lang,
    });
    addSeoUrl(writer, `lp.${lang}`, {
      foreignKey: CONTENT.landingPage,
      route: "frontend.landing.page",
      pathInfo: `/landingPage/${CONTENT.landingPage}`,
      seoPathInfo: `${prefix}summer`,
      lang,
      channel: null,
    });
  }
  addSeoUrl(writer, "a.old", {
    foreignKey: CONTENT.a,
    route: "frontend.navigation.page",
    pathInfo: `/navigation/${CONTENT.a}`,
    seoPathInfo: "old-a/",
    lang: "en-GB",
    canonical: false,
  });
  addSeoUrl(writer, "a.deleted", {
    foreignKey: CONTENT.a,
    route: "frontend.navigation.page",
    pathInfo: `/navigation/${CONTENT.a}`,
    seoPathInfo: "deleted-a/",
    lang: "en-GB",
    deleted: true,
  });
  addSeoUrl(writer, "a.other-channel", {
    foreignKey: CONTENT.a,
    route: "frontend.navigation.page",
    pathInfo: `/navigation/${CONTENT.a}`,
    seoPathInfo: "other-channel-a/",
    lang: "en-GB",
    channel: idFor("content-test.other-channel"),
  });
  addSeoUrl(writer, "inactive", {
    foreignKey: CONTENT.cInactive,
    route: "frontend.navigation.page",
    pathInfo: `/navigation/${CONTENT.cInactive}`,
    seoPathInfo: "fixture-root/c/",
    lang: "en-GB",
  });
  addSeoUrl(writer, "lp.inactive", {
    foreignKey: CONTENT.landingPageInactive,
    route: "frontend.landing.page",
    pathInfo: `/landingPage/${CONTENT.landingPageInactive}`,
    seoPathInfo: "old",
    lang: "en-GB",
  });

  writer.addTranslated(
    "customer_group",
    {
      id: CONTENT.registrationGroup,
      display_gross: 0,
      registration_active: 1,
      registration_only_company_registration: 1,
    },
    {
      name: tr("Trade"),
      registration_title: tr("Trade account"),
      registration_introduction: tr("For businesses"),
      registration_seo_meta_description: null,
    },
  );
  writer.addTranslated(
    "customer_group",
    { id: CONTENT.closedGroup, display_gross: 1, registration_active: 0, registration_only_company_registration: 0 },
    {
      name: tr("Closed"),
      registration_title: null,
      registration_introduction: null,
      registration_seo_meta_description: null,
    },
  );
  writer.addTranslated(
    "customer_group",
    {
      id: CONTENT.otherChannelGroup,
      display_gross: 0,
      registration_active: 1,
      registration_only_company_registration: 0,
    },
    {
      name: tr("Elsewhere"),
      registration_title: tr("Elsewhere"),
      registration_introduction: null,
      registration_seo_meta_description: null,
    },
  );
  for (const group of [CONTENT.registrationGroup, CONTENT.closedGroup]) {
    writer.add("customer_group_registration_sales_channels", {
      customer_group_id: group,
      sales_channel_id: SALES_CHANNEL_ID,
      created_at: SEED_TIME,
    });
  }
  await writer.flush();
}
