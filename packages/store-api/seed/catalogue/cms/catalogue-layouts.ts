import { t } from "../basics.js";
import type { CmsPageSeed } from "../types.js";
import { block, mapped, s, section, slot } from "./helpers.js";

const L = "cms.category-listing";
const D = "cms.product-detail";

/** Default category page: banner and description on top, navigation and filters left, listing right. */
export const categoryListingPage: CmsPageSeed = {
  key: L,
  type: "product_list",
  name: t("Default category layout", "Domyślny układ kategorii", "Standard-Kategorielayout"),
  sections: [
    section(
      [
        block("image", [
          slot(`${L}.banner.image`, "image", "image", {
            media: mapped("category.media"),
            displayMode: s("cover"),
            url: s(null),
            newTab: s(false),
            minHeight: s("240px"),
            verticalAlign: s(null),
          }),
        ]),
        block("text", [
          slot(`${L}.description.text`, "content", "text", {
            content: mapped("category.description"),
            verticalAlign: s(null),
          }),
        ]),
      ],
      { name: "Header" },
    ),
    section(
      [
        block("category-navigation", [slot(`${L}.sidebar.navigation`, "content", "category-navigation")], {
          sectionPosition: "sidebar",
          marginTop: "0",
          visibility: { mobile: false, tablet: true, desktop: true },
        }),
        block("sidebar-filter", [slot(`${L}.sidebar.filter`, "content", "sidebar-filter")], {
          sectionPosition: "sidebar",
        }),
        block("product-listing", [
          slot(`${L}.listing`, "content", "product-listing", {
            boxLayout: s("standard"),
            showSorting: s(true),
            useCustomSorting: s(false),
            availableSortings: s({}),
            defaultSorting: s(""),
            filters: s("manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter"),
            propertyWhitelist: s([]),
          }),
        ]),
      ],
      { type: "sidebar", mobileBehavior: "wrap", name: "Listing" },
    ),
  ],
};

/** Default product page: name and brand, gallery and buy box, description and reviews, cross-selling. */
export const productDetailPage: CmsPageSeed = {
  key: D,
  type: "product_detail",
  name: t("Default product page", "Domyślna strona produktu", "Standard-Produktseite"),
  sections: [
    section([
      block(
        "product-heading",
        [
          slot(`${D}.heading.name`, "left", "product-name", {
            content: mapped("product.name"),
            verticalAlign: s(null),
          }),
          slot(`${D}.heading.logo`, "right", "manufacturer-logo", {
            media: mapped("product.manufacturer.media"),
            displayMode: s("standard"),
            url: s(null),
            newTab: s(true),
            minHeight: s("40px"),
            verticalAlign: s(null),
          }),
        ],
        { marginBottom: "0" },
      ),
      block("gallery-buybox", [
        slot(`${D}.gallery`, "left", "image-gallery", {
          sliderItems: mapped("product.media"),
          navigationArrows: s("inside"),
          navigationDots: s("inside"),
          galleryPosition: s("left"),
          displayMode: s("standard"),
          minHeight: s("340px"),
          verticalAlign: s(null),
          zoom: s(true),
          fullScreen: s(true),
          keepAspectRatioOnZoom: s(true),
          magnifierOverGallery: s(false),
        }),
        slot(`${D}.buybox`, "right", "buy-box", { product: s(null), alignment: s(null) }),
      ]),
      block("product-description-reviews", [
        slot(`${D}.description-reviews`, "content", "product-description-reviews", {
          product: s(null),
          alignment: s(null),
        }),
      ]),
      block("cross-selling", [
        slot(`${D}.cross-selling`, "content", "cross-selling", {
          product: s(null),
          displayMode: s("standard"),
          boxLayout: s("standard"),
          elMinWidth: s("300px"),
        }),
      ]),
    ]),
  ],
};
