/**
 * Authoring helpers for the product files: they fill sensible defaults (deterministically derived from the
 * product key) and expand variant matrices, so each product file stays short and readable.
 */
import { t } from "./basics.js";
import { category } from "./categories.js";
import { colourHex, colourName, option, propertyGroups } from "./properties.js";
import { pick } from "./random.js";
import type {
  CrossSellingSeed,
  CurrencyPriceSeed,
  DeliveryTimeKey,
  DownloadSeed,
  MotifSeed,
  ProductSeed,
  ProductView,
  TaxKey,
  TierPriceSeed,
  Translated,
  UnitKey,
  VariantSeed,
} from "./types.js";

export { t };

export interface ProductInput {
  /** Product key without "prod." and picture folder name, e.g. "linen-shirt". */
  slug: string;
  number: string;
  name: Translated;
  /** One paragraph (plain text, wrapped in <p>). */
  text: Translated;
  /** Optional bullet points. */
  bullets?: Translated[];
  cats: string[];
  brand: string;
  price: number;
  list?: number;
  fx?: Partial<Record<CurrencyPriceSeed["currency"], number>>;
  /** [quantityStart, gross] pairs, ascending; the first starts at 1. */
  tiers?: [number, number][];
  tax?: TaxKey;
  /** Picture: icon, background hue, companions for the lifestyle view. */
  icon: string;
  hue: number;
  with?: string[];
  hueRotate?: number;
  tint?: string;
  /** Draw a "detail" view too. */
  detail?: boolean;
  /** Option keys without the "opt." prefix, e.g. "material.linen". */
  props?: string[];
  stock?: number;
  closeout?: boolean;
  min?: number;
  step?: number;
  max?: number;
  free?: boolean;
  top?: boolean;
  weight?: number;
  delivery?: DeliveryTimeKey;
  restock?: number;
  days?: number;
  sales?: number;
  unit?: ProductSeed["unit"];
  downloads?: DownloadSeed[];
  keywords?: Translated;
  variants?: VariantInput;
  cross?: CrossSellingSeed[];
  ean?: string;
}

export interface VariantInput {
  /** Axes: property group key → option slugs, e.g. { "prop.colour": ["navy", "white"], "prop.size": ["s", "m"] }. */
  axes: Record<string, string[]>;
  /** Price add-ons per option slug ("xxl": 2). */
  surcharge?: Record<string, number>;
  /** Option slugs of the main variant, e.g. ["navy", "m"]. */
  main?: string[];
  /** Option slug combinations that are sold out (stock 0), e.g. [["white", "xs"]]. */
  soldOut?: string[][];
}

const prefixOf = (group: string): string => group.replace(/^prop\./, "");

function tiersOf(tiers: [number, number][]): TierPriceSeed[] {
  return tiers.map(([start, gross], i) => {
    const next = tiers[i + 1];
    return next ? { quantityStart: start, quantityEnd: next[0] - 1, gross } : { quantityStart: start, gross };
  });
}

function html(text: Translated, bullets?: Translated[]): Translated {
  const out = {} as Translated;
  for (const lang of ["en-GB", "pl-PL", "de-DE"] as const) {
    const list = bullets?.length ? `<ul>${bullets.map((b) => `<li>${b[lang]}</li>`).join("")}</ul>` : "";
    out[lang] = `<p>${text[lang]}</p>${list}`;
  }
  return out;
}

function withColour(name: Translated, colour: Translated): Translated {
  return {
    "en-GB": `${name["en-GB"]}, ${colour["en-GB"].toLowerCase()}`,
    "pl-PL": `${name["pl-PL"]}, ${colour["pl-PL"].toLowerCase()}`,
    "de-DE": `${name["de-DE"]}, ${colour["de-DE"]}`,
  };
}

/** Motifs (pictures) collected while products are defined. */
export const productMotifs: MotifSeed[] = [];

