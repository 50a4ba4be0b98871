/**
 * Types of the catalogue's content: CMS layouts, landing pages and pictures. Re-exported by ./types.ts.
 */
import type { JsonValue, Locale, MediaKey, PictureSpec, Translated } from "./types.js";

// ---------------------------------------------------------------------------------------------------------------
// CMS
// ---------------------------------------------------------------------------------------------------------------

export type CmsPageType = "page" | "landingpage" | "product_list" | "product_detail";
export type CmsConfigSource = "static" | "mapped" | "product_stream" | "default";

export type CmsElementType =
  | "text"
  | "html"
  | "image"
  | "image-slider"
  | "image-gallery"
  | "youtube-video"
  | "vimeo-video"
  | "product-box"
  | "product-slider"
  | "product-listing"
  | "buy-box"
  | "cross-selling"
  | "form"
  | "sidebar-filter"
  | "category-navigation"
  | "manufacturer-logo"
  | "product-name"
  | "product-description-reviews";

export type CmsBlockType =
  | "text"
  | "text-hero"
  | "text-teaser"
  | "text-two-column"
  | "text-on-image"
  | "html"
  | "image"
  | "image-text"
  | "image-two-column"
  | "image-three-column"
  | "image-highlight-row"
  | "image-slider"
  | "image-gallery"
  | "center-text"
  | "youtube-video"
  | "vimeo-video"
  | "product-three-column"
  | "product-slider"
  | "product-listing"
  | "product-heading"
  | "gallery-buybox"
  | "product-description-reviews"
  | "cross-selling"
  | "sidebar-filter"
  | "category-navigation"
  | "form";

export type CmsConfig = Record<string, { source: CmsConfigSource; value: JsonValue }>;

export interface CmsVisibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export interface CmsSlotSeed {
  /** Stable key, unique within the catalogue ("cms.home.hero.slider"), for ids and slotConfig overrides. */
  key: string;
  /** Position name inside the block: "content", "left", "right", "center", "imageSlider", … */
  slot: string;
  type: CmsElementType;
  /** Language-independent config. */
  config: CmsConfig;
  /** Per-language config merged over `config` (texts, titles, confirmation messages). */
  translated?: Record<Locale, CmsConfig>;
}

export interface CmsBlockSeed {
  type: CmsBlockType;
  name?: string;
  sectionPosition: "main" | "sidebar";
  marginTop?: string;
  marginBottom?: string;
  marginLeft?: string;
  marginRight?: string;
  backgroundColor?: string;
  backgroundMedia?: MediaKey;
  backgroundMediaMode?: "cover" | "contain" | "auto";
  cssClass?: string;
  visibility?: CmsVisibility;
  slots: CmsSlotSeed[];
}

export interface CmsSectionSeed {
  type: "default" | "sidebar";
  name?: string;
  sizingMode: "boxed" | "full_width";
  /** For sidebar sections: what the sidebar does on phones. */
  mobileBehavior?: "wrap" | "hidden";
  backgroundColor?: string;
  backgroundMedia?: MediaKey;
  backgroundMediaMode?: "cover" | "contain" | "auto";
  cssClass?: string;
  visibility?: CmsVisibility;
  blocks: CmsBlockSeed[];
}

export interface CmsPageSeed {
  key: string; // "cms.home"
  type: CmsPageType;
  name: Translated;
  cssClass?: string;
  /** Shown on pages of this layout type when nothing else is configured. */
  locked?: boolean;
  previewMedia?: MediaKey;
  sections: CmsSectionSeed[];
}

// ---------------------------------------------------------------------------------------------------------------
// Landing pages
// ---------------------------------------------------------------------------------------------------------------

export interface LandingPageSeed {
  key: string; // "lp.summer-sale"
  name: Translated;
  /** SEO path per language, without leading slash: "summer-sale". */
  url: Translated;
  cmsPage: string;
  active: boolean;
  metaTitle?: Translated;
  metaDescription?: Translated;
  keywords?: Translated;
  slotConfig?: Record<string, CmsConfig>;
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------------------------

export type MotifKind = "product" | "banner" | "logo" | "slide" | "teaser" | "illustration";

/** One picture subject for seed/media/generate.ts; it renders one media per view. */
export interface MotifSeed {
  /** Folder name under seed/media/files, e.g. "linen-shirt" or "basic-tee-navy". */
  key: string;
  kind: MotifKind;
  /** Views to render ("front", "detail", "lifestyle" for products; "banner", "logo", "slide", "teaser", "illustration"). */
  views: string[];
  alt: Translated;
  picture: PictureSpec;
  /** Extra icons (banners, slides) in drawing order. */
  icons?: string[];
  /** Text drawn on logos ("Nordlicht"), not translated. */
  text?: string;
  /** Logo accent colour. */
  accent?: string;
}
