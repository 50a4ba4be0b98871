import type { ApiMedia } from "../../lib/media";
import type { Answer, AnsweredWithId, Schemas } from "../../lib/store-api-types";
import type { ApiListing } from "../listing/listing";
import type { ApiProduct as ApiCardProduct } from "../listing/product-card";
import type { ApiCrossSelling } from "../product/cross-selling";
import type { ApiPropertyGroup } from "../product/product";
import type { CmsSlotSchema, CmsSlotStructs, CmsSlotType } from "./cms-schema";

/** A product a CMS element shows: every field as answered, its id kept (the element's resolver loaded it by id). */
export type SlotProduct = Answer<CmsSlotStructs["buy-box"]["product"]> & { id: string };

/**
 * Each element type's data (cms-schema.ts CmsSlotStructs) as the converters read it: the struct's fields as
 * answered, its entities as the views that show them read them (cards, listing, cross-selling, configurator).
 */
export interface CmsSlotData {
  text: Answer<CmsSlotStructs["text"]>;
  html: Answer<CmsSlotStructs["html"]>;
  "product-name": Answer<CmsSlotStructs["product-name"]>;
  image: Answer<Omit<CmsSlotStructs["image"], "media">> & { media?: ApiMedia | null };
  "image-slider": Answer<CmsSlotStructs["image-slider"]>;
  "image-gallery": Answer<CmsSlotStructs["image-gallery"]>;
  "product-box": { product?: ApiCardProduct | null };
  "product-slider": { products?: ReadonlyArray<ApiCardProduct> | null };
  "product-listing": { listing?: ApiListing | null };
  "cross-selling": { crossSellings?: ReadonlyArray<ApiCrossSelling> | null };
  "buy-box": Answer<Omit<CmsSlotStructs["buy-box"], "product" | "configuratorSettings">> & {
    product?: SlotProduct | null;
    configuratorSettings?: ReadonlyArray<ApiPropertyGroup> | null;
  };
  "product-description-reviews": Answer<Omit<CmsSlotStructs["product-description-reviews"], "product">> & {
    product?: SlotProduct | null;
  };
  "manufacturer-logo": Answer<CmsSlotStructs["manufacturer-logo"]>;
}

/** The part of a Store API cms_slot the converters read; `data` is its type's struct (read it with slotData). */
export type ApiCmsSlot = AnsweredWithId<CmsSlotSchema, "config" | "translated"> &
  Pick<Schemas["CmsSlot"], "type" | "slot"> & { data?: CmsSlotData[CmsSlotType] | null };

/** A slot's data as its type's struct, or null for a slot of another type or without data. */
export function slotData<Type extends CmsSlotType>(slot: ApiCmsSlot, type: Type): CmsSlotData[Type] | null {
  // The one narrowing of slot data: Shopware's CmsSlotsDataResolver gives a slot the struct of its own type's
  // resolver, a tie between two sibling fields that TypeScript cannot express for a `type: string` answer.
  return slot.type === type && slot.data ? (slot.data as CmsSlotData[Type]) : null;
}
