import { emptyCriteria, type Criteria, type Filter } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { search, type SearchResult } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import {
  productConfiguratorSettingDefinition,
  productCrossSellingDefinition,
  productReviewDefinition,
} from "./product-parts.definition.js";
import { streamCriteria, groupedProducts } from "./product-listing.service.js";
import { productDefinition, VISIBILITY } from "./product.definition.js";
import { productHead, visibleVariants, groupIdsOfOptions, findStream, type ProductHead } from "./product.repository.js";
import { combinable, findVariant, productErrors } from "./product.js";
import { sortGroups, sortOptions } from "./property.definition.js";

export { loadListing, searchListing } from "./product-listing.service.js";

/** `{name: {associations: {group: {}}}}` merged into the criteria unless the request asked for that association. */
function withAssociations(criteria: Criteria, names: Record<string, string[]>): Criteria {
  const associations = { ...criteria.associations };
  for (const [name, nested] of Object.entries(names)) {
    if (associations[name]) continue;
    associations[name] = {
      ...emptyCriteria(),
      associations: Object.fromEntries(nested.map((n) => [n, emptyCriteria()])),
    };
  }
  return { ...criteria, associations };
}

/** Products with their runtime prices, by ids (kept in that order) or by criteria, as the CMS and cart need them. */
export async function readProducts(db: Db, ctx: SalesChannelContext, input: string[] | Criteria): Promise<Entity[]> {
  const criteria = Array.isArray(input) ? { ...emptyCriteria(), ids: input } : input;
  return (await search(db, productDefinition, withAssociations(criteria, { options: ["group"] }), ctx)).elements;
}

/** readProduct: a criteria search over the products visible in the channel. */
export function searchProducts(db: Db, ctx: SalesChannelContext, criteria: Criteria): Promise<SearchResult> {
  return search(db, productDefinition, criteria, ctx);
}

const visible = (head: ProductHead | undefined): head is ProductHead =>
  head !== undefined && head.active && head.visibility >= VISIBILITY.link;

async function visibleHead(db: Db, productId: string): Promise<ProductHead> {
  const head = await productHead(db, productId);
  if (!visible(head)) throw productErrors.productNotFound(productId);
  return head;
}

/**
 * The product a detail request shows: a variant as asked; a parent resolves to its main variant (unless it is
 * displayed as parent), else its best variant: available first, then the cheapest.
 */
async function resolveVariant(db: Db, head: ProductHead): Promise<string> {
  if (head.parentId !== null || head.childCount === 0) return head.id;
  const variants = await visibleVariants(db, head.id);
  const main = head.variantListingConfig?.mainVariantId ?? head.mainVariantId;
  if (main && head.variantListingConfig?.displayParent !== true && variants.some((v) => v.id === main)) return main;
  const best = [...variants].sort(
    (a, b) => Number(b.available) - Number(a.available) || a.gross - b.gross || a.id.localeCompare(b.id),
  )[0];
  return best?.id ?? head.id;
}

/**
 * Resolves the product's CMS layout: cms.service's resolveCmsPage, bound by the caller (the route) to the request's
 * slots and listing parameters. Passed in because the CMS module reads products through this one.
 */
export type ProductLayout = (
  pageId: string,
  page: { entity: Entity; slotConfig: Entity[string]; configurator: Entity[] },
) => Promise<Entity | null>;

export interface DetailOptions {
  skipConfigurator?: boolean;
  skipCmsPage?: boolean;
  /** Without it the product has no cmsPage (as with skipCmsPage). */
  layout?: ProductLayout;
}

/** readProductDetail: {product, configurator} with the product's seoCategory and CMS page resolved. */
export async function productDetail(
  db: Db,
  ctx: SalesChannelContext,
  productId: string,
  criteria: Criteria,
  options: DetailOptions = {},
): Promise<Record<string, unknown>> {
  const head = await visibleHead(db, productId);
  const resolvedId = await resolveVariant(db, head);
  const read = withAssociations(
    { ...criteria, ids: [resolvedId] },
    { media: [], properties: ["group"], options: ["group"], manufacturer: ["media"] },
  );
  const [product] = (await search(db, productDefinition, read, ctx)).elements;
  if (!product) throw productErrors.productNotFound(productId);
  const configurator = options.skipConfigurator ? [] : await configuratorOf(db, ctx, product);
  product.cmsPage =
    !options.skipCmsPage && options.layout && typeof product.cmsPageId === "string"
      ? await options.layout(product.cmsPageId, {
          entity: product,
          slotConfig: product.slotConfig ?? null,
          configurator,
        })
      : null;
  return { product, configurator, apiAlias: "product_detail" };
}