export function product(p: ProductInput): ProductSeed {
  const key = `prod.${p.slug}`;
  const top = p.top ?? false;
  const variantAxes = p.variants ? Object.entries(p.variants.axes) : [];
  const colourAxis = variantAxes.find(([group]) => group === "prop.colour");
  const views: ProductView[] = ["front"];
  if (p.detail || top || p.variants) views.push("detail");
  // A lifestyle scene (with companions) for featured products; rendering every product three times would make the
  // picture generation too slow.
  if (p.with?.length && (top || p.variants || p.cross || p.list !== undefined || p.detail)) views.push("lifestyle");

  const picture = { icon: p.icon, hue: p.hue, companions: p.with, hueRotate: p.hueRotate, tint: p.tint };
  let media: string[];
  const colourMedia = new Map<string, string[]>();
  if (colourAxis) {
    // One colourway per colour: the first with every view, the others with a front view.
    colourAxis[1].forEach((colour, i) => {
      const motif = `${p.slug}-${colour}`;
      const motifViews = i === 0 ? views : (["front"] as ProductView[]);
      productMotifs.push({
        key: motif,
        kind: "product",
        views: motifViews,
        alt: withColour(p.name, colourName(colour)),
        picture: { ...picture, tint: colourHex(colour), hueRotate: undefined },
      });
      colourMedia.set(
        colour,
        motifViews.map((v) => `${motif}/${v}`),
      );
    });
    const [first, ...others] = colourAxis[1];
    media = [...(colourMedia.get(first) ?? []), ...others.map((c) => `${p.slug}-${c}/front`)];
  } else {
    productMotifs.push({ key: p.slug, kind: "product", views, alt: p.name, picture });
    media = views.map((v) => `${p.slug}/${v}`);
  }

  const isDownload = Boolean(p.downloads?.length);
  const seed: ProductSeed = {
    key,
    productNumber: p.number,
    name: p.name,
    description: html(p.text, p.bullets),
    categories: p.cats.map(category),
    manufacturer: p.brand,
    tax: p.tax ?? "standard",
    price: p.price,
    stock: p.stock ?? (isDownload ? 9999 : pick(`${key}:stock`, 8, 160)),
    isCloseout: p.closeout ?? false,
    minPurchase: p.min ?? 1,
    purchaseSteps: p.step ?? 1,
    shippingFree: p.free ?? isDownload,
    markAsTopseller: top,
    deliveryTime: isDownload ? undefined : (p.delivery ?? "2-5 days"),
    releaseDaysAgo: p.days ?? pick(`${key}:released`, 45, 900),
    sales: p.sales ?? (top ? pick(`${key}:sales`, 600, 2400) : pick(`${key}:sales`, 0, 450)),
    properties: (p.props ?? []).map((o) => option(`opt.${o}`)),
    media,
    cover: media[0],
    picture,
    views,
    active: true,
  };
  if (p.list !== undefined) seed.listPrice = p.list;
  if (p.fx) {
    seed.currencyPrices = Object.entries(p.fx).map(([currency, gross]) => ({
      currency: currency as CurrencyPriceSeed["currency"],
      gross: gross,
    }));
  }
  if (p.tiers) seed.tierPrices = tiersOf(p.tiers);
  if (p.max !== undefined) seed.maxPurchase = p.max;
  if (p.weight !== undefined) seed.weight = p.weight;
  if (p.restock !== undefined) seed.restockTime = p.restock;
  if (p.unit) seed.unit = p.unit;
  if (p.downloads) seed.downloads = p.downloads;
  if (p.keywords) seed.keywords = p.keywords;
  if (p.cross) seed.crossSellings = p.cross;
  if (p.ean) seed.ean = p.ean;

  if (p.variants) {
    const axes = variantAxes.map(([group, slugs]) => ({
      group,
      options: slugs.map((s) => option(`opt.${prefixOf(group)}.${s}`)),
      slugs,
    }));
    const combos: string[][] = axes.reduce<string[][]>(
      (acc, axis) => acc.flatMap((combo) => axis.slugs.map((s) => [...combo, s])),
      [[]],
    );
    const soldOut = new Set((p.variants.soldOut ?? []).map((c) => c.join("|")));
    const variants: VariantSeed[] = combos.map((combo, i) => {
      const vkey = `${key}.${combo.join("-")}`;
      const surcharge = combo.reduce((sum, s) => sum + (p.variants?.surcharge?.[s] ?? 0), 0);
      const variant: VariantSeed = {
        key: vkey,
        productNumber: `${p.number}.${i + 1}`,
        options: combo.map((s, axis) => option(`opt.${prefixOf(axes[axis].group)}.${s}`)),
        stock: soldOut.has(combo.join("|")) ? 0 : pick(`${vkey}:stock`, 2, 60),
        sales: pick(`${vkey}:sales`, 0, Math.max(10, Math.round(seed.sales / combos.length) * 2)),
      };
      if (surcharge) {
        variant.price = Math.round((p.price + surcharge) * 100) / 100;
        if (p.list !== undefined) variant.listPrice = Math.round((p.list + surcharge) * 100) / 100;
      }
      const colour = colourAxis ? combo[variantAxes.indexOf(colourAxis)] : undefined;
      if (colour) {
        variant.media = colourMedia.get(colour);
        variant.cover = variant.media?.[0];
      }
      return variant;
    });
    seed.variants = {
      configurator: axes.map((a) => ({ group: a.group, options: a.options })),
      variants,
    };
    if (p.variants.main) seed.variants.mainVariant = `${key}.${p.variants.main.join("-")}`;
    seed.stock = variants.reduce((sum, v) => sum + v.stock, 0);
  }
  return seed;
}

const crossNames = {
  matching: t("Goes well with", "Pasuje do", "Passt gut zu"),
  also: t("Customers also bought", "Klienci kupili również", "Kunden kauften auch"),
  more: t("More from this category", "Więcej z tej kategorii", "Mehr aus dieser Kategorie"),
  cheaper: t("Similar, for less", "Podobne, taniej", "Ähnlich und günstiger"),
};

export function xlist(
  slug: string,
  products: string[],
  name: keyof typeof crossNames = "matching",
  position = 1,
): CrossSellingSeed {
  return {
    key: `xs.${slug}.${name}`,
    name: crossNames[name],
    position,
    active: true,
    type: "productList",
    products: products.map((s) => `prod.${s}`),
  };
}

export function xstream(
  slug: string,
  categoryKey: string,
  sortBy: "price" | "name",
  sortDirection: "ASC" | "DESC",
  limit = 8,
  name: keyof typeof crossNames = "more",
  position = 2,
): CrossSellingSeed {
  return {
    key: `xs.${slug}.${name}`,
    name: crossNames[name],
    position,
    active: true,
    type: "productStream",
    productStream: { categoryKey: category(categoryKey), limit, sortBy, sortDirection },
  };
}

export const unitKg = (purchaseUnit: number): ProductSeed["unit"] => ({
  unit: "unit.kg" as UnitKey,
  purchaseUnit,
  referenceUnit: 1,
});
export const unitL = (purchaseUnit: number): ProductSeed["unit"] => ({
  unit: "unit.l" as UnitKey,
  purchaseUnit,
  referenceUnit: 1,
});

/** The groups products may use as variant axes (checked by tests of the catalogue). */
export const variantGroups = propertyGroups.map((g) => g.key);
