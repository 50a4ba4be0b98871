/**
 * The demo catalogue: one plain-data object consumed by the seed loader and by seed/media/generate.ts.
 * See ./types.ts for the shape and the key conventions.
 */
import { deliveryTimes, taxes, units } from "./basics.js";
import { categories, categoryMotifs, navigation } from "./categories.js";
import { cmsMotifs, cmsPages } from "./cms/index.js";
import { productMotifs } from "./helpers.js";
import { landingPages } from "./landing-pages.js";
import { manufacturerMotifs, manufacturers } from "./manufacturers.js";
import { products } from "./products/index.js";
import { propertyGroups } from "./properties.js";
import { generateReviews } from "./reviews/index.js";
import { productStreams } from "./streams.js";
import type { Catalogue } from "./types.js";

export type * from "./types.js";
export { mapRefs, asRef, type RefKind } from "./refs.js";

export const catalogue: Catalogue = {
  taxes,
  deliveryTimes,
  units,
  manufacturers,
  propertyGroups,
  categories,
  navigation,
  products,
  reviews: generateReviews(products),
  productStreams,
  cmsPages,
  landingPages,
  motifs: [...productMotifs, ...categoryMotifs, ...manufacturerMotifs, ...cmsMotifs],
  defaults: {
    productCmsPage: "cms.product-detail",
    categoryCmsPage: "cms.category-listing",
    homeCmsPage: "cms.home",
    currency: "EUR",
    country: "DE",
    currencies: ["EUR", "USD", "GBP", "PLN"],
  },
};
