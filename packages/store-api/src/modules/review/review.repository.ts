/** The review module's table, product_review: every query of it (product rows go through the product repository). */
import type { Db } from "../../db/database.js";
import type { NewRow, Row } from "../../db/schema.js";
import { REVIEW_STATUS } from "./review.js";

/** The id of the customer's review of the product, if they wrote one. */
export async function ownReviewId(db: Db, customerId: string, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("product_review")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return row?.id;
}

/** The columns a save of the review form writes. */
export interface ReviewValues {
  title: string;
  content: string;
  points: number;
  external_user: string;
  external_email: string;
  language_id: string;
  status: number;
  updated_at: string;
}

export async function updateReview(db: Db, id: string, values: ReviewValues): Promise<void> {
  await db.updateTable("product_review").set(values).where("id", "=", id).execute();
}

export async function insertReview(db: Db, row: NewRow<"product_review">): Promise<void> {
  await db.insertInto("product_review").values(row).execute();
}

/** The mean points of the approved reviews of these products, or null when none is approved. */
export async function approvedAverage(db: Db, productIds: string[]): Promise<number | null> {
  const stats = await db
    .selectFrom("product_review")
    .select((eb) => [eb.fn.avg<number | string | null>("points").as("average")])
    .where("product_id", "in", productIds)
    .where("status", "=", REVIEW_STATUS.approved)
    .executeTakeFirst();
  return stats?.average === null || stats?.average === undefined ? null : Number(stats.average);
}

export type ReviewRow = Pick<
  Row<"product_review">,
  | "id"
  | "product_id"
  | "customer_id"
  | "external_user"
  | "external_email"
  | "title"
  | "content"
  | "points"
  | "status"
  | "created_at"
>;

/** Reviews newest first (then by id), optionally only pending ones, at most `limit`. */
export async function reviewRows(db: Db, options: { pendingOnly?: boolean; limit?: number }): Promise<ReviewRow[]> {
  let query = db
    .selectFrom("product_review")
    .select([
      "id",
      "product_id",
      "customer_id",
      "external_user",
      "external_email",
      "title",
      "content",
      "points",
      "status",
      "created_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id");
  if (options.pendingOnly) query = query.where("status", "=", REVIEW_STATUS.pending);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query.execute();
}

/** The product a review is of; undefined when there is no such review. */
export async function reviewedProductId(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("product_review").select("product_id").where("id", "=", id).executeTakeFirst();
  return row?.product_id;
}

export async function setReviewStatus(db: Db, id: string, status: number): Promise<void> {
  await db
    .updateTable("product_review")
    .set({ status, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.deleteFrom("product_review").where("id", "=", id).execute();
}

/** Unlinks a customer's reviews from the account (customer_id ON DELETE SET NULL). */
export async function detachCustomerReviews(db: Db, customerId: string): Promise<void> {
  await db.updateTable("product_review").set({ customer_id: null }).where("customer_id", "=", customerId).execute();
}
