import type { JsonValue, Ref } from "./types.js";

export type RefKind =
  | "media"
  | "product"
  | "category"
  | "productStream"
  | "landingPage"
  | "manufacturer"
  | "categoryUrl"
  | "productUrl"
  | "landingPageUrl";

const REF_KINDS: readonly RefKind[] = [
  "media",
  "product",
  "category",
  "productStream",
  "landingPage",
  "manufacturer",
  "categoryUrl",
  "productUrl",
  "landingPageUrl",
];

/** If `value` is a `{ $kind: key }` reference, its kind and key. */
export function asRef(value: unknown): { kind: RefKind; key: string } | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [name, key] = entries[0];
  const kind = name.slice(1) as RefKind;
  if (!name.startsWith("$") || !REF_KINDS.includes(kind) || typeof key !== "string") return null;
  return { kind, key };
}

/**
 * Returns a deep copy of a CMS config (or any JSON) with every `{ $kind: key }` reference replaced by
 * `resolve(kind, key)`: the entity id, or for the `…Url` kinds a storefront path to the entity. Used by the loader.
 */
export function mapRefs<T>(value: T, resolve: (kind: RefKind, key: string) => string): unknown {
  const ref = asRef(value);
  if (ref) return resolve(ref.kind, ref.key);
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, resolve));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapRefs(v, resolve)]));
  }
  return value;
}

export const ref = {
  media: (key: string): Ref => ({ $media: key }),
  product: (key: string): Ref => ({ $product: key }),
  category: (key: string): Ref => ({ $category: key }),
  productStream: (key: string): Ref => ({ $productStream: key }),
  landingPage: (key: string): Ref => ({ $landingPage: key }),
  manufacturer: (key: string): Ref => ({ $manufacturer: key }),
  categoryUrl: (key: string): Ref => ({ $categoryUrl: key }),
  productUrl: (key: string): Ref => ({ $productUrl: key }),
  landingPageUrl: (key: string): Ref => ({ $landingPageUrl: key }),
};

export type { JsonValue };
