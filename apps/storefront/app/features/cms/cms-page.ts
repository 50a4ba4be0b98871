import type { AnsweredWithId } from "../../lib/store-api-types";
import { backgroundImageUrl } from "./background-media";
import { cssClasses, cssColor, cssLength } from "./cms-config";
import { warnUnknownCmsType, type ApiCmsSlot, type ElementContext } from "./cms-elements";
import { toMediaView, type ApiMedia } from "./cms-media";
import type { CmsBlockSchema, CmsPageSchema, CmsSectionSchema } from "./cms-schema";
import type {
  BackgroundView,
  BoxStyleView,
  CmsBlockView,
  CmsElementView,
  CmsPageView,
  CmsSectionView,
  CmsSlotView,
} from "./cms-types";
import { toElementView } from "./product-elements";
import { toVisibility } from "./visibility";

/** The box fields a section and a block share (background, spacing class, visibility). */
type BoxFields = "position" | "cssClass" | "backgroundColor" | "backgroundMedia" | "backgroundMediaMode" | "visibility";

export type ApiCmsBlock = AnsweredWithId<
  CmsBlockSchema,
  BoxFields | "sectionPosition" | "marginTop" | "marginRight" | "marginBottom" | "marginLeft"
> &
  Pick<CmsBlockSchema, "type"> & { slots?: ReadonlyArray<ApiCmsSlot> | null };

export type ApiCmsSection = AnsweredWithId<CmsSectionSchema, BoxFields | "sizingMode" | "mobileBehavior"> &
  Pick<CmsSectionSchema, "type"> & { blocks?: ReadonlyArray<ApiCmsBlock> | null };

/** A Store API cms_page (cms-schema.ts: its slots' data and config as Shopware answers them). */
export type ApiCmsPage = AnsweredWithId<CmsPageSchema, "type" | "name" | "cssClass" | "translated"> & {
  sections?: ReadonlyArray<ApiCmsSection> | null;
};

/** Converts one slot (replaceable in tests). */
export type SlotConverter = (slot: ApiCmsSlot, context: ElementContext) => CmsElementView | null;

/** Every block type of Shopware's standard set that is laid out as columns of its slots. */
export const KNOWN_BLOCK_TYPES = new Set([
  "text",
  "text-hero",
  "text-teaser",
  "text-teaser-section",
  "text-two-column",
  "text-three-column",
  "text-on-image",
  "center-text",
  "html",
  "image",
  "image-two-column",
  "image-three-column",
  "image-four-column",
  "image-three-cover",
  "image-cover",
  "image-bubble-row",
  "image-highlight-row",
  "image-simple-grid",
  "image-text",
  "image-text-row",
  "image-text-cover",
  "image-text-bubble",
  "image-text-gallery",
  "image-gallery",
  "image-slider",
  "youtube-video",
  "vimeo-video",
  "product-three-column",
  "product-slider",
  "product-listing",
  "product-heading",
  "product-description-reviews",
  "cross-selling",
  "gallery-buybox",
  "sidebar-filter",
  "category-navigation",
  "form",
  "custom-form",
]);

