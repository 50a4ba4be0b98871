import type { Answer } from "../../lib/store-api-types";
import type { CmsSlotConfig } from "./cms-schema";

/** A slot's config ({key: {source, value}}, cms-schema.ts), preferring the translated one. */
export type SlotConfig = Answer<CmsSlotConfig>;

export function configValue(config: SlotConfig, key: string): unknown {
  return config[key]?.value;
}

export function configString(config: SlotConfig, key: string): string | null {
  const value = configValue(config, key);
  return typeof value === "string" && value !== "" ? value : null;
}

export function configBoolean(config: SlotConfig, key: string, fallback: boolean): boolean {
  const value = configValue(config, key);
  return typeof value === "boolean" ? value : fallback;
}

export function configNumber(config: SlotConfig, key: string, fallback: number): number {
  const value = configValue(config, key);
  const number = typeof value === "string" ? Number.parseFloat(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : fallback;
}

/** A CSS length from the CMS ("20px", "2rem", "0"); anything else is dropped. */
export function cssLength(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^0$/.test(trimmed)) return "0";
  return /^\d+(?:\.\d+)?(?:px|rem|em|%|vh|vw)$/.test(trimmed) ? trimmed : null;
}

/** A CSS colour from the CMS: hex, rgb(a)/hsl(a) or a plain name; anything else is dropped. */
export function cssColor(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^#[0-9a-f]{3,8}$/i.test(trimmed)) return trimmed;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(trimmed)) return trimmed;
  return /^[a-z]{3,20}$/i.test(trimmed) ? trimmed : null;
}

/** Merchant CSS classes: only class-name characters survive. */
export function cssClasses(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .split(/\s+/)
    .filter((name) => /^[A-Za-z_-][A-Za-z0-9_-]*$/.test(name))
    .join(" ");
}
