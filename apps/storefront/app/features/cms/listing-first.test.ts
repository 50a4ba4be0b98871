import { describe, expect, it } from "vitest";
import type { CmsBlockView, CmsPageView, CmsSectionView } from "./cms-types";
import { listingFirst } from "./listing-first";

const block = (type: string, sectionPosition: "main" | "sidebar" = "main"): CmsBlockView => ({
  type,
  sectionPosition,
  margin: { top: null, right: null, bottom: null, left: null },
  style: {} as CmsBlockView["style"],
  slots: [],
});
const section = (blocks: CmsBlockView[], type: CmsSectionView["type"] = "default"): CmsSectionView => ({
  type,
  sizingMode: "boxed",
  mobileBehavior: "wrap",
  style: {} as CmsSectionView["style"],
  blocks,
});
const page = (sections: CmsSectionView[]): CmsPageView => ({
  id: "p",
  type: "product_list",
  name: "Listing",
  cssClass: "",
  sections,
});

const shopwareListing = page([
  section([block("image"), block("text")]),
  section([block("category-navigation", "sidebar"), block("product-listing")], "sidebar"),
]);

/** Each section as its type and its blocks' types (the view has no ids). */
const ids = (result: CmsPageView) => result.sections.map((s) => `${s.type}:${s.blocks.map((b) => b.type).join(",")}`);

describe("listingFirst", () => {
  it("keeps the banner above and moves the description below the products", () => {
    expect(ids(listingFirst(shopwareListing, true))).toEqual([
      "default:image",
      "sidebar:category-navigation,product-listing",
      "default:text",
    ]);
  });

  it("drops the banner after the first page, and the section it leaves empty", () => {
    expect(ids(listingFirst(shopwareListing, false))).toEqual([
      "sidebar:category-navigation,product-listing",
      "default:text",
    ]);
  });

  it("leaves a layout without a product listing, or with the listing first, as it is", () => {
    const landing = page([section([block("text")]), section([block("image")])]);
    expect(listingFirst(landing, true)).toBe(landing);
    const first = page([section([block("product-listing")]), section([block("text")])]);
    expect(listingFirst(first, true)).toBe(first);
  });
});
