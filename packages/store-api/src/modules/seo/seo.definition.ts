import type { Filter } from "../../dal/criteria.js";
import { defineEntity, type Entity, type ReadContext } from "../../dal/definition.js";
import type { Db } from "../../db/database.js";

interface ChannelLanguage {
  languageId?: string;
  salesChannelId?: string;
}

/**
 * Store reads see only the canonical, live URLs of the current language in this channel (or channel-independent
 * ones), as Shopware's SeoUrlRoute forces.
 */
function seoUrlStoreFilter(ctx: ReadContext): Filter[] {
  const { languageId, salesChannelId } = ctx as ReadContext & ChannelLanguage;
  const filters: Filter[] = [
    { type: "equals", field: "isCanonical", value: true },
    { type: "equals", field: "isDeleted", value: false },
  ];
  if (languageId) filters.push({ type: "equals", field: "languageId", value: languageId });
  if (salesChannelId) {
    filters.push({
      type: "multi",
      operator: "or",
      queries: [
        { type: "equals", field: "salesChannelId", value: salesChannelId },
        { type: "equals", field: "salesChannelId", value: null },
      ],
    });
  }
  return filters;
}

export const seoUrlDefinition = defineEntity({
  name: "seo_url",
  table: "seo_url",
  fields: {
    salesChannelId: "id",
    languageId: "id",
    foreignKey: "id",
    routeName: "string",
    pathInfo: "string",
    seoPathInfo: "string",
    isCanonical: "bool",
    isModified: "bool",
    isDeleted: "bool",
  },
  associations: {},
  termFields: ["seoPathInfo"],
  storeFilter: seoUrlStoreFilter,
  async enrich(_db: Db, entities: Entity[]) {
    // Shopware stores and answers SEO paths without a leading slash; normalise whatever was written.
    for (const url of entities)
      if (typeof url.seoPathInfo === "string") url.seoPathInfo = url.seoPathInfo.replace(/^\/+/, "");
  },
});
