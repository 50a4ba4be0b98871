import type { FormErrors } from "../forms/violations";
import { fieldOf } from "../../lib/unknown";

export interface ReviewValues {
  title: string;
  content: string;
  points: string;
}

export type ReviewResult =
  | { ok: true; message: string; pending: string }
  | { ok: false; errors: FormErrors; values: ReviewValues };

export function reviewValues(form: FormData): ReviewValues {
  return {
    title: String(form.get("title") ?? "").slice(0, 255),
    content: String(form.get("content") ?? "").slice(0, 15000),
    points: String(form.get("points") ?? ""),
  };
}

/** The rating as the Store API wants it (1–5), or null when the form sent none or nonsense. */
export function reviewPoints(value: string): number | null {
  const points = Number(value);
  return Number.isInteger(points) && points >= 1 && points <= 5 ? points : null;
}

/**
 * The product id on a product page, from the page route's loader data (`{kind: "product", data: {product: {id}}}`),
 * so the review form needs nothing passed down beyond what the reviews section already gets.
 */
export function productIdFromPageData(value: unknown): string | null {
  const id =
    fieldOf(value, "kind") === "product" ? fieldOf(fieldOf(fieldOf(value, "data"), "product"), "id") : undefined;
  return typeof id === "string" && id ? id : null;
}
