import { emptyCriteria, parseCriteria, type Criteria, type Filter } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import { search, searchResultJson } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { mediaDefinition } from "../media/media.definition.js";
import {
  buildSlot,
  collectSlot,
  emptyNeeds,
  type Loaded,
  type Needs,
  type Scope,
  type SlotView,
} from "./cms-elements.js";
import { effectiveSlotConfig, isObject, type Json, type JsonObject } from "./cms.js";
import { cmsPageDefinition, landingPageDefinition } from "./cms.definition.js";
import { contentErrors } from "./cms.errors.js";
import { isAssigned, type ChannelData } from "../context/channel-cache.js";
import { groupedProducts, streamCriteria } from "../product/product-listing.service.js";
import { productManufacturerDefinition } from "../product/product-parts.definition.js";
import {
  approvedReviewCounts,
  productMediaInOrder,
  reviewOwners,
  streamFilters,
} from "../product/product.repository.js";
import { VISIBILITY } from "../product/product.definition.js";
import { crossSellingsOf, loadListing, readProducts, reviewsOf } from "../product/product.service.js";

export interface ResolveCmsOptions {
  /** The entity the page renders (category, product, landing page): source of `mapped` config values. */
  entity?: JsonObject | null;
  /** The entity's slot overrides, `{slotId: config}` (a `{pageId: {slotId: config}}` entry wins). */
  slotConfig?: Json;
  /** Only blocks holding one of these slots are loaded (Shopware's `slots` parameter). */
  slots?: string[] | null;
  /** The request's listing parameters (p, limit, order, filters, criteria) for product-listing elements. */
  listingParams?: Record<string, Json>;
  /** The category a product-listing element lists; defaults to the channel's navigation root. */
  navigationId?: string | null;
  /** The page product's configurator groups (the product detail route computes them) for buy-box elements. */
  configurator?: Json[];
}

const byPosition = (field: string): Criteria["sorts"] => [{ field, order: "ASC", naturalSorting: false }];

/** Loads a CMS page with its sections, blocks and slots and resolves every slot's `data`. Null when it does not exist. */
export async function resolveCmsPage(
  db: Db,
  ctx: SalesChannelContext,
  pageId: string,
  options: ResolveCmsOptions = {},
): Promise<Entity | null> {
  const blockFilters: Filter[] = options.slots?.length
    ? [{ type: "equalsAny", field: "slots.id", value: options.slots }]
    : [];
  const criteria: Criteria = {
    ...emptyCriteria(),
    associations: {
      sections: {
        ...emptyCriteria(),
        sorts: byPosition("position"),
        associations: {
          blocks: {
            ...emptyCriteria(),
            sorts: byPosition("position"),
            filters: blockFilters,
            associations: { slots: { ...emptyCriteria(), sorts: byPosition("slot") } },
          },
        },
      },
    },
  };
  const [page] = await readByIds(db, cmsPageDefinition, [pageId], ctx, criteria);
  if (!page) return null;

  const sections = page.sections as Entity[];
  const blocks = sections.flatMap((section) => section.blocks as Entity[]);
  const slots = blocks.flatMap((block) => block.slots as Entity[]);
  const scope: Scope = { entity: options.entity ?? null };
  const views: SlotView[] = slots.map((slot) => {
    const config = effectiveSlotConfig(slot.config, options.slotConfig, pageId, slot.id);
    slot.config = config;
    slot.translated = { ...(slot.translated as JsonObject), config };
    return { id: slot.id, type: String(slot.type), config };
  });

  const needs = emptyNeeds();
  for (const view of views) collectSlot(view, scope, needs);
  for (const holder of [...sections, ...blocks])
    if (typeof holder.backgroundMediaId === "string") needs.media.add(holder.backgroundMediaId);
  const loaded = await loadNeeds(db, ctx, needs, options);

  for (const holder of [...sections, ...blocks])
    holder.backgroundMedia =
      typeof holder.backgroundMediaId === "string" ? (loaded.media.get(holder.backgroundMediaId) ?? null) : null;
  views.forEach((view, i) => {
    slots[i].data = buildSlot(view, scope, loaded);
  });
  return page;
}

/** readLandingPage: an active landing page of the channel with its layout resolved (its own slot config applied). */
export async function readLandingPage(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  id: string,
  options: Pick<ResolveCmsOptions, "slots" | "listingParams" | "navigationId">,
): Promise<Entity> {
  const [landingPage] = await readByIds(db, landingPageDefinition, [id], ctx);
  // Landing pages without any channel assignment rows count as shown in every channel (the single-channel seed).
  const assignedHere = isAssigned(channel, "landing_page", id) || !channel.assigned.has("landing_page");
  if (!landingPage || landingPage.active !== true || !assignedHere) throw contentErrors.landingPageNotFound(id);
  landingPage.cmsPage = null;
  if (typeof landingPage.cmsPageId === "string") {
    landingPage.cmsPage = await resolveCmsPage(db, ctx, landingPage.cmsPageId, {
      ...options,
      entity: landingPage,
      slotConfig: landingPage.slotConfig,
    });
    if (!landingPage.cmsPage) throw contentErrors.cmsPageNotFound(landingPage.cmsPageId);
  }
  return landingPage;
}

