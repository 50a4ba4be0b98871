import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { parseBody, Violations } from "../contact/form-validation.js";
import { requireCustomer } from "../customer/customer-auth.js";
import { systemConfigBool } from "../mail/system-config.js";
import { readProducts } from "../product/product.service.js";
import { productErrors } from "../product/product.js";
import { familyIds, productNumbers, setRatingAverage } from "../product/product.repository.js";
import { REVIEW_RULES, REVIEW_STATUS, reviewBody, reviewErrors } from "./review.js";
import {
  approvedAverage,
  deleteReview,
  detachCustomerReviews,
  insertReview,
  ownReviewId,
  type ReviewValues,
  reviewedProductId,
  reviewRows,
  setReviewStatus,
  updateReview,
} from "./review.repository.js";

/**
 * saveProductReview: a logged-in, non-guest customer reviews a visible product. A customer has at most one review per
 * product (store-api-notes §5.5): a second one without `id` is refused with ENTITY_EXISTS on /customerId; with its `id`
 * the review is edited. Every save sets the review back to pending, so changed text is moderated again;
 * readProductReviews shows pending reviews to their author only.
 */
export async function saveReview(db: Db, ctx: SalesChannelContext, productId: string, body: unknown): Promise<void> {
  const customer = requireCustomer(ctx, { allowGuest: false });
  if (!(await systemConfigBool(db, "core.listing.showReview", true))) throw reviewErrors.notActive();
  const input = parseBody(reviewBody, body);
  if ((await readProducts(db, ctx, [productId])).length === 0) throw productErrors.productNotFound(productId);

  const v = new Violations();
  const title = v.required("title", input.title);
  v.minLength("title", title, REVIEW_RULES.titleMin);
  const content = v.required("content", input.content);
  v.minLength("content", content, REVIEW_RULES.contentMin);
  const points =
    typeof input.points === "string" && input.points.trim() !== ""
      ? Number(input.points)
      : typeof input.points === "number"
        ? input.points
        : undefined;
  v.range("points", points, REVIEW_RULES.pointsMin, REVIEW_RULES.pointsMax);
  // As ProductReviewSaveRoute: a name sent must not be blank (only a missing one is the customer's first name);
  // the e-mail is stored as given (Shopware checks no format).
  if (input.name !== undefined) v.required("name", input.name);
  v.maxLength("title", title, 255);

  const own = await ownReviewId(db, customer.id, productId);
  if (input.id !== undefined && input.id.toLowerCase() !== own) {
    // Someone else's review, or one of this customer's reviews of another product: never editable through this product.
    v.custom("ENTITY_DOES_NOT_EXISTS", "id", `The product_review entity with id "${input.id}" does not exist.`, {
      "{{ id }}": input.id,
      "{{ entity }}": "product_review",
    });
  }
  if (input.id === undefined && own) {
    v.custom("ENTITY_EXISTS", "customerId", "You have already reviewed this product.", {
      "{{ entity }}": "product_review",
    });
  }
  v.throwIfAny();

  const values: ReviewValues = {
    title: title as string,
    content: content as string,
    points: points as number,
    external_user: input.name?.trim() || customer.firstName,
    external_email: input.email?.trim() || customer.email,
    language_id: ctx.languageId,
    status: REVIEW_STATUS.pending,
    updated_at: new Date().toISOString(),
  };
  if (own) {
    await updateReview(db, own, values);
    // The review may have been approved: back in moderation, it no longer counts towards the rating.
    await refreshRatingAverage(db, productId);
  } else {
    await insertReview(db, {
      id: randomBytes(16).toString("hex"),
      product_id: productId,
      customer_id: customer.id,
      sales_channel_id: ctx.salesChannelId,
      comment: null,
      ...values,
      created_at: values.updated_at,
      updated_at: null,
    });
  }
}

/**
 * Recomputes `rating_average` (listing rating filter and sorting) for the product's family, parent and variants: the
 * mean of its approved reviews' points, rounded to two decimals as the seed does, or null without approved reviews.
 * Runs after every review write, as Shopware's product indexer does.
 */
export async function refreshRatingAverage(db: Db, productId: string): Promise<void> {
  const family = await familyIds(db, productId);
  if (family.length === 0) return;
  const mean = await approvedAverage(db, family);
  const average = mean === null ? null : Math.round(mean * 100) / 100;
  await setRatingAverage(db, family, average);
}

/** One review as the operator command lists it. */
export interface ReviewSummary {
  id: string;
  productId: string;
  productNumber: string | null;
  customerId: string | null;
  author: string | null;
  email: string | null;
  title: string;
  content: string;
  points: number;
  approved: boolean;
  createdAt: string;
}

/** Reviews newest first, optionally only those awaiting approval (operator command). */
export async function listReviews(
  db: Db,
  options: { pendingOnly?: boolean; limit?: number } = {},
): Promise<ReviewSummary[]> {
  const rows = await reviewRows(db, options);
  const numbers = await productNumbers(db, [...new Set(rows.map((row) => row.product_id))]);
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    productNumber: numbers.get(row.product_id) ?? null,
    customerId: row.customer_id ?? null,
    author: row.external_user ?? null,
    email: row.external_email ?? null,
    title: row.title,
    content: row.content,
    points: Number(row.points),
    approved: row.status === REVIEW_STATUS.approved,
    createdAt: row.created_at,
  }));
}

/** Makes a review visible to everyone; false when there is no such review. */
export async function approveReview(db: Db, id: string): Promise<boolean> {
  const productId = await reviewedProductId(db, id);
  if (productId === undefined) return false;
  await setReviewStatus(db, id, REVIEW_STATUS.approved);
  await refreshRatingAverage(db, productId);
  return true;
}

/**
 * Rejects a review by deleting it: Shopware's review status is only approved or not, and a kept "rejected" review
 * would still show to its author as pending. The customer may write a new one, which is moderated again.
 */
export async function rejectReview(db: Db, id: string): Promise<boolean> {
  const productId = await reviewedProductId(db, id);
  if (productId === undefined) return false;
  await deleteReview(db, id);
  await refreshRatingAverage(db, productId);
  return true;
}

/** Keeps a deleted customer's reviews without the link to the account, as Shopware's customer_id ON DELETE SET NULL. */
export async function detachReviewsOf(db: Db, customerId: string): Promise<void> {
  await detachCustomerReviews(db, customerId);
}
