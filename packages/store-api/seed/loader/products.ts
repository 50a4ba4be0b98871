import type { AnyRow } from "../../src/db/schema.js";
import { idFor } from "../ids.js";
import type {
  Catalogue,
  CurrencyPriceSeed,
  MediaKey,
  ProductSeed,
  TierPriceSeed,
  VariantSeed,
} from "../catalogue/types.js";
import { CURRENCIES, currencyId, deliveryTimeId } from "../reference.js";
import type { SeedWriter } from "../writer.js";
import { ancestorIds, type CategoryTree } from "./categories.js";
import { json, netOf, taxId, toMinor, type KeyRegistry, type SeedClock } from "./keys.js";
import { optionGroups } from "./taxonomy.js";

/**
 * One product row as stored: a simple product, a parent, or a variant with everything it inherits from its parent
 * already filled in (the schema keeps variants denormalised, so reads never resolve inheritance).
 */
export interface LoadedProduct {
  key: string;
  id: string;
  /** The simple product or the variant's parent. */
  seed: ProductSeed;
  variant?: VariantSeed;
  hasVariants: boolean;
  productNumber: string;
  active: boolean;
  media: MediaKey[];
  cover: MediaKey;
  /** Variant options (empty for simple products and parents). */
  optionKeys: string[];
  tierPrices: TierPriceSeed[];
  /** Tax rate the net prices were derived with. */
  taxRate: number;
}

/** Expands every product seed into its rows: simple products, and parents followed by their variants. */
export function expandProducts(catalogue: Catalogue, keys: KeyRegistry): LoadedProduct[] {
  const rates = new Map(catalogue.taxes.map((tax) => [tax.key, tax.taxRate]));
  return catalogue.products.flatMap((seed) => {
    const taxRate = rates.get(seed.tax);
    if (taxRate === undefined) throw new Error(`catalogue: product ${seed.key} has unknown tax ${seed.tax}`);
    const base: LoadedProduct = {
      key: seed.key,
      id: keys.id("product", seed.key),
      seed,
      hasVariants: Boolean(seed.variants?.variants.length),
      productNumber: seed.productNumber,
      active: seed.active,
      media: seed.media,
      cover: seed.cover,
      optionKeys: [],
      tierPrices: seed.tierPrices ?? [],
      taxRate,
    };
    const variants = (seed.variants?.variants ?? []).map(
      (variant): LoadedProduct => ({
        ...base,
        key: variant.key,
        id: keys.id("product", variant.key),
        variant,
        hasVariants: false,
        productNumber: variant.productNumber,
        active: seed.active && (variant.active ?? true),
        media: variant.media ?? seed.media,
        cover: variant.cover ?? variant.media?.[0] ?? seed.cover,
        optionKeys: variant.options,
        tierPrices: variant.tierPrices ?? shiftTiers(seed.tierPrices ?? [], priceDelta(seed, variant)),
      }),
    );
    return [base, ...variants];
  });
}

/** Cents a variant costs more than its parent (surcharges), 0 when it keeps the parent's price. */
function priceDelta(seed: ProductSeed, variant: VariantSeed): number {
  return variant.price === undefined ? 0 : toMinor(variant.price) - toMinor(seed.price);
}

/** A surcharged variant without its own tiers keeps the parent's quantity steps, shifted by the surcharge. */
function shiftTiers(tiers: TierPriceSeed[], deltaMinor: number): TierPriceSeed[] {
  return tiers.map((tier) => ({ ...tier, gross: (toMinor(tier.gross) + deltaMinor) / 100 }));
}

const FACTORS = new Map<string, number>(CURRENCIES.map((c) => [c.iso, c.factor]));

interface Prices {
  gross: number;
  listGross: number | null;
  currencyPrices: CurrencyPriceSeed[];
}

function effectivePrices(product: LoadedProduct): Prices {
  const { seed, variant } = product;
  const delta = variant ? priceDelta(seed, variant) : 0;
  const gross = variant?.price !== undefined ? toMinor(variant.price) : toMinor(seed.price);
  const parentList = seed.listPrice === undefined ? null : toMinor(seed.listPrice) + delta;
  const listGross = variant?.listPrice !== undefined ? toMinor(variant.listPrice) : parentList;
  // Explicit prices in other currencies move with the surcharge, converted at the currency's factor.
  const currencyPrices =
    variant?.currencyPrices ??
    (seed.currencyPrices ?? []).map((price) => {
      const shift = Math.round(delta * (FACTORS.get(price.currency) ?? 1)) / 100;
      return {
        ...price,
        gross: price.gross + shift,
        ...(price.listPrice !== undefined ? { listPrice: price.listPrice + shift } : {}),
      };
    });
  return { gross, listGross, currencyPrices };
}

/** Product rows sold below a list ("was") price. */
export function withListPrice(products: LoadedProduct[]): string[] {
  return products
    .filter((product) => product.active && effectivePrices(product).listGross !== null)
    .map((product) => product.id);
}

function currencyPricesJson(prices: CurrencyPriceSeed[], taxRate: number): string | null {
  if (!prices.length) return null;
  return json(
    prices.map((price) => {
      const gross = toMinor(price.gross);
      const entry: Record<string, unknown> = {
        currencyId: currencyId(price.currency),
        gross,
        net: netOf(gross, taxRate),
      };
      if (price.listPrice !== undefined)
        entry.listPrice = { gross: toMinor(price.listPrice), net: netOf(toMinor(price.listPrice), taxRate) };
      return entry;
    }),
  );
}

