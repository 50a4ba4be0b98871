/** Pure helpers of CMS resolution: config merging, mapped values, request parameters. */

export type Json = unknown;
export type JsonObject = Record<string, Json>;

/** One config entry of a slot: `{source, value}`. */
export interface ConfigValue {
  source: "static" | "mapped" | "default" | "product_stream" | string;
  value: Json;
}
export type SlotConfig = Record<string, ConfigValue>;

export const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** PHP's array_replace_recursive on JSON objects: objects merge key by key, anything else (lists too) is replaced. */
export function deepMerge(base: Json, override: Json): Json {
  if (!isObject(base) || !isObject(override)) return override === undefined ? base : override;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = key in base ? deepMerge(base[key], value) : value;
  return out;
}

/**
 * The config a slot renders with: its own (translated) config, overridden by the entity's `slotConfig` entry for the
 * slot, and that by a page-keyed entry (`{pageId: {slotId: …}}`), which Shopware lets win.
 */
export function effectiveSlotConfig(own: Json, slotConfig: Json, pageId: string, slotId: string): SlotConfig {
  let config = isObject(own) ? own : {};
  if (isObject(slotConfig)) {
    config = deepMerge(config, slotConfig[slotId]) as JsonObject;
    const pageLevel = slotConfig[pageId];
    if (isObject(pageLevel)) config = deepMerge(config, pageLevel[slotId]) as JsonObject;
  }
  return Object.fromEntries(Object.entries(config).filter(([, entry]) => isObject(entry))) as SlotConfig;
}

/**
 * Reads a property path on the page's entity: `category.media` on a category, `product.manufacturer.name` on a
 * product. The first segment must name the entity (its apiAlias); `translated` values are preferred, as Shopware's
 * resolver reads translated values. Undefined when the path does not lead anywhere.
 */
export function resolvePath(entity: JsonObject | null | undefined, path: string): Json {
  if (!entity || typeof path !== "string") return undefined;
  const [head, ...rest] = path.split(".");
  if (head !== entity.apiAlias || rest.length === 0) return undefined;
  let current: Json = entity;
  for (const segment of rest) {
    if (!isObject(current)) return undefined;
    const translated = current.translated;
    const own =
      isObject(translated) && translated[segment] !== undefined && translated[segment] !== null
        ? translated[segment]
        : current[segment];
    current = own;
    if (current === undefined) return undefined;
  }
  return current;
}

/** Replaces `{{ category.name }}`-style placeholders in static texts with the entity's values (empty when unknown). */
export function fillPlaceholders(text: string, entity: JsonObject | null | undefined): string {
  if (!entity) return text;
  return text.replace(/\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g, (match, path: string) => {
    const value = resolvePath(entity, path);
    if (value === undefined) return match;
    return value === null ? "" : typeof value === "object" ? "" : String(value);
  });
}

/** The `slots` request parameter: a list or a `|`-joined string of slot ids; null means every slot. */
export function parseSlots(input: Json): string[] | null {
  const raw = Array.isArray(input) ? input : typeof input === "string" ? input.split("|") : null;
  if (!raw) return null;
  const ids = raw
    .filter((id): id is string => typeof id === "string" && /^[0-9a-fA-F]{32}$/.test(id))
    .map((id) => id.toLowerCase());
  return ids.length ? ids : null;
}

/** A config value as a string id, when the entry is a static or mapped string. */
export function stringValue(entry: ConfigValue | undefined): string | null {
  return entry && typeof entry.value === "string" && entry.value !== "" ? entry.value : null;
}

/** "name:ASC" (Shopware's productStreamSorting) → a sort; random and unknown directions fall back to ascending. */
export function parseStreamSorting(value: Json): { field: string; order: "ASC" | "DESC" } | null {
  if (typeof value !== "string" || !value.includes(":")) return null;
  const [field, direction] = value.split(":");
  if (!/^[A-Za-z_][\w.]*$/.test(field) || field === "random") return null;
  return { field, order: direction?.toUpperCase() === "DESC" ? "DESC" : "ASC" };
}
