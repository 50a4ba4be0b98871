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
import type { ProductSeed } from "./types-product.js";

export type * from "./types-content.js";
export type * from "./types-product.js";

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