export interface ProductRowsInput {
  catalogue: Catalogue;
  products: LoadedProduct[];
  tree: CategoryTree;
  keys: KeyRegistry;
  clock: SeedClock;
  /** Average points of approved reviews per display group (the parent or simple product key). */
  ratings: Map<string, number>;
  /** product_media id of a product row's cover. */
  coverId: (product: LoadedProduct) => string;
}

export function addProducts(writer: SeedWriter, input: ProductRowsInput): void {
  const { catalogue, products, tree, keys, clock } = input;
  const groups = optionGroups(catalogue);
  const cheapest = new Map<string, number>();
  for (const product of products) {
    if (product.hasVariants || !product.active) continue;
    const gross = effectivePrices(product).gross;
    cheapest.set(product.seed.key, Math.min(cheapest.get(product.seed.key) ?? gross, gross));
  }

  for (const product of products) {
    const { seed, variant } = product;
    const prices = effectivePrices(product);
    const parentId = keys.id("product", seed.key);
    const categoryIds = seed.categories.map((key) => keys.id("category", key));
    const categoryTree = [...new Set(seed.categories.flatMap((key) => ancestorIds(tree, key)))];
    const config = seed.variants;
    const listingConfig = config
      ? {
          displayParent: config.displayParent ?? false,
          mainVariantId: keys.optional("product", config.mainVariant),
          configuratorGroupConfig: config.configurator.map((axis) => ({
            id: keys.id("group", axis.group),
            representation: groups.get(axis.options[0])?.displayType === "color" ? "color" : "box",
            expressionForListings: false,
          })),
        }
      : null;
    const stock = variant ? variant.stock : seed.stock;
    const isCloseout = variant?.isCloseout ?? seed.isCloseout;
    const row: AnyRow & { id: string } = {
      id: product.id,
      parent_id: variant ? parentId : null,
      product_number: product.productNumber,
      active: product.active ? 1 : 0,
      visibility: 30,
      type: seed.downloads?.length ? "digital" : "physical",
      stock,
      available_stock: stock,
      available: stock > 0 || !isCloseout ? 1 : 0,
      is_closeout: isCloseout ? 1 : 0,
      min_purchase: seed.minPurchase,
      max_purchase: seed.maxPurchase ?? null,
      purchase_steps: seed.purchaseSteps,
      restock_time: seed.restockTime ?? null,
      shipping_free: seed.shippingFree ? 1 : 0,
      mark_as_topseller: seed.markAsTopseller ? 1 : 0,
      manufacturer_id: keys.id("manufacturer", seed.manufacturer),
      manufacturer_number: seed.manufacturerNumber ?? null,
      ean: seed.ean ?? null,
      tax_id: taxId(seed.tax),
      delivery_time_id: seed.deliveryTime ? deliveryTimeId(seed.deliveryTime.replace(/ /g, "-")) : null,
      cover_id: input.coverId(product),
      cms_page_id: keys.id("cms", seed.cmsPage ?? catalogue.defaults.productCmsPage),
      weight: seed.weight ?? null,
      width: seed.width ?? null,
      height: seed.height ?? null,
      length: seed.length ?? null,
      purchase_unit: seed.unit?.purchaseUnit ?? null,
      reference_unit: seed.unit?.referenceUnit ?? null,
      release_date: clock.daysAgo(seed.releaseDaysAgo),
      rating_average: input.ratings.get(seed.key) ?? null,
      sales: variant ? (variant.sales ?? 0) : seed.sales,
      child_count: variant ? 0 : (config?.variants.length ?? 0),
      display_group: parentId,
      main_variant_id: listingConfig?.mainVariantId ?? null,
      price_gross: prices.gross,
      price_net: netOf(prices.gross, product.taxRate),
      list_price_gross: prices.listGross,
      list_price_net: prices.listGross === null ? null : netOf(prices.listGross, product.taxRate),
      currency_prices: currencyPricesJson(prices.currencyPrices, product.taxRate),
      cheapest_price: cheapest.get(seed.key) ?? prices.gross,
      option_ids: json(product.optionKeys.map((key) => keys.id("option", key))),
      property_ids: json(seed.properties.map((key) => keys.id("option", key))),
      category_ids: json(categoryIds),
      category_tree: json(categoryTree),
      variant_listing_config: listingConfig ? json(listingConfig) : null,
    };
    writer.addTranslated("product", row, {
      name: seed.name,
      description: seed.description,
      keywords: seed.keywords ?? null,
      meta_title: seed.metaTitle ?? null,
      meta_description: seed.metaDescription ?? null,
      pack_unit: seed.unit?.packUnit ?? null,
      pack_unit_plural: seed.unit?.packUnitPlural ?? null,
      custom_search_keywords: null,
      slot_config: null,
    });
  }
}

/** Graduated prices of every product row (variants carry their own copy). */
export function addTierPrices(writer: SeedWriter, products: LoadedProduct[]): void {
  for (const product of products) {
    for (const tier of product.tierPrices) {
      const gross = toMinor(tier.gross);
      writer.add("product_price", {
        id: idFor(`${product.key}#price-${tier.quantityStart}`),
        product_id: product.id,
        quantity_start: tier.quantityStart,
        quantity_end: tier.quantityEnd ?? null,
        price_gross: gross,
        price_net: netOf(gross, product.taxRate),
        currency_prices: null,
      });
    }
  }
}
