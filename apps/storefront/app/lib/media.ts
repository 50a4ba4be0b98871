import { packSrcSet, type SrcSetView } from "./srcset";
import type { Answered, Schemas } from "./store-api-types";

/**
 * The fields of a Store API media entity the storefront shows (cards, cart and order lines, the product gallery,
 * CMS images): one shape for all of them, the generated `Media` schema's fields. Calls ask for exactly these with
 * `includes` (MEDIA_INCLUDES).
 */
export type ApiMedia = Answered<
  Schemas["Media"],
  "id" | "url" | "alt" | "title" | "translated" | "metaData" | "thumbnails"
>;

/** Store API `includes` of a media entity and its thumbnails, the fields ApiMedia names. */
export const MEDIA_INCLUDES = {
  media: ["id", "url", "alt", "title", "translated", "metaData", "thumbnails"],
  media_thumbnail: ["url", "width", "height"],
} satisfies Record<string, string[]>;

export interface ImageView {
  src: string;
  srcSet: SrcSetView | null;
  alt: string;
  width: number;
  height: number;
}

const DEFAULT_IMAGE_SIZE = 800;

/**
 * The widest a card or cart line picture shows, in device pixels: at most ~340 CSS px (ProductCard's sizes) at a
 * density of 2, or half a 430 px phone at 3. A wider thumbnail is never chosen, yet every candidate is written out
 * in each card's srcset (issue 15: page weight).
 */
export const CARD_MAX_DEVICE_WIDTH = 800;

interface Thumbnail {
  url: string;
  width: number;
  height?: number | null;
}

/** A media entity's thumbnails that have a URL and a width, smallest first. */
export function sortedThumbnails(media: ApiMedia): Thumbnail[] {
  return (media.thumbnails ?? [])
    .filter((thumb): thumb is Thumbnail => Boolean(thumb.url && thumb.width))
    .sort((a, b) => a.width - b.width);
}

/** The thumbnails a picture may choose from: up to the first that covers maxDeviceWidth. */
function thumbnailsUpTo(sorted: readonly Thumbnail[], maxDeviceWidth: number): Thumbnail[] {
  const covering = sorted.findIndex((thumb) => thumb.width >= maxDeviceWidth);
  return covering === -1 ? [...sorted] : sorted.slice(0, covering + 1);
}

export interface ImageOptions {
  /** The widest picture the place ever shows, in device pixels: wider thumbnails stay out of the srcset. */
  maxDeviceWidth?: number;
  /** `src`: a thumbnail of at least 400 px (a card), or the original (the gallery, which zooms). */
  src?: "thumbnail" | "original";
}

/**
 * The picture of a media entity with a srcset made from its thumbnails (smallest first). Its alt is the media's
 * (translated first), else the fallback (the product's name): an empty alt in Shopware means none was written.
 */
export function toImageView(
  media: ApiMedia | null | undefined,
  fallbackAlt: string,
  { maxDeviceWidth = CARD_MAX_DEVICE_WIDTH, src = "thumbnail" }: ImageOptions = {},
): ImageView | null {
  if (!media?.url) return null;
  const all = sortedThumbnails(media);
  const largest = all[all.length - 1];
  const thumbnails = thumbnailsUpTo(all, maxDeviceWidth);
  const width = media.metaData?.width ?? largest?.width ?? DEFAULT_IMAGE_SIZE;
  const height = media.metaData?.height ?? largest?.height ?? width;
  return {
    src:
      src === "original"
        ? media.url
        : (thumbnails.find((thumb) => thumb.width >= 400)?.url ?? thumbnails[thumbnails.length - 1]?.url ?? media.url),
    srcSet: packSrcSet(thumbnails),
    alt: media.translated?.alt || media.alt || fallbackAlt,
    width,
    height,
  };
}

/** The biggest rendition of a media entity (its largest thumbnail unless the original is wider), for zooming. */
export function largestUrl(media: ApiMedia & { url: string }): string {
  const largest = sortedThumbnails(media).at(-1);
  return largest && largest.width >= (media.metaData?.width ?? 0) ? largest.url : media.url;
}
