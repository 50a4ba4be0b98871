import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import type { SlotView } from "./cms-elements.js";
import type { Json } from "./cms.js";
import type { ResolveCmsOptions } from "./cms.service.js";

/**
 * The listing of a product-listing element: the request's listing parameters applied to the category the page is
 * shown for (else the channel's navigation root), narrowed by the element's config (filters, sortings).
 */
export async function loadCmsListing(db: Db, ctx: SalesChannelContext, slot: SlotView, options: ResolveCmsOptions): Promise<Json> {
  const categoryId = options.navigationId ?? (ctx.salesChannel.navigation_category_id as string);
  void db;
  void slot;
  // TODO(product module): call loadListing(db, ctx, {categoryId, params, criteria, elementConfig}) once it lands.
  return emptyListing(categoryId);
}

function emptyListing(categoryId: string): Json {
  return {
    entity: "product",
    total: 0,
    aggregations: {},
    page: 1,
    limit: 24,
    elements: [],
    currentFilters: { navigationId: categoryId, manufacturer: [], price: { min: 0, max: 0 }, rating: null, "shipping-free": false, properties: [] },
    sorting: null,
    availableSortings: [],
    streamId: null,
    apiAlias: "product_listing",
  };
}
