import { describe, expect, it } from "vitest";
import type { CmsBlockView, CmsPageView, CmsSectionView } from "./cms-types";
import { listingFirst } from "./listing-first";

const block = (id: string, type: string, sectionPosition: "main" | "sidebar" = "main"): CmsBlockView => ({
  id,
  type,
  sectionPosition,
  margin: { top: null, right: null, bottom: null, left: null },
  style: {} as CmsBlockView["style"],
  slots: [],
});
const section = (id: string, blocks: CmsBlockView[], type: CmsSectionView["type"] = "default"): CmsSectionView => ({
  id,
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
  section("top", [block("banner", "image"), block("description", "text")]),
  section("listing", [block("nav", "category-navigation", "sidebar"), block("grid", "product-listing")], "sidebar"),
]);

const ids = (result: CmsPageView) => result.sections.map((s) => `${s.id}:${s.blocks.map((b) => b.id).join(",")}`);

describe("listingFirst", () => {
  it("keeps the banner above and moves the description below the products", () => {
    expect(ids(listingFirst(shopwareListing, true))).toEqual([
      "top:banner",
      "listing:nav,grid",
      "listing-below:description",
    ]);
  });

  it("drops the banner after the first page, and the section it leaves empty", () => {
    expect(ids(listingFirst(shopwareListing, false))).toEqual(["listing:nav,grid", "listing-below:description"]);
  });

  it("leaves a layout without a product listing, or with the listing first, as it is", () => {
    const landing = page([section("a", [block("t", "text")]), section("b", [block("i", "image")])]);
    expect(listingFirst(landing, true)).toBe(landing);
    const first = page([section("listing", [block("grid", "product-listing")]), section("b", [block("t", "text")])]);
    expect(listingFirst(first, true)).toBe(first);
  });
});
