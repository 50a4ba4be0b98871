/**
 * Types of the demo catalogue source data.
 *
 * The catalogue is plain data keyed by stable string keys ("cat.clothing.shirts", "prod.linen-shirt",
 * "opt.colour.navy", "cms.home", …). No key is a uuid: the loader turns every key into an id
 * deterministically, so a re-seed produces the same ids.
 *
 * Money is given in EUR, gross (tax included), as decimal numbers with at most two decimals; the loader converts to
 * integer minor units and derives net prices from the product's tax class and the default tax rate.
 *
 * Media are referenced by media keys "<motifKey>/<view>" (e.g. "linen-shirt/front"). Every media key used here is
 * an entry of seed/media/manifest.json (one `media` row per view, its `thumbnails` become `media_thumbnail` rows).
 */

import type { CmsConfig, CmsPageSeed, LandingPageSeed, MotifSeed } from "./types-content.js";

export type * from "./types-content.js";

export const LOCALES = ["en-GB", "pl-PL", "de-DE"] as const;
export type Locale = (typeof LOCALES)[number];

/** A text in every shop language. */
export type Translated = Record<Locale, string>;

/** "<motifKey>/<view>", an entry of seed/media/manifest.json. */
export type MediaKey = string;

export type CurrencyCode = "EUR" | "USD" | "GBP" | "PLN";
export type CountryCode = "DE" | "AT" | "CH" | "PL" | "GB" | "NL" | "FR" | "US";

// ---------------------------------------------------------------------------------------------------------------
// References inside free-form JSON (CMS slot configs, slotConfig overrides)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Inside CMS configs a reference to another catalogue entity is an object with exactly one `$…` member. The loader
 * replaces the whole object by the referenced entity's id (see `mapRefs` in ./refs.ts), e.g.
 * `{ media: { source: "static", value: { $media: "hero-summer/slide" } } }` → `value: "<media id>"`. The `…Url` kinds
 * stand for a link to the entity (a path such as "/navigation/{id}", which the storefront redirects to the SEO URL).
 */
export type Ref =
  | { $media: MediaKey }
  | { $product: string }
  | { $category: string }
  | { $productStream: string }
  | { $landingPage: string }
  | { $manufacturer: string }
  /** Link targets (image `url` configs): replaced by the entity's storefront path, e.g. its SEO path or "/navigation/{id}". */
  | { $categoryUrl: string }
  | { $productUrl: string }
  | { $landingPageUrl: string };

export type JsonValue = string | number | boolean | null | Ref | JsonValue[] | { [key: string]: JsonValue };

// ---------------------------------------------------------------------------------------------------------------
// Tax, delivery times, units
// ---------------------------------------------------------------------------------------------------------------

export type TaxKey = "standard" | "reduced" | "zero";

export interface TaxRuleSeed {
  country: CountryCode;
  /** Percent, e.g. 23 */
  taxRate: number;
}

export interface TaxSeed {
  key: TaxKey;
  name: Translated;
  /** Base rate in percent (the German rate; prices in this catalogue are gross at this rate). */
  taxRate: number;
  position: number;
  /** Per-country overrides (Shopware `tax_rule` of type "entire country"). */
  rules: TaxRuleSeed[];
}

export type DeliveryTimeKey = "1-3 days" | "2-5 days" | "1-2 weeks";

export interface DeliveryTimeSeed {
  key: DeliveryTimeKey;
  name: Translated;
  min: number;
  max: number;
  unit: "hour" | "day" | "week" | "month" | "year";
}

export type UnitKey = "unit.kg" | "unit.l" | "unit.piece";

export interface UnitSeed {
  key: UnitKey;
  shortCode: Translated;
  name: Translated;
}

// ---------------------------------------------------------------------------------------------------------------
// Manufacturers and properties
// ---------------------------------------------------------------------------------------------------------------

export interface ManufacturerSeed {
  key: string; // "man.nordlicht"
  name: string; // brand names are the same in every language
  description: Translated;
  link: string;
  /** Logo media key ("<motif>/logo"), optional. */
  logo?: MediaKey;
}

export type PropertyDisplayType = "color" | "text" | "media";

