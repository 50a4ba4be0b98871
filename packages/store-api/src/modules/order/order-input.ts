import { z } from "zod";
import { StoreApiError } from "../../http/errors.js";

/** Request bodies of the order and payment routes; wrong types become violation envelopes (400), never a 500. */

const optional = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

export const createOrderSchema = z.object({
  customerComment: optional,
  affiliateCode: optional,
  campaignCode: optional,
  hash: optional,
});

const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).optional();

export const readOrderSchema = z.object({ checkPromotion: flag, login: flag, email: optional, zipcode: optional });

export const orderIdSchema = z.object({ orderId: z.string().optional() });

export const setPaymentSchema = z.object({ orderId: z.string().min(1), paymentMethodId: z.string().min(1) });

export const handlePaymentSchema = z.object({ orderId: z.string().min(1), finishUrl: optional, errorUrl: optional });

export const guestSchema = z.object({
  email: optional,
  zipcode: optional,
  download: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

/** Parses the input; a missing required field is IS_BLANK_ERROR, any other mismatch INVALID_TYPE_ERROR (Symfony's names). */
export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const valueAt = (path: PropertyKey[]) =>
    path.reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
      input,
    );
  throw StoreApiError.violations(
    parsed.error.issues.map((issue) => {
      const value = valueAt(issue.path);
      const blank = value === undefined || value === null || value === "";
      return blank
        ? {
            code: "VIOLATION::IS_BLANK_ERROR",
            pointer: `/${issue.path.join("/")}`,
            detail: "This value should not be blank.",
            parameters: { "{{ value }}": "null" },
          }
        : {
            code: "VIOLATION::INVALID_TYPE_ERROR",
            pointer: `/${issue.path.join("/")}`,
            detail: "This value should be of type string.",
            parameters: { "{{ type }}": "string" },
          };
    }),
  );
}

export const truthy = (value: unknown): boolean => value === true || value === 1 || value === "1" || value === "true";
