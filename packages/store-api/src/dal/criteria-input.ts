/** Request values as parseCriteria reads them, and the list of problems one 400 answer reports. */
import { STATUS_CODES } from "node:http";
import type { ErrorEntry } from "../http/errors.js";

export type Json = unknown;

export class Problems {
  readonly entries: ErrorEntry[] = [];
  add(code: string, pointer: string, detail: string, parameters: Record<string, unknown> = {}): void {
    this.entries.push({
      status: "400",
      code,
      title: STATUS_CODES[400] ?? "Bad Request",
      detail,
      meta: { parameters },
      source: { pointer },
    });
  }
}

export const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** PostgreSQL text cannot hold NUL (SQLite can): a value with one would be a database error, so both engines refuse it. */
export const hasNul = (value: Json): boolean =>
  (typeof value === "string" && value.includes("\u0000")) || (Array.isArray(value) && value.some(hasNul));

/** Strips the entity prefix Shopware accepts (`product.name` → `name`); `_score` and others stay as they are. */
export function normalizeField(field: string, entity: string): string {
  return field.startsWith(`${entity}.`) ? field.slice(entity.length + 1) : field;
}

export const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** PHP's is_numeric for request values: numbers, and numeric strings (decimal, exponent, surrounding blanks). */
export const isPhpNumeric = (value: Json): value is number | string =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value));
