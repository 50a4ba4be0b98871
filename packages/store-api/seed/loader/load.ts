import type { Catalogue } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { addCategories, buildCategoryTree } from "./categories.js";
import { addCmsPages, addLandingPages, addProductStreams } from "./cms.js";
import { addDownloads, writeDownloadFiles } from "./downloads.js";
import { KeyRegistry, seedClock, type SeedClock } from "./keys.js";
import { addMedia, type ManifestMedia } from "./media.js";
import {
  addConfiguratorSettings,
  addCrossSellings,
  addProductLinks,
  addProductMedia,
  productMediaId,
} from "./product-relations.js";
import { addProducts, addTierPrices, expandProducts, withListPrice } from "./products.js";
import { addReviews, ratingAverages } from "./reviews.js";
import { addSearchKeywords } from "./search-keywords.js";
import { addSeoUrls } from "./seo-urls.js";
import { addManufacturers, addPropertyGroups, addTaxes } from "./taxonomy.js";

export interface CatalogueRoots {
  navigationCategoryId: string;
  footerCategoryId: string | null;
  serviceCategoryId: string | null;
  homeCmsPageId: string | null;
}

export interface LoadOptions {
  log?: (line: string) => void;
  /** Defaults to today's clock (see SeedClock). */
  clock?: SeedClock;
  /** Where digital products' files go; defaults to DOWNLOADS_DIR. */
  downloadsDir?: string;
}

/** Every key the catalogue defines, so references between entities are checked before any row is built. */
function registerKeys(catalogue: Catalogue, media: ManifestMedia[]): KeyRegistry {
  const keys = new KeyRegistry();
  for (const entry of media) keys.register("media", entry.key);
  for (const category of catalogue.categories) keys.register("category", category.key);
  for (const product of catalogue.products) {
    keys.register("product", product.key);
    for (const variant of product.variants?.variants ?? []) keys.register("product", variant.key);
  }
  for (const page of catalogue.cmsPages) {
    keys.register("cms", page.key);
    for (const slot of page.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots))) keys.register("slot", slot.key);
  }
  for (const page of catalogue.landingPages) keys.register("landingPage", page.key);
  for (const manufacturer of catalogue.manufacturers) keys.register("manufacturer", manufacturer.key);
  for (const group of catalogue.propertyGroups) {
    keys.register("group", group.key);
    for (const option of group.options) keys.register("option", option.key);
  }
  for (const stream of catalogue.productStreams) keys.register("productStream", stream.key);
  for (const review of catalogue.reviews) keys.register("review", review.key);
  return keys;
}

/**
 * Adds the whole demo catalogue to the writer. Tables are added parents first (the writer flushes them in
 * first-added order and foreign keys are enforced): taxes, media, CMS layouts, streams, categories, brands and
 * properties, products and everything hanging off them, then reviews, landing pages, search keywords and SEO URLs.
 */
export function loadCatalogue(
  writer: SeedWriter,
  catalogue: Catalogue,
  media: ManifestMedia[],
  options: LoadOptions = {},
): CatalogueRoots {
  const log = options.log ?? (() => undefined);
  const clock = options.clock ?? seedClock();
  const keys = registerKeys(catalogue, media);

  addTaxes(writer, catalogue);
  addMedia(writer, catalogue, media);
  addCmsPages(writer, catalogue, keys);
  const products = expandProducts(catalogue, keys);
  addProductStreams(writer, catalogue, keys, clock, withListPrice(products));
  const tree = buildCategoryTree(catalogue, keys);
  addCategories(writer, catalogue, tree, keys);
  addManufacturers(writer, catalogue, keys);
  addPropertyGroups(writer, catalogue, keys);

  const ratings = ratingAverages(catalogue, products);
  addProducts(writer, {
    catalogue,
    products,
    tree,
    keys,
    clock,
    ratings,
    coverId: (product) => productMediaId(product, product.cover),
  });
  addTierPrices(writer, products);
  addProductMedia(writer, products, keys);
  addProductLinks(writer, products, tree, keys);
  addConfiguratorSettings(writer, catalogue, products, keys);
  addCrossSellings(writer, products, tree, keys);
  const files = addDownloads(writer, products);
  addReviews(writer, catalogue, keys, clock);
  addLandingPages(writer, catalogue, keys);
  addSearchKeywords(writer, catalogue, products);
  addSeoUrls(writer, catalogue, tree, products, keys);

  const written = writeDownloadFiles(files, options.downloadsDir);
  const variants = products.filter((p) => p.variant).length;
  log(
    `catalogue: ${catalogue.categories.length} categories, ${products.length - variants} products + ${variants} variants, ${media.length} media, ${catalogue.cmsPages.length} CMS layouts, ${catalogue.reviews.length} reviews, ${files.length} download files (${written} written)`,
  );

  const { main, footer, service } = catalogue.navigation;
  return {
    navigationCategoryId: keys.id("category", main),
    footerCategoryId: keys.id("category", footer),
    serviceCategoryId: keys.id("category", service),
    homeCmsPageId: keys.id("cms", catalogue.defaults.homeCmsPage),
  };
}