/** ProductConfiguratorLoader: the parent's variant groups with their options, each flagged `combinable`. */
async function configuratorOf(db: Db, ctx: SalesChannelContext, product: Entity): Promise<Entity[]> {
  const parentId = product.parentId as string | null;
  if (!parentId) return [];
  const settingsCriteria: Criteria = {
    ...emptyCriteria(),
    filters: [{ type: "equals", field: "productId", value: parentId }],
    associations: {
      option: { ...emptyCriteria(), associations: { group: emptyCriteria(), media: emptyCriteria() } },
      media: emptyCriteria(),
    },
  };
  const [settings, variants] = await Promise.all([
    search(db, productConfiguratorSettingDefinition, settingsCriteria, ctx, { defaultLimit: null }),
    visibleVariants(db, parentId),
  ]);
  const combinations = variants.map((variant) => variant.optionIds);
  const groups = new Map<string, Entity>();
  const position = new Map<string, number>();
  for (const setting of settings.elements) {
    const option = setting.option as Entity | null;
    const group = option?.group as Entity | null | undefined;
    if (!option || !group) continue;
    const target = groups.get(group.id) ?? { ...group, options: [] };
    groups.set(group.id, target);
    position.set(option.id, Number(setting.position));
    (target.options as Entity[]).push({ ...option, group: null });
  }
  const current = new Map<string, string>();
  for (const optionId of (product.optionIds as string[] | null) ?? []) {
    for (const group of groups.values())
      if ((group.options as Entity[]).some((o) => o.id === optionId)) current.set(group.id, optionId);
  }
  for (const group of groups.values()) {
    const options = (group.options as Entity[])
      .map((option) => ({ ...option, combinable: combinable(option.id, group.id, current, combinations) }))
      .filter((option) => option.combinable !== undefined);
    group.options = sortOptions(group, options).sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }
  const order = (
    (product.variantListingConfig as { configuratorGroupConfig?: { id: string }[] } | null)?.configuratorGroupConfig ??
    []
  ).map((g) => g.id);
  const list = sortGroups([...groups.values()]);
  if (order.length === 0) return list;
  const rank = (group: Entity) => (order.includes(group.id) ? order.indexOf(group.id) : order.length);
  return list.sort((a, b) => rank(a) - rank(b));
}

/** searchProductVariantIds: `options` as {groupId: optionId} or a list of option ids. */
export async function findVariantOf(
  db: Db,
  productId: string,
  options: unknown,
  switchedGroup: unknown,
): Promise<Record<string, unknown>> {
  let selection: Map<string, string>;
  if (Array.isArray(options) && options.every((o) => typeof o === "string")) {
    // A list carries no groups; look them up so `switchedGroup` still decides which choice to keep.
    const groups = await groupIdsOfOptions(db, options);
    selection = new Map(options.map((optionId) => [groups.get(optionId) ?? optionId, optionId]));
  } else if (
    options &&
    typeof options === "object" &&
    !Array.isArray(options) &&
    Object.values(options).every((o) => typeof o === "string")
  ) {
    selection = new Map(Object.entries(options as Record<string, string>));
  } else if (options === undefined || options === null || options === "") {
    selection = new Map();
  } else {
    throw productErrors.invalidOptionsParameter();
  }
  const variants = (await visibleVariants(db, productId)).sort(
    (a, b) => Number(b.available) - Number(a.available) || a.id.localeCompare(b.id),
  );
  const found = findVariant(variants, selection, typeof switchedGroup === "string" ? switchedGroup : undefined);
  if (!found) throw productErrors.variantNotFound(productId, Object.fromEntries(selection));
  const matched = Object.fromEntries(found.options);
  // 6.6 answers the struct itself, the 6.7 schema wraps it as `foundCombination`; clients read either.
  return {
    variantId: found.variantId,
    options: matched,
    foundCombination: { variantId: found.variantId, options: Object.values(matched) },
    apiAlias: "found_combination",
  };
}

/** readProductCrossSellings: the product's active cross-sellings in position order, each with its products. */
export async function crossSellingsOf(
  db: Db,
  ctx: SalesChannelContext,
  productId: string,
  criteria: Criteria,
): Promise<Record<string, unknown>[]> {
  await visibleHead(db, productId);
  const crossSellings = await search(
    db,
    productCrossSellingDefinition,
    {
      ...emptyCriteria(),
      filters: [{ type: "equals", field: "productId", value: productId }],
      sorts: [{ field: "position", order: "ASC", naturalSorting: false }],
      associations: { assignedProducts: emptyCriteria() },
    },
    ctx,
    { defaultLimit: null },
  );
  const elements: Record<string, unknown>[] = [];
  for (const crossSelling of crossSellings.elements) {
    const streamId = crossSelling.type === "productStream" ? (crossSelling.productStreamId as string | null) : null;
    let products: Entity[] = [];
    if (streamId) {
      const stream = await findStream(db, streamId);
      if (stream) {
        const sorts = [
          {
            field: String(crossSelling.sortBy ?? "name"),
            order: String(crossSelling.sortDirection).toUpperCase() === "DESC" ? ("DESC" as const) : ("ASC" as const),
            naturalSorting: false,
          },
        ];
        products = await groupedProducts(
          db,
          ctx,
          { ...streamCriteria(criteria, stream.filter), limit: Number(crossSelling.limit ?? 24), page: 1, sorts },
          VISIBILITY.link,
        );
      }
    } else {
      const assigned = [...((crossSelling.assignedProducts as Entity[] | undefined) ?? [])].sort(
        (a, b) => Number(a.position) - Number(b.position),
      );
      const ids = assigned.map((a) => a.productId as string);
      products = ids.length ? await readProducts(db, ctx, { ...criteria, ids, limit: undefined, page: undefined }) : [];
      products.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    }
    elements.push({ crossSelling, products, total: products.length, streamId, apiAlias: "cross_selling_element" });
  }
  return elements;
}

/** readProductReviews: approved reviews (and the customer's own) of the product's family: parent and variants. */
export async function reviewsOf(
  db: Db,
  ctx: SalesChannelContext,
  productId: string,
  criteria: Criteria,
): Promise<SearchResult> {
  const head = await visibleHead(db, productId);
  const root = head.parentId ?? head.id;
  const family = [root, ...(await visibleVariants(db, root)).map((v) => v.id)];
  const filter: Filter = { type: "equalsAny", field: "productId", value: family };
  const sorts = criteria.sorts.length
    ? criteria.sorts
    : [{ field: "createdAt", order: "DESC" as const, naturalSorting: false }];
  return search(db, productReviewDefinition, { ...criteria, filters: [...criteria.filters, filter], sorts }, ctx);
}
