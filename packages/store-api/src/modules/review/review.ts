import { z } from "zod";
import { StoreApiError } from "../../http/errors.js";

/** Shopware's limits for a customer review (ProductReviewSaveRoute). */
export const REVIEW_RULES = { titleMin: 5, contentMin: 40, pointsMin: 1, pointsMax: 5 } as const;

export const reviewErrors = {
  notActive: () => new StoreApiError(403, "PRODUCT__REVIEW_NOT_ACTIVE", "Reviews not activated"),
};

/** Review status column: 1 = approved (visible to everyone), 0 = pending; the operator command sets it. */
export const REVIEW_STATUS = { pending: 0, approved: 1 } as const;

// Optional fields may also be null (Shopware's constraints pass null), read as absent.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
/** The JSON body of saveProductReview; rules beyond types are checked by the service (violations). */
export const reviewBody = z
  .object({
    id: text,
    title: text,
    content: text,
    points: z.union([z.number(), z.string()]).optional(),
    name: text,
    lastName: text,
    email: text,
  })
  .passthrough();
export type ReviewInput = z.infer<typeof reviewBody>;
