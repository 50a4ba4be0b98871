import type { FilterCounts } from "../listing/filter-counts";
import type { ApiListing } from "../listing/listing";
import type { ReviewCounts } from "../listing/product-card";
import { switchLocalePath, type Locale } from "../../lib/i18n";
import { configBoolean, configNumber, configString, configValue, cssLength, type SlotConfig } from "./cms-config";
import { toLinkView, toMediaView } from "./cms-media";
import { slotData, type ApiCmsSlot, type CmsSlotData, type SlotProduct } from "./cms-slot";
import type { CategoryNavigationView, CmsElementView, MediaView, SliderItemView } from "./cms-types";
import { sanitizeHtml } from "./sanitize-html";

export type { ApiCmsSlot } from "./cms-slot";

export interface ElementContext {
  locale: Locale;
  /** The page URL: listing elements read their filters, sort and page from it. */
  url?: URL;
  /** The page's product listing, for a sidebar filter placed before it. */
  listing?: ApiListing | null;
  hasSidebarFilter?: boolean;
  /** Per-option counts of the page's listing filters (filter-counts.server.ts). */
  filterCounts?: FilterCounts | null;
  /** Approved reviews of the page's card products (review-counts.server.ts), for every card element. */
  reviewCounts?: ReviewCounts;
  /** The page's product (product layouts), for elements mapped to it. */
  product?: SlotProduct | null;
  categoryNavigation?: CategoryNavigationView | null;
  /** Media looked up by id for config-only elements (video previews). */
  mediaById?: ReadonlyMap<string, MediaView>;
}

const SHOP_LINK = /(<a\s(?:[^>]*\s)?href=")(\/(?!\/)[^"]*)"/g;

/**
 * Shop paths in merchant HTML ("/navigation/{id}", "/clothing/") get the page's locale prefix, as the CMS's own link
 * fields do (toLinkView): one text serves every language, and a Polish shopper stays in Polish. Runs on sanitised
 * HTML, whose attributes are always double-quoted.
 */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(SHOP_LINK, (_match, start: string, path: string) => `${start}${switchLocalePath(path, locale)}"`);
}

const warnedTypes = new Set<string>();

/** Logs an unknown CMS type once per process: visible to operators, never to shoppers. */
export function warnUnknownCmsType(kind: "block" | "element", type: string): void {
  const key = `${kind}:${type}`;
  if (warnedTypes.has(key)) return;
  warnedTypes.add(key);
  console.warn(`CMS ${kind} type "${type}" is not supported; it is not rendered.`);
}

function sliderItems(data: CmsSlotData["image-slider"] | null, locale: Locale): SliderItemView[] {
  return (data?.sliderItems ?? []).flatMap((item) => {
    const media = toMediaView(item.media);
    return media ? [{ media, link: toLinkView(item.url, item.newTab, locale) }] : [];
  });
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

function videoElement(
  type: "youtube-video" | "vimeo-video",
  config: SlotConfig,
  context: ElementContext,
): CmsElementView | null {
  const videoId = configString(config, "videoID");
  if (!videoId || !VIDEO_ID.test(videoId)) return null;
  const params = new URLSearchParams();
  let embedUrl: string;
  if (type === "youtube-video") {
    // The privacy-enhanced host sets no cookies until the video plays.
    params.set("rel", "0");
    params.set("autoplay", "1");
    if (!configBoolean(config, "showControls", true)) params.set("controls", "0");
    if (configBoolean(config, "loop", false)) {
      params.set("loop", "1");
      params.set("playlist", videoId);
    }
    const start = configNumber(config, "start", 0);
    const end = configNumber(config, "end", 0);
    if (start > 0) params.set("start", String(Math.floor(start)));
    if (end > 0) params.set("end", String(Math.floor(end)));
    const host = configBoolean(config, "advancedPrivacyMode", true) ? "www.youtube-nocookie.com" : "www.youtube.com";
    embedUrl = `https://${host}/embed/${videoId}?${params}`;
  } else {
    params.set("dnt", "1");
    params.set("autoplay", "1");
    if (configBoolean(config, "loop", false)) params.set("loop", "1");
    embedUrl = `https://player.vimeo.com/video/${videoId}?${params}`;
  }
  const previewId = configString(config, "previewMedia");
  return { type, videoId, embedUrl, preview: (previewId && context.mediaById?.get(previewId)) || null };
}

/**
 * Converts one slot into its element view, or null when it has nothing to show. Product-based
 * elements are converted by `product-elements.ts`, which calls this for the rest.
 */
export function toBasicElementView(slot: ApiCmsSlot, context: ElementContext): CmsElementView | null {
  const config: SlotConfig = { ...(slot.config ?? {}), ...(slot.translated?.config ?? {}) };
  const { locale } = context;
  const content = (type: "text" | "html") => {
    const data = slotData(slot, type)?.content;
    return localizeLinks(sanitizeHtml(typeof data === "string" ? data : configString(config, "content")), locale);
  };

  switch (slot.type) {
    case "text":
      return { type: "text", html: content("text"), verticalAlign: configString(config, "verticalAlign") };
    case "html":
      return { type: "html", html: content("html") };
    case "image": {
      const data = slotData(slot, "image");
      return {
        type: "image",
        media: toMediaView(data?.media),
        link: toLinkView(
          data?.url ?? configString(config, "url"),
          data?.newTab ?? configBoolean(config, "newTab", false),
          locale,
        ),
        displayMode: configString(config, "displayMode") ?? "standard",
        minHeight: cssLength(configValue(config, "minHeight")),
      };
    }
    case "image-slider":
      return {
        type: "image-slider",
        items: sliderItems(slotData(slot, "image-slider"), locale),
        displayMode: configString(config, "displayMode") ?? "standard",
        minHeight: cssLength(configValue(config, "minHeight")),
        autoSlide: configBoolean(config, "autoSlide", false),
        autoplayTimeout: Math.max(2000, configNumber(config, "autoplayTimeout", 5000)),
      };
    case "image-gallery":
      return {
        type: "image-gallery",
        items: sliderItems(slotData(slot, "image-gallery"), locale),
        minHeight: cssLength(configValue(config, "minHeight")),
      };
    case "youtube-video":
    case "vimeo-video":
      return videoElement(slot.type, config, context);
    case "form":
      return {
        type: "form",
        formType: configString(config, "type") ?? "contact",
        title: configString(config, "title") ?? "",
        confirmationText: configString(config, "confirmationText") ?? "",
      };
    default:
      return null;
  }
}