export interface PropertyOptionSeed {
  key: string; // "opt.colour.navy"
  name: Translated;
  position: number;
  /** "#1f3a5f" for colour swatches (displayType "color"). */
  colorHexCode?: string;
  media?: MediaKey;
}

export interface PropertyGroupSeed {
  key: string; // "prop.colour"
  name: Translated;
  description?: Translated;
  displayType: PropertyDisplayType;
  sortingType: "alphanumeric" | "position";
  filterable: boolean;
  visibleOnProductDetailPage: boolean;
  position: number;
  options: PropertyOptionSeed[];
}

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

// ---------------------------------------------------------------------------------------------------------------
// Categories (navigation trees)
// ---------------------------------------------------------------------------------------------------------------

export type CategoryType = "page" | "folder" | "link";
export type CategoryLinkType = "category" | "product" | "landing_page" | "external";

export interface CategorySeed {
  key: string; // "cat.clothing.shirts"
  /** null for the three roots. */
  parent: string | null;
  /** 0-based order among siblings. */
  position: number;
  /** 1 for roots. */
  level: number;
  type: CategoryType;
  name: Translated;
  /** HTML, for category pages. */
  description?: Translated;
  /** Banner picture. */
  media?: MediaKey;
  /** CMS layout key for pages. */
  cmsPage?: string;
  /** Per-category overrides of the layout's slot configs, keyed by slot key (CmsSlotSeed.key). */
  slotConfig?: Record<string, CmsConfig>;
  active: boolean;
  /** Shown in navigation menus. */
  visible: boolean;
  /** Only for type "link". */
  linkType?: CategoryLinkType;
  /** Key of the linked category / product / landing page (linkType category | product | landing_page). */
  internalLink?: string;
  /** URL for linkType "external". */
  externalLink?: string;
  linkNewTab?: boolean;
  metaTitle?: Translated;
  metaDescription?: Translated;
  keywords?: Translated;
}

// ---------------------------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------------------------

export interface ReviewSeed {
  key: string; // "rev.001"
  product: string;
  language: Locale;
  title: string;
  content: string;
  points: 1 | 2 | 3 | 4 | 5;
  /** Approved (visible) reviews have status true. */
  status: boolean;
  externalUser: string;
  externalEmail: string;
  /** The shop's reply. */
  comment?: string;
  /** createdAt = seed time minus this many days. */
  daysAgo: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Product streams (used by CMS product sliders)
// ---------------------------------------------------------------------------------------------------------------

export interface ProductStreamSeed {
  key: string; // "stream.topseller"
  name: Translated;
  description?: Translated;
  /** All conditions AND-ed; the loader translates them into Shopware stream filters. */
  filter: {
    categoryKey?: string;
    markAsTopseller?: boolean;
    /** Released within the last N days. */
    releasedWithinDays?: number;
    hasListPrice?: boolean;
    shippingFree?: boolean;
    maxPrice?: number;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The whole catalogue
// ---------------------------------------------------------------------------------------------------------------

export interface Catalogue {
  taxes: TaxSeed[];
  deliveryTimes: DeliveryTimeSeed[];
  units: UnitSeed[];
  manufacturers: ManufacturerSeed[];
  propertyGroups: PropertyGroupSeed[];
  /** Flat, parents before children. */
  categories: CategorySeed[];
  /** Roots of the sales channel's navigation trees. */
  navigation: { main: string; footer: string; service: string };
  products: ProductSeed[];
  reviews: ReviewSeed[];
  productStreams: ProductStreamSeed[];
  cmsPages: CmsPageSeed[];
  landingPages: LandingPageSeed[];
  /** Every picture the catalogue references (input of seed/media/generate.ts). */
  motifs: MotifSeed[];
  defaults: {
    /** CMS layout of products without their own. */
    productCmsPage: string;
    /** CMS layout of category pages without their own. */
    categoryCmsPage: string;
    /** Layout of the home page (the main navigation root). */
    homeCmsPage: string;
    currency: "EUR";
    country: "DE";
    /** Currencies for which explicit prices exist next to EUR (others are converted with the currency factor). */
    currencies: CurrencyCode[];
  };
}
