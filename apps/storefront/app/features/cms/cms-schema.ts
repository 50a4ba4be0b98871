import type { DetailProduct, ProductListingAggregations, Schemas } from "../../lib/store-api-types";

/**
 * What the generated CmsSlot leaves open: Shopware's CmsSlotsDataResolver sets each slot's `data` to the struct its
 * type's element resolver builds (Content/Cms/SalesChannel/Struct/*, built by Content/Cms/DataResolver/Element/* and
 * Content/Product/Cms/*), and `config` is CmsSlotEntity's JSON field of {source, value} per key. The generated schema
 * types both as free records (GenericRecord). These are the answers' real shapes, in the generated entity types;
 * store-api-client.server.ts applies them to the category and landing page answers.
 */

/** One config field of a slot (CmsSlotEntity config: `static`, `mapped`, `product_stream`… and its value). */
export interface CmsSlotConfigField {
  source: string;
  value: unknown;
}
export type CmsSlotConfig = Record<string, CmsSlotConfigField>;

/** TextStruct (text, product-name) and HtmlStruct. */
interface TextStruct {
  content?: string | null;
}
/** ImageStruct; ManufacturerLogoStruct adds the manufacturer. */
interface ImageStruct {
  mediaId?: string | null;
  url?: string | null;
  newTab?: boolean | null;
  media?: Schemas["Media"] | null;
}
/** ImageSliderStruct (image-slider, image-gallery): ImageSliderItemStruct items. */
interface ImageSliderStruct {
  sliderItems?: Array<Omit<ImageStruct, "mediaId">>;
}
/** ProductBoxStruct, BuyBoxStruct and ProductDescriptionReviewsStruct: the product they show. */
interface ProductStruct {
  productId?: string | null;
  product?: DetailProduct | null;
}

/** The data struct of each element type the storefront renders, by slot type. */
export interface CmsSlotStructs {
  text: TextStruct;
  html: TextStruct;
  "product-name": TextStruct;
  image: ImageStruct;
  "image-slider": ImageSliderStruct;
  "image-gallery": ImageSliderStruct;
  "product-box": ProductStruct;
  "product-slider": { products?: Schemas["Product"][]; streamId?: string | null };
  "product-listing": {
    listing?:
      | (Omit<Schemas["ProductListingResult"], "aggregations"> & { aggregations?: ProductListingAggregations })
      | null;
  };
  "cross-selling": { crossSellings?: Schemas["CrossSellingElementCollection"] | null };
  "buy-box": ProductStruct & { totalReviews?: number; configuratorSettings?: Schemas["PropertyGroup"][] | null };
  "product-description-reviews": ProductStruct & {
    ratingSuccess?: boolean | null;
    reviews?: (Schemas["EntitySearchResult"] & { elements?: Schemas["ProductReview"][] }) | null;
  };
  "manufacturer-logo": ImageStruct & { manufacturer?: Schemas["ProductManufacturer"] | null };
}

export type CmsSlotType = keyof CmsSlotStructs;

export type CmsSlotSchema = Omit<Schemas["CmsSlot"], "data" | "config" | "translated"> & {
  /** The struct of the slot's type (CmsSlotStructs); another type's element (a plugin's) brings its own. */
  data?: CmsSlotStructs[CmsSlotType] | null;
  config?: CmsSlotConfig | null;
  translated: Omit<Schemas["CmsSlot"]["translated"], "config"> & { config?: CmsSlotConfig | null };
};
export type CmsBlockSchema = Omit<Schemas["CmsBlock"], "slots"> & { slots: CmsSlotSchema[] };
export type CmsSectionSchema = Omit<Schemas["CmsSection"], "blocks"> & { blocks: CmsBlockSchema[] };
export type CmsPageSchema = Omit<Schemas["CmsPage"], "sections"> & { sections: CmsSectionSchema[] };