/** Loads everything the slots asked for: one query per kind of data (streams and listings run one search each). */
async function loadNeeds(db: Db, ctx: SalesChannelContext, needs: Needs, options: ResolveCmsOptions): Promise<Loaded> {
  const galleries = await loadGalleries(db, [...needs.galleries]);
  for (const ids of galleries.values()) for (const id of ids) needs.media.add(id);
  const manufacturers = new Map(
    (needs.manufacturers.size
      ? await readByIds(db, productManufacturerDefinition, [...needs.manufacturers], ctx)
      : []
    ).map((m) => [m.id, m]),
  );
  for (const manufacturer of manufacturers.values())
    if (typeof manufacturer.mediaId === "string" && !isObject(manufacturer.media))
      needs.media.add(manufacturer.mediaId);

  const media = new Map(
    (needs.media.size
      ? (await search(db, mediaDefinition, { ...emptyCriteria(), ids: [...needs.media] }, ctx)).elements
      : []
    ).map((m) => [m.id, m]),
  );
  const products = new Map(
    (needs.products.size ? await readProducts(db, ctx, [...needs.products]) : []).map((p) => [p.id, p]),
  );
  const streamProducts = await loadStreams(db, ctx, needs);
  // Reviews and cross-sellings only for products the shopper may see (the page's own, or loaded above).
  const visible = (id: string) =>
    products.has(id) || (options.entity?.apiAlias === "product" && options.entity.id === id);
  const { counts, lists } = await loadReviews(db, ctx, [...needs.reviews].filter(visible));
  const crossSellings = new Map<string, Json[]>();
  for (const id of [...needs.crossSellings].filter(visible))
    crossSellings.set(id, await crossSellingsOf(db, ctx, id, emptyCriteria()));
  const listings = new Map<string, Json>();
  for (const slot of needs.listings) listings.set(slot.id, await loadCmsListing(db, ctx, slot, options));
  const configurators = new Map<string, Json[]>();
  const pageProductId = options.entity?.apiAlias === "product" ? String(options.entity.id) : null;
  if (pageProductId && options.configurator) configurators.set(pageProductId, options.configurator);
  return {
    media,
    products,
    streamProducts,
    galleries,
    manufacturers,
    reviewCounts: counts,
    reviews: lists,
    crossSellings,
    listings,
    configurators,
  };
}

/** Product galleries (product_media by position), for sliders mapped to `product.media`. */
async function loadGalleries(db: Db, productIds: string[]): Promise<Map<string, string[]>> {
  const galleries = new Map<string, string[]>();
  if (productIds.length === 0) return galleries;
  for (const row of await productMediaInOrder(db, productIds))
    galleries.set(row.product_id, [...(galleries.get(row.product_id) ?? []), row.media_id]);
  return galleries;
}

/** Product sliders fed by a product stream: the stream's stored filters, limit and sorting from the slot config. */
async function loadStreams(db: Db, ctx: SalesChannelContext, needs: Needs): Promise<Map<string, Entity[]>> {
  const out = new Map<string, Entity[]>();
  if (needs.streams.size === 0) return out;
  const streamIds = [...new Set([...needs.streams.values()].map((s) => s.streamId))];
  const filters = await streamFilters(db, streamIds);
  for (const [slotId, stream] of needs.streams) {
    if (!filters.has(stream.streamId)) {
      out.set(slotId, []);
      continue;
    }
    const sorts = stream.sort ? [{ ...stream.sort, naturalSorting: false }] : [];
    const criteria = {
      ...streamCriteria(emptyCriteria(), filters.get(stream.streamId)),
      sorts,
      limit: stream.limit,
      page: 1,
    };
    out.set(slotId, await groupedProducts(db, ctx, criteria, VISIBILITY.all));
  }
  return out;
}

/**
 * Approved reviews of products (a variant's count its parent's family, as Shopware shows them): counts for buy-box
 * elements, the first page of reviews for description-reviews elements.
 */
async function loadReviews(
  db: Db,
  ctx: SalesChannelContext,
  productIds: string[],
): Promise<{ counts: Map<string, number>; lists: Map<string, Json> }> {
  const counts = new Map<string, number>();
  const lists = new Map<string, Json>();
  if (productIds.length === 0) return { counts, lists };
  const ownerOf = await reviewOwners(db, productIds);
  const ownerIds = [...new Set(ownerOf.values())];
  if (ownerIds.length === 0) return { counts, lists };
  const perOwner = await approvedReviewCounts(db, ownerIds);
  for (const [id, owner] of ownerOf) counts.set(id, perOwner.get(owner) ?? 0);
  for (const [id, owner] of ownerOf) {
    const result = await reviewsOf(db, ctx, id, { ...emptyCriteria(), limit: 10, totalCountMode: 1 });
    lists.set(id, {
      ...searchResultJson("product_review", result),
      productId: id,
      parentId: owner === id ? null : owner,
    });
  }
  return { counts, lists };
}

/**
 * Keys only Shopware's RequestCriteriaBuilder reads. A CMS listing is loaded with a new, empty Criteria
 * (ProductListingCmsElementResolver), and only the listing parameters of the request (p, limit, order, the filter
 * parameters, includes for the response) shape it; so a page request's body such as the vue-demo-store's
 * `{"associations":{"associations":{…}}}` for the category is never parsed as a product criteria.
 */
const CRITERIA_ONLY_KEYS = [
  "ids",
  "filter",
  "post-filter",
  "query",
  "term",
  "sort",
  "aggregations",
  "associations",
  "fields",
  "grouping",
  "total-count-mode",
];

/**
 * A product-listing element's listing: the request's listing parameters on the category the page is shown for, else
 * the channel's navigation root, narrowed by the element's config (filters, sortings).
 */
async function loadCmsListing(
  db: Db,
  ctx: SalesChannelContext,
  slot: SlotView,
  options: ResolveCmsOptions,
): Promise<Json> {
  const categoryId = options.navigationId ?? ctx.salesChannel.navigation_category_id;
  const params = Object.fromEntries(
    Object.entries(options.listingParams ?? {}).filter(([key]) => !CRITERIA_ONLY_KEYS.includes(key)),
  );
  return loadListing(db, ctx, {
    categoryId,
    params,
    criteria: parseCriteria(params, "product"),
    elementConfig: slot.config,
  });
}
