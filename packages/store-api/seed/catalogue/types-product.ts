/**
 * Types of the catalogue's products: prices, variants, cross-selling, downloads and pictures. Re-exported by
 * ./types.ts.
 */
import type { CurrencyCode, DeliveryTimeKey, MediaKey, TaxKey, Translated, UnitKey } from "./types.js";

// ---------------------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------------------

export interface CurrencyPriceSeed {
  currency: Exclude<CurrencyCode, "EUR">;
  gross: number;
  listPrice?: number;
}

export interface TierPriceSeed {
  quantityStart: number;
  /** Inclusive; omitted on the last tier. */
  quantityEnd?: number;
  /** EUR gross unit price in this tier. */
  gross: number;
}

export interface DownloadSeed {
  /** File name without extension, e.g. "the-quiet-garden". The loader creates the file. */
  fileName: string;
  fileExtension: "pdf" | "epub" | "mp3" | "zip";
}

export type CrossSellingSortBy = "price" | "name";

export type CrossSellingSeed =
  | {
      key: string;
      name: Translated;
      position: number;
      active: boolean;
      type: "productList";
      /** Product keys in display order. */
      products: string[];
    }
  | {
      key: string;
      name: Translated;
      position: number;
      active: boolean;
      type: "productStream";
      /** A tiny stream: the products of a category (incl. sub categories), the product itself excluded. */
      productStream: {
        categoryKey: string;
        limit: number;
        sortBy: CrossSellingSortBy;
        sortDirection: "ASC" | "DESC";
      };
    };

/** How seed/media/generate.ts draws a product (Fluent Emoji motif on a soft background). */
export interface PictureSpec {
  /** fluent-emoji icon name, e.g. "t-shirt" */
  icon: string;
  /** Companion icons for the "lifestyle" view. */
  companions?: string[];
  /** Background hue 0–360. */
  hue: number;
  /** Recolour the motif to this colour ("#rrggbb"), e.g. for a colourway. */
  tint?: string;
  /** Rotate the motif's hues by this many degrees (an alternative to `tint`). */
  hueRotate?: number;
}

export type ProductView = "front" | "detail" | "lifestyle";

/** Options shared by parents, simple products and (as overrides) variants. */
export interface ProductCommerceFields {
  /** EUR gross unit price. */
  price: number;
  /** EUR gross "was" price (strike-through), higher than `price`. */
  listPrice?: number;
  currencyPrices?: CurrencyPriceSeed[];
  /** Graduated prices; the first tier starts at 1 and its price equals `price`. */
  tierPrices?: TierPriceSeed[];
  stock: number;
}

export interface VariantSeed extends Partial<ProductCommerceFields> {
  key: string; // "prod.basic-tee.navy-m"
  productNumber: string;
  /** Option keys, one per configurator group. */
  options: string[];
  stock: number;
  /** Own pictures (the colourway); inherits the parent's when omitted. */
  media?: MediaKey[];
  cover?: MediaKey;
  active?: boolean;
  isCloseout?: boolean;
  sales?: number;
}

export interface VariantConfigSeed {
  /** Configurator settings: the option keys offered, per group, in display order. */
  configurator: { group: string; options: string[] }[];
  /**
   * Listing: by default every parent is shown once (as its main variant or its best variant). `mainVariant` names a
   * variant key (Shopware `variantListingConfig.mainVariantId`); `displayParent` shows the parent itself.
   */
  mainVariant?: string;
  displayParent?: boolean;
  variants: VariantSeed[];
}

export interface ProductSeed extends ProductCommerceFields {
  key: string; // "prod.linen-shirt"
  productNumber: string;
  name: Translated;
  /** HTML. */
  description: Translated;
  /** Extra search keywords (space separated) added to the ones the loader derives from the name. */
  keywords?: Translated;
  metaTitle?: Translated;
  metaDescription?: Translated;
  /** Category keys; the first one is the main (SEO) category. */
  categories: string[];
  manufacturer: string;
  manufacturerNumber?: string;
  ean?: string;
  tax: TaxKey;
  isCloseout: boolean;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase?: number;
  shippingFree: boolean;
  markAsTopseller: boolean;
  /** kg */
  weight?: number;
  /** mm */
  width?: number;
  height?: number;
  length?: number;
  /** Omitted for downloads. */
  deliveryTime?: DeliveryTimeKey;
  /** Days until restocked when sold out. */
  restockTime?: number;
  /** The loader sets releaseDate = seed time minus this many days (products ≤ 30 days old count as "new"). */
  releaseDaysAgo: number;
  /** Number of sales so far (topseller sorting). */
  sales: number;
  /** Reference price: e.g. 0.25 kg sold, price shown per 1 kg. */
  unit?: {
    unit: UnitKey;
    purchaseUnit: number;
    referenceUnit: number;
    packUnit?: Translated;
    packUnitPlural?: Translated;
  };
  /** Property option keys (non-variant properties; variant options are in `variants`). */
  properties: string[];
  /** Media keys in gallery order. */
  media: MediaKey[];
  cover: MediaKey;
  /** The picture recipe used by the media generator (not stored by the loader). */
  picture: PictureSpec;
  /** Views drawn for the picture. */
  views: ProductView[];
  /** Digital product: files to deliver; such products have no shipping and no delivery time. */
  downloads?: DownloadSeed[];
  variants?: VariantConfigSeed;
  crossSellings?: CrossSellingSeed[];
  /** Product-specific CMS layout; otherwise `catalogue.defaults.productCmsPage`. */
  cmsPage?: string;
  active: boolean;
}
