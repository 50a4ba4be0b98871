import { idFor, LOCALES, type LocaleCode, type Translated } from "../ids.js";

/**
 * Catalogue keys are namespaced ("cat.…", "prod.…", "cms.…"), so one `idFor(key)` serves every entity kind; media
 * keys ("<motif>/<view>") get their own prefix. A typo in the source data must fail the seed, not leave a dangling
 * id, so every lookup goes through a registry of the keys that really exist.
 */
export type KeyKind =
  | "category"
  | "product"
  | "cms"
  | "slot"
  | "landingPage"
  | "manufacturer"
  | "option"
  | "group"
  | "media"
  | "productStream"
  | "review";

export class KeyRegistry {
  private readonly known = new Map<KeyKind, Set<string>>();

  register(kind: KeyKind, key: string): string {
    let keys = this.known.get(kind);
    if (!keys) this.known.set(kind, (keys = new Set()));
    if (keys.has(key)) throw new Error(`catalogue: duplicate ${kind} key "${key}"`);
    keys.add(key);
    return this.id(kind, key);
  }

  has(kind: KeyKind, key: string): boolean {
    return this.known.get(kind)?.has(key) ?? false;
  }

  /** The id of an existing entity; throws for unknown keys. */
  id(kind: KeyKind, key: string): string {
    if (!this.has(kind, key)) throw new Error(`catalogue: unknown ${kind} "${key}"`);
    return kind === "media" ? mediaId(key) : idFor(key);
  }

  /** Like `id`, but for optional references. */
  optional(kind: KeyKind, key: string | undefined | null): string | null {
    return key === undefined || key === null ? null : this.id(kind, key);
  }
}

export const mediaId = (mediaKey: string) => idFor(`media.${mediaKey}`);
export const taxId = (taxKey: string) => idFor(`tax.${taxKey}`);

/** EUR decimal → integer cents; the source has at most two decimals, rounding only removes float noise. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** Net from gross at `ratePercent`, both in minor units. */
export const netOf = (grossMinor: number, ratePercent: number): number =>
  Math.round((grossMinor * 100) / (100 + ratePercent));

/** The same text in every language (brand names, URLs). */
export const same = (text: string): Translated => Object.fromEntries(LOCALES.map((l) => [l, text])) as Translated;

export const mapTranslated = (text: Translated, fn: (value: string, locale: LocaleCode) => string): Translated =>
  Object.fromEntries(LOCALES.map((l) => [l, fn(text[l], l)])) as Translated;

export const json = (value: unknown): string => JSON.stringify(value);

const DAY = 86_400_000;

/** ISO-8601 with milliseconds and an explicit offset, the format of SEED_TIME and every other seeded timestamp. */
export const isoTime = (ms: number): string => new Date(ms).toISOString().replace("Z", "+00:00");

/**
 * Dates that must stay "recent" (release dates for isNew, review dates, "released within N days" streams) count back
 * from the seeding day at 00:00 UTC rather than from the fixed SEED_TIME: reseeding on the same day is
 * byte-identical, and a demo seeded today still has products that are new today.
 */
export interface SeedClock {
  /** 00:00 UTC of the seeding day, in ms. */
  day: number;
  daysAgo(days: number, hourOfDay?: number): string;
}

export function seedClock(now: Date = new Date()): SeedClock {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { day, daysAgo: (days, hourOfDay = 0) => isoTime(day - days * DAY + hourOfDay * 3_600_000) };
}

const TRANSLITERATION: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  ł: "l",
  ą: "a",
  ę: "e",
  ś: "s",
  ć: "c",
  ż: "z",
  ź: "z",
  ń: "n",
  ó: "o",
  é: "e",
  è: "e",
  ê: "e",
  à: "a",
  á: "a",
  â: "a",
  ç: "c",
  í: "i",
  î: "i",
  ú: "u",
  û: "u",
  ñ: "n",
  å: "a",
  ø: "o",
  æ: "ae",
};

/** One URL segment: lower-case ASCII, German and Polish letters transliterated, anything else collapsed to "-". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\x00-\x7f]/g, (c) => TRANSLITERATION[c] ?? c.normalize("NFKD").replace(/[^\x00-\x7f]/g, ""))
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
