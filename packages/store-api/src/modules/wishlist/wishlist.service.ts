import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Criteria, Filter } from "../../dal/criteria.js";
import { readByIds } from "../../dal/read.js";
import { search } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { UUID_PATTERN } from "../../http/errors.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { requireCustomer } from "../customer/customer-auth.js";
import { systemConfigBool } from "../mail/system-config.js";
import { closeoutFilters } from "../product/product-closeout.js";
import { productDefinition } from "../product/product.definition.js";
import { readProducts } from "../product/product.service.js";
import { productErrors } from "../product/product.js";
import { customerWishlistDefinition } from "./wishlist.definition.js";
import { WISHLIST_PAGE_SIZE, wishlistErrors } from "./wishlist.js";
import {
  deleteCustomerWishlists,
  deleteWishlistProduct,
  findWishlistId,
  insertWishlistOnce,
  insertWishlistProduct,
  upsertWishlistProduct,
} from "./wishlist.repository.js";

const newId = () => randomBytes(16).toString("hex");

// Entries are shown newest first; several written in one millisecond (a merge) still get distinct, ordered times.
let lastMs = 0;
function timestamp(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return new Date(lastMs).toISOString();
}

/** Every wishlist route: a logged-in non-guest customer (403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN), then the feature switch. */
async function wishlistCustomer(db: Db, ctx: SalesChannelContext): Promise<ContextCustomer> {
  const customer = requireCustomer(ctx, { allowGuest: false });
  if (!(await systemConfigBool(db, "core.cart.wishlistEnabled", true))) throw wishlistErrors.notActivated();
  return customer;
}

/** The customer's wishlist, created on first use (concurrent first uses agree on one row). */
async function ensureWishlistId(db: Db, customerId: string, salesChannelId: string): Promise<string> {
  await insertWishlistOnce(db, { id: newId(), customerId, salesChannelId, createdAt: timestamp() });
  return (await findWishlistId(db, customerId, salesChannelId)) as string;
}

/** The ids among `productIds` that the channel shows (active, visible); order kept. */
async function visibleProductIds(db: Db, ctx: SalesChannelContext, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const found = new Set((await readProducts(db, ctx, productIds)).map((p) => p.id));
  return productIds.filter((id) => found.has(id));
}

/**
 * readCustomerWishlist: the wishlist and its products as a product search (prices calculated for the context),
 * newest entries first unless the criteria sorts, 15 per page unless it limits. With
 * `core.listing.hideCloseoutProductsWhenOutOfStock`, sold-out closeouts are left out as in listings.
 */
export async function loadWishlist(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
): Promise<Record<string, unknown>> {
  const customer = await wishlistCustomer(db, ctx);
  const wishlistId = await findWishlistId(db, customer.id, ctx.salesChannelId);
  if (!wishlistId) throw wishlistErrors.notFound();
  const [wishlist] = await readByIds(db, customerWishlistDefinition, [wishlistId], ctx);
  const filters: Filter[] = [...criteria.filters, ...(await closeoutFilters(db))];
  const entry = (productId: unknown) =>
    sql`(SELECT COALESCE(w.updated_at, w.created_at) FROM customer_wishlist_product AS w WHERE w.wishlist_id = ${wishlistId} AND w.product_id = ${productId})`;
  const result = await search(
    db,
    productDefinition,
    { ...criteria, filters, limit: criteria.limit ?? (criteria.ids ? undefined : WISHLIST_PAGE_SIZE) },
    ctx,
    {
      extraWhere: (scope) =>
        sql`${sql.ref(`${scope.alias}.id`)} IN (SELECT w.product_id FROM customer_wishlist_product AS w WHERE w.wishlist_id = ${wishlistId})`,
      score: (scope) => entry(sql.ref(`${scope.alias}.id`)),
    },
  );
  return {
    wishlist,
    // Shopware sends a plain product search result here; the documented schema (ProductListingResult) also requires the
    // listing's filter and sorting fields, so they are present and neutral.
    products: {
      entity: "product",
      total: result.total,
      aggregations: result.aggregations,
      page: result.page,
      limit: result.limit,
      elements: result.elements,
      currentFilters: {
        navigationId: ctx.salesChannel.navigation_category_id,
        manufacturer: [],
        price: { min: 0, max: 0 },
        rating: null,
        "shipping-free": false,
        properties: [],
      },
      availableSortings: [],
      sorting: null,
      apiAlias: "product_listing",
    },
    apiAlias: "wishlist_products",
  };
}

/** addProductOnWishlist. */
export async function addProduct(db: Db, ctx: SalesChannelContext, productId: string): Promise<void> {
  const customer = await wishlistCustomer(db, ctx);
  if ((await visibleProductIds(db, ctx, [productId])).length === 0) throw productErrors.productNotFound(productId);
  const wishlistId = await ensureWishlistId(db, customer.id, ctx.salesChannelId);
  const added = await insertWishlistProduct(db, { id: newId(), wishlistId, productId, createdAt: timestamp() });
  if (!added) throw wishlistErrors.duplicateProduct();
}

/** deleteProductOnWishlist. */
export async function removeProduct(db: Db, ctx: SalesChannelContext, productId: string): Promise<void> {
  const customer = await wishlistCustomer(db, ctx);
  const wishlistId = await findWishlistId(db, customer.id, ctx.salesChannelId);
  if (!wishlistId) throw wishlistErrors.notFound();
  if (!(await deleteWishlistProduct(db, wishlistId, productId))) throw wishlistErrors.productNotFound(productId);
}

/** mergeProductOnWishlist: the guest's local list after login; visible products are added, known ones touched. */
export async function mergeProducts(db: Db, ctx: SalesChannelContext, productIds: unknown): Promise<void> {
  const customer = await wishlistCustomer(db, ctx);
  // A PHP array (JSON list or object) or nothing, as MergeWishlistProductRoute; empty entries dropped (array_filter).
  if (typeof productIds !== "object" || productIds === null) throw wishlistErrors.productIdsMissing();
  const entries: unknown[] = Array.isArray(productIds) ? productIds : Object.values(productIds);
  const ids = entries
    .filter((id) => id !== null && id !== undefined && id !== "" && id !== false && id !== 0 && id !== "0")
    .map((id) => String(id).toLowerCase());
  // Malformed ids are dropped like invisible products: a guest's local list may hold stale entries.
  const visible = await visibleProductIds(db, ctx, [...new Set(ids.filter((id) => UUID_PATTERN.test(id)))]);
  const wishlistId = await ensureWishlistId(db, customer.id, ctx.salesChannelId);
  // The local list is oldest first; writing it in order makes its last entry the newest.
  for (const productId of visible) {
    await upsertWishlistProduct(db, { id: newId(), wishlistId, productId, createdAt: timestamp() });
  }
}

/** Deletes a customer's wishlists with their entries (for account deletion; the tables have no FK to customer). */
export async function deleteWishlistsOf(db: Db, customerId: string): Promise<void> {
  await deleteCustomerWishlists(db, customerId);
}
