import { idFor, languageId, LOCALES, type LocaleCode } from "../ids.js";
import type { Catalogue } from "../catalogue/types.js";
import { SALES_CHANNEL_ID } from "../reference.js";
import type { SeedWriter } from "../writer.js";
import type { CategoryTree } from "./categories.js";
import { slugify, type KeyRegistry } from "./keys.js";
import type { LoadedProduct } from "./products.js";

export const SEO_ROUTES = {
  category: "frontend.navigation.page",
  product: "frontend.detail.page",
  landingPage: "frontend.landing.page",
} as const;

/** A product number as a path segment: lower-case, dots and dashes kept so "cl-1001.1" and "cl-10011" differ. */
const numberSegment = (productNumber: string) => productNumber.toLowerCase().replace(/[^a-z0-9._-]+/g, "-");

/**
 * Canonical SEO URLs per language: category pages (breadcrumb below their tree's root, trailing "/"), products
 * ("name/number", variants included) and landing pages (their `url`). A path already taken in a language gets a
 * "-2", "-3", … suffix, so every (language, seoPathInfo) is unique.
 */
export function addSeoUrls(
  writer: SeedWriter,
  catalogue: Catalogue,
  tree: CategoryTree,
  products: LoadedProduct[],
  keys: KeyRegistry,
): void {
  const taken = new Map<LocaleCode, Set<string>>(LOCALES.map((locale) => [locale, new Set()]));
  const claim = (locale: LocaleCode, path: string): string => {
    const used = taken.get(locale) as Set<string>;
    const [stem, slash] = path.endsWith("/") ? [path.slice(0, -1), "/"] : [path, ""];
    let candidate = path;
    for (let n = 2; used.has(candidate); n++) candidate = `${stem}-${n}${slash}`;
    used.add(candidate);
    return candidate;
  };
  const add = (
    route: keyof typeof SEO_ROUTES,
    foreignKey: string,
    pathInfo: string,
    locale: LocaleCode,
    seoPath: string,
  ) => {
    writer.add("seo_url", {
      id: idFor(`seo.${route}.${foreignKey}.${locale}`),
      sales_channel_id: SALES_CHANNEL_ID,
      language_id: languageId(locale),
      foreign_key: foreignKey,
      route_name: SEO_ROUTES[route],
      path_info: pathInfo,
      seo_path_info: claim(locale, seoPath),
      is_canonical: 1,
      is_modified: 0,
      is_deleted: 0,
    });
  };

  for (const locale of LOCALES) {
    for (const node of tree.values()) {
      // Roots are the home page ("/") or invisible folders; links and folders have no page of their own.
      if (node.seed.type !== "page" || node.seed.parent === null || !isActive(tree, node.seed.key)) continue;
      const segments = node.breadcrumb.slice(1).map((name) => slugify(name[locale]));
      add("category", node.id, `/navigation/${node.id}`, locale, `${segments.join("/")}/`);
    }
    for (const page of catalogue.landingPages) {
      if (!page.active) continue;
      const id = keys.id("landingPage", page.key);
      add(
        "landingPage",
        id,
        `/landingPage/${id}`,
        locale,
        page.url[locale].split("/").map(slugify).filter(Boolean).join("/"),
      );
    }
    for (const product of products) {
      if (!product.active) continue;
      add(
        "product",
        product.id,
        `/detail/${product.id}`,
        locale,
        `${slugify(product.seed.name[locale])}/${numberSegment(product.productNumber)}`,
      );
    }
  }
}

/** A category is reachable only when it and all its ancestors are active. */
function isActive(tree: CategoryTree, key: string): boolean {
  const node = tree.get(key);
  return node !== undefined && node.lineage.every((k) => tree.get(k)?.seed.active);
}