function byPosition<T extends { position?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

const SLOT_ORDER = [
  "left",
  "left-image",
  "left-text",
  "center",
  "center-image",
  "center-text",
  "right",
  "right-image",
  "right-text",
];

function slotRank(slot: string): number {
  const index = SLOT_ORDER.indexOf(slot);
  return index === -1 ? SLOT_ORDER.length : index;
}

function backgroundSources(media: ApiMedia | null | undefined): Pick<BackgroundView, "srcSet" | "width" | "height"> {
  const view = toMediaView(media);
  return { srcSet: view?.srcSet ?? null, width: view?.width ?? null, height: view?.height ?? null };
}

function toBoxStyle(box: ApiCmsBlock | ApiCmsSection): BoxStyleView {
  const url = backgroundImageUrl(box.backgroundMedia);
  const cssClass = cssClasses(box.cssClass);
  const backgroundColor = cssColor(box.backgroundColor);
  const visibility = toVisibility(box.visibility);
  const everywhere = visibility.mobile && visibility.tablet && visibility.desktop;
  return {
    ...(cssClass ? { cssClass } : {}),
    ...(backgroundColor ? { backgroundColor } : {}),
    ...(url
      ? {
          background: {
            url,
            mode:
              box.backgroundMediaMode === "contain" || box.backgroundMediaMode === "auto"
                ? box.backgroundMediaMode
                : "cover",
            ...backgroundSources(box.backgroundMedia),
          },
        }
      : {}),
    ...(everywhere ? {} : { visibility }),
  };
}

function toSlots(slots: readonly ApiCmsSlot[], context: ElementContext, convert: SlotConverter): CmsSlotView[] {
  return [...slots]
    .sort((a, b) => slotRank(a.slot) - slotRank(b.slot))
    .flatMap((slot) => {
      if (!KNOWN_ELEMENT_TYPES.has(slot.type)) {
        warnUnknownCmsType("element", slot.type);
        return [];
      }
      const element = convert(slot, context);
      return element ? [{ slot: slot.slot, element }] : [];
    });
}

function toBlock(block: ApiCmsBlock, context: ElementContext, convert: SlotConverter): CmsBlockView | null {
  if (!KNOWN_BLOCK_TYPES.has(block.type)) {
    warnUnknownCmsType("block", block.type);
    return null;
  }
  const slots = toSlots(block.slots ?? [], context, convert);
  if (slots.length === 0) return null;
  return {
    type: block.type,
    sectionPosition: block.sectionPosition === "sidebar" ? "sidebar" : "main",
    margin: Object.fromEntries(
      (
        [
          ["top", cssLength(block.marginTop)],
          ["right", cssLength(block.marginRight)],
          ["bottom", cssLength(block.marginBottom)],
          ["left", cssLength(block.marginLeft)],
        ] as const
      ).filter(([, length]) => length !== null),
    ),
    style: toBoxStyle(block),
    slots,
  };
}

function toSection(section: ApiCmsSection, context: ElementContext, convert: SlotConverter): CmsSectionView | null {
  const blocks = byPosition(section.blocks ?? []).flatMap((block) => {
    const view = toBlock(block, context, convert);
    return view ? [view] : [];
  });
  if (blocks.length === 0) return null;
  return {
    type: section.type === "sidebar" ? "sidebar" : "default",
    sizingMode: section.sizingMode === "full_width" ? "full_width" : "boxed",
    mobileBehavior: section.mobileBehavior === "hidden" ? "hidden" : "wrap",
    style: toBoxStyle(section),
    blocks,
  };
}

/** Every element type the renderer knows; others are logged once and left out. */
export const KNOWN_ELEMENT_TYPES = new Set([
  "text",
  "html",
  "image",
  "image-slider",
  "image-gallery",
  "youtube-video",
  "vimeo-video",
  "form",
  "product-box",
  "product-slider",
  "product-listing",
  "buy-box",
  "cross-selling",
  "sidebar-filter",
  "category-navigation",
  "manufacturer-logo",
  "product-name",
  "product-description-reviews",
]);

/** Converts a Store API cms_page into the view the renderer reads. */
export function toCmsPageView(
  page: ApiCmsPage,
  context: ElementContext,
  convert: SlotConverter = toElementView,
): CmsPageView {
  return {
    id: page.id,
    type: page.type ?? "page",
    name: page.translated?.name || page.name || "",
    cssClass: cssClasses(page.cssClass),
    sections: byPosition(page.sections ?? []).flatMap((section) => {
      const view = toSection(section, context, convert);
      return view ? [view] : [];
    }),
  };
}

/** Whether the layout brings its own page heading (an <h1> in a text, or a product name). */
export function pageHasHeading(page: CmsPageView | null): boolean {
  return (page?.sections ?? []).some((section) =>
    section.blocks.some((block) =>
      block.slots.some(
        ({ element }) =>
          element.type === "product-name" ||
          ((element.type === "text" || element.type === "html") && /<h1[\s>]/i.test(element.html)),
      ),
    ),
  );
}
