/** The wishlist module's tables, customer_wishlist and customer_wishlist_product: every query of them. */
import type { Db } from "../../db/database.js";

export async function findWishlistId(db: Db, customerId: string, salesChannelId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("customer_wishlist")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("sales_channel_id", "=", salesChannelId)
    .executeTakeFirst();
  return row?.id;
}

/** Inserts the customer's wishlist unless the channel has one for them already (concurrent inserts agree). */
export async function insertWishlistOnce(
  db: Db,
  row: { id: string; customerId: string; salesChannelId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("customer_wishlist")
    .values({
      id: row.id,
      customer_id: row.customerId,
      sales_channel_id: row.salesChannelId,
      created_at: row.createdAt,
    })
    .onConflict((oc) => oc.columns(["customer_id", "sales_channel_id"]).doNothing())
    .execute();
}

/** Adds a product to a wishlist; false when it is on it already. */
export async function insertWishlistProduct(
  db: Db,
  row: { id: string; wishlistId: string; productId: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("customer_wishlist_product")
    .values({ id: row.id, wishlist_id: row.wishlistId, product_id: row.productId, created_at: row.createdAt })
    .onConflict((oc) => oc.columns(["wishlist_id", "product_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds a product to a wishlist, or marks it updated at `createdAt` when it is on it already. */
export async function upsertWishlistProduct(
  db: Db,
  row: { id: string; wishlistId: string; productId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("customer_wishlist_product")
    .values({ id: row.id, wishlist_id: row.wishlistId, product_id: row.productId, created_at: row.createdAt })
    .onConflict((oc) => oc.columns(["wishlist_id", "product_id"]).doUpdateSet({ updated_at: row.createdAt }))
    .execute();
}

/** Removes a product from a wishlist; false when it was not on it. */
export async function deleteWishlistProduct(db: Db, wishlistId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("customer_wishlist_product")
    .where("wishlist_id", "=", wishlistId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCustomerWishlists(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom("customer_wishlist").where("customer_id", "=", customerId).execute();
}
