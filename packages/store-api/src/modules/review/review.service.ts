import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { parseBody, Violations } from "../contact/form-validation.js";
import { requireCustomer } from "../customer/customer-auth.js";
import { systemConfigBool } from "../mail/system-config.js";
import { readProducts } from "../product/product.service.js";
import { productErrors } from "../product/product.js";
import { REVIEW_RULES, REVIEW_STATUS, reviewBody, reviewErrors } from "./review.js";

/**
 * saveProductReview: a logged-in, non-guest customer reviews a visible product. A customer has at most one review per
 * product: writing again (with or without its `id`) updates that review. Every save sets the review back to pending,
 * so changed text is moderated again; readProductReviews shows pending reviews to their author only.
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
  const points = typeof input.points === "string" && input.points.trim() !== "" ? Number(input.points) : typeof input.points === "number" ? input.points : undefined;
  v.range("points", points, REVIEW_RULES.pointsMin, REVIEW_RULES.pointsMax);
  if (input.email !== undefined && input.email.trim() !== "") v.email("email", input.email);
  v.maxLength("title", title, 255);

  const own = await db.selectFrom("product_review").select("id").where("customer_id", "=", customer.id).where("product_id", "=", productId).executeTakeFirst();
  if (input.id !== undefined && input.id.toLowerCase() !== own?.id) {
    // Someone else's review, or one of this customer's reviews of another product: never editable through this product.
    v.custom("ENTITY_DOES_NOT_EXISTS", "id", `The product_review entity with id "${input.id}" does not exist.`, { "{{ id }}": input.id, "{{ entity }}": "product_review" });
  }
  v.throwIfAny();

  const values = {
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
    await db.updateTable("product_review").set(values).where("id", "=", own.id as string).execute();
  } else {
    await db
      .insertInto("product_review")
      .values({ id: randomBytes(16).toString("hex"), product_id: productId, customer_id: customer.id, sales_channel_id: ctx.salesChannelId, comment: null, ...values, created_at: values.updated_at, updated_at: null })
      .execute();
  }
}
