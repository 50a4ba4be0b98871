import type { CmsBlockView, CmsPageView } from "./cms-types";

const LISTING_BLOCK = "product-listing";
const TEXT_BLOCKS = new Set(["text", "text-hero", "text-teaser", "text-teaser-section"]);

/**
 * A category layout made for shopping: the products come first. Text blocks of the sections above the product
 * listing (the category description) move to a section right after it, and the banner image shows on the first
 * page only (`firstPage`). A layout without a listing (a landing-like category) stays as the merchant built it.
 */
export function listingFirst(page: CmsPageView, firstPage: boolean): CmsPageView {
  const listingIndex = page.sections.findIndex((section) =>
    section.blocks.some((block) => block.type === LISTING_BLOCK),
  );
  if (listingIndex <= 0) return page;
  const moved: CmsBlockView[] = [];
  const before = page.sections.slice(0, listingIndex).map((section) => ({
    ...section,
    blocks: section.blocks.filter((block) => {
      if (TEXT_BLOCKS.has(block.type)) {
        moved.push({ ...block, sectionPosition: "main" });
        return false;
      }
      return firstPage || block.type !== "image";
    }),
  }));
  const listing = page.sections[listingIndex];
  if (!listing) return page;
  const after = moved.length ? [{ ...listing, type: "default" as const, blocks: moved }] : [];
  return {
    ...page,
    sections: [
      ...before.filter((section) => section.blocks.length > 0),
      listing,
      ...after,
      ...page.sections.slice(listingIndex + 1),
    ],
  };
}
