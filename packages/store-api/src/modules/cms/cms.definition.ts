import { defineEntity, notHeld, translated } from "../../dal/definition.js";
import "../media/media.definition.js";
import "../seo/seo.definition.js";

/** What sections and blocks share: their look (background, CSS class) and per-device visibility. */
const layoutFields = {
  name: "string",
  backgroundColor: "string",
  backgroundMediaId: "id",
  backgroundMediaMode: "string",
  cssClass: "string",
  visibility: "json",
} as const;

export const cmsSlotDefinition = defineEntity({
  name: "cms_slot",
  table: "cms_slot",
  fields: {
    blockId: { column: "cms_block_id", kind: "id" },
    type: "string",
    slot: "string",
    locked: "bool",
    config: translated("json"),
  },
  associations: { block: { kind: "manyToOne", entity: "cms_block", local: "blockId" } },
  // `data` is filled by the CMS resolver; a slot read without it has none, as in Shopware.
  defaults: { data: null },
});

export const cmsBlockDefinition = defineEntity({
  name: "cms_block",
  table: "cms_block",
  fields: {
    sectionId: { column: "cms_section_id", kind: "id" },
    position: "int",
    sectionPosition: "string",
    type: "string",
    marginTop: "string",
    marginBottom: "string",
    marginLeft: "string",
    marginRight: "string",
    ...layoutFields,
  },
  associations: {
    slots: { kind: "oneToMany", entity: "cms_slot", foreign: "blockId" },
    backgroundMedia: { kind: "manyToOne", entity: "media", local: "backgroundMediaId" },
    section: { kind: "manyToOne", entity: "cms_section", local: "sectionId" },
  },
  defaults: { slots: [] },
});

export const cmsSectionDefinition = defineEntity({
  name: "cms_section",
  table: "cms_section",
  fields: {
    pageId: { column: "cms_page_id", kind: "id" },
    position: "int",
    type: "string",
    sizingMode: "string",
    mobileBehavior: "string",
    ...layoutFields,
  },
  associations: {
    blocks: { kind: "oneToMany", entity: "cms_block", foreign: "sectionId" },
    backgroundMedia: { kind: "manyToOne", entity: "media", local: "backgroundMediaId" },
    page: { kind: "manyToOne", entity: "cms_page", local: "pageId" },
  },
  defaults: { blocks: [] },
});

export const cmsPageDefinition = defineEntity({
  name: "cms_page",
  table: "cms_page",
  fields: { type: "string", entity: "string", cssClass: "string", config: "json", name: translated() },
  associations: {
    sections: { kind: "oneToMany", entity: "cms_section", foreign: "pageId" },
    previewMedia: notHeld.one("media"),
    landingPages: { kind: "oneToMany", entity: "landing_page", foreign: "cmsPageId" },
  },
  defaults: { sections: [] },
});

export const landingPageDefinition = defineEntity({
  name: "landing_page",
  table: "landing_page",
  fields: {
    active: "bool",
    cmsPageId: "id",
    name: translated(),
    url: translated(),
    metaTitle: translated(),
    metaDescription: translated(),
    keywords: translated(),
    slotConfig: translated("json"),
  },
  associations: {
    cmsPage: { kind: "manyToOne", entity: "cms_page", local: "cmsPageId" },
    seoUrls: { kind: "oneToMany", entity: "seo_url", foreign: "foreignKey" },
  },
  storeFilter: () => [{ type: "equals", field: "active", value: true }],
});
