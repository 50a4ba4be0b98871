import { createHash } from "node:crypto";

/** Deterministic 32-hex id for a seed key, so reseeding and cross-references agree without lookups. */
export function idFor(key: string): string {
  return createHash("md5").update(`shop-seed:${key}`).digest("hex");
}

export type Translated = { "en-GB": string; "pl-PL": string; "de-DE": string };
export const LOCALES = ["en-GB", "pl-PL", "de-DE"] as const;
export type LocaleCode = (typeof LOCALES)[number];

export const languageId = (code: LocaleCode) => idFor(`language.${code}`);

/** A fixed timestamp for seeded rows, so reseeding produces identical data. */
export const SEED_TIME = "2026-01-15T09:00:00.000+00:00";
