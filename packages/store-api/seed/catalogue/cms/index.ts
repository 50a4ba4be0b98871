import type { CmsPageSeed } from "../types.js";
import { categoryListingPage, productDetailPage } from "./catalogue-layouts.js";
import { aboutPage, brandPage, contactPage, faqPage, returnsPage } from "./content.js";
import { homePage } from "./home.js";
import { coffeeLayout, giftIdeasLayout, summerSaleLayout } from "./landing.js";
import { servicePages } from "./service.js";

export { cmsMotifs } from "./media.js";

export const cmsPages: CmsPageSeed[] = [
  homePage,
  categoryListingPage,
  productDetailPage,
  summerSaleLayout,
  giftIdeasLayout,
  coffeeLayout,
  ...servicePages,
  aboutPage,
  faqPage,
  returnsPage,
  contactPage,
  brandPage,
];
