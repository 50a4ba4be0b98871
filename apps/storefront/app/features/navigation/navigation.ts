import { localizePath, type Locale } from "../../lib/i18n";
import { srcSetAttribute, srcSetUrls, type SrcSetView } from "../../lib/srcset";
import { toImageView, type ApiMedia } from "../../lib/media";

/** The part of a Store API category that navigation needs. */
export interface NavigationCategory {
  id: string;
  name?: string | null;
  translated?: { name?: string | null } | null;
  type?: string | null;
  linkType?: string | null;
  internalLink?: string | null;
  externalLink?: string | null;
  linkNewTab?: boolean | null;
  seoUrls?: ReadonlyArray<{ seoPathInfo?: string | null }> | null;
  children?: ReadonlyArray<NavigationCategory> | null;
  /** The category's picture (Shopware's category.media): the mega menu's teaser tile shows a top-level one. */
  media?: ApiMedia | null;
}

/**
 * Store API `includes` for every navigation read (header, footer, service menu, a category-navigation branch): the
 * fields NavigationCategory names and nothing else, so a tree is not sent with each category's media, CMS page id,
 * breadcrumb, description and SEO bookkeeping (issue 15: main-navigation was 168–212 KB). Top-level fields per
 * apiAlias, as Shopware's own includes take them (Framework/Api/Serializer/JsonApiEncoder, Struct encoding); a
 * field added to NavigationCategory must be added here, which the `satisfies` below enforces.
 */
export const NAVIGATION_INCLUDES = {
  category: [
    "id",
    "name",
    "translated",
    "type",
    "linkType",
    "internalLink",
    "externalLink",
    "linkNewTab",
    "seoUrls",
    "children",
    "media",
  ],
  seo_url: ["seoPathInfo"],
  media: ["url", "alt", "translated", "metaData", "thumbnails"],
  media_thumbnail: ["url", "width"],
} satisfies {
  category: Array<keyof NavigationCategory>;
  seo_url: string[];
  media: Array<keyof ApiMedia>;
  media_thumbnail: string[];
};

/** Compile-time check that NAVIGATION_INCLUDES.category names every field of NavigationCategory. */
type MissingNavigationField = Exclude<keyof NavigationCategory, (typeof NAVIGATION_INCLUDES.category)[number]>;
const everyNavigationField: [MissingNavigationField] extends [never] ? true : MissingNavigationField = true;
void everyNavigationField;

/**
 * A menu entry. No category id: the main, footer and service trees are in every page's hydration data, and the menus
 * key their entries by link (issue 15: page weight); a view that needs ids (category-navigation.ts) reads the
 * categories themselves.
 */
export interface NavigationItem {
  label: string;
  /** null for folders, which only group their children */
  href: string | null;
  /** Present (true) only for links to other sites, and `newTab` only for links that open one: both are false for
   * nearly every entry, and the navigation is in every page's hydration data (issue 15: page weight). */
  external?: boolean;
  newTab?: boolean;
  children: NavigationItem[];
  /** A top-level entry of the main menu only: its category's picture, for the mega menu's teaser tile (issue 14). */
  image?: TeaserImage;
}

/**
 * The teaser tile's picture, in every page's hydration data: the packed srcset (its `list` is the same string for
 * every category, sent once) or, for a medium without thumbnails, its URL; and the alt text (most often the
 * category's name, also sent once). No size: the tile crops it to its own shape (.mm-tile-img).
 */
export type TeaserImage = { srcSet: SrcSetView; alt: string } | { src: string; alt: string };

/** The teaser picture's `src` and `srcset`: the largest candidate is the fallback of a browser without srcset. */
export function teaserImageAttributes(image: TeaserImage): { src: string; srcSet?: string } {
  if ("src" in image) return { src: image.src };
  return { src: srcSetUrls(image.srcSet).at(-1) ?? "", srcSet: srcSetAttribute(image.srcSet) };
}

/** What a menu is built with: the main menu's top-level entries carry their category's picture. */
export interface NavigationOptions {
  teaserImages?: boolean;
}

function teaserImage(category: NavigationCategory, label: string): TeaserImage | undefined {
  const image = toImageView(category.media, label);
  if (!image) return undefined;
  return image.srcSet ? { srcSet: image.srcSet, alt: image.alt } : { src: image.src, alt: image.alt };
}

function technicalPath(category: NavigationCategory): string | null {
  if (category.type === "link") {
    const target = category.internalLink;
    switch (category.linkType) {
      case "category":
        return target ? `/navigation/${target}` : null;
      case "product":
        return target ? `/detail/${target}` : null;
      case "landing_page":
        return target ? `/landingPage/${target}` : null;
      default:
        return null;
    }
  }
  if (category.type === "folder") return null;
  const seoPath = category.seoUrls?.[0]?.seoPathInfo;
  return seoPath ? `/${seoPath.replace(/^\/+/, "")}` : `/navigation/${category.id}`;
}

/** Converts the Store API navigation tree into the header's view model. */
export function toNavigationItems(
  categories: ReadonlyArray<NavigationCategory>,
  locale: Locale,
  options: NavigationOptions = {},
): NavigationItem[] {
  return categories.map((category) => toNavigationItem(category, locale, options));
}

/** One category's entry with its subtree. */
export function toNavigationItem(
  category: NavigationCategory,
  locale: Locale,
  options: NavigationOptions = {},
): NavigationItem {
  const external =
    category.type === "link" &&
    (category.linkType === "external" || !category.linkType) &&
    Boolean(category.externalLink);
  const path = external ? null : technicalPath(category);
  const label = category.translated?.name || category.name || "";
  const image = options.teaserImages ? teaserImage(category, label) : undefined;
  return {
    label,
    href: external ? (category.externalLink ?? null) : path && localizePath(path, locale),
    ...(external ? { external } : {}),
    ...(category.linkNewTab ? { newTab: true as const } : {}),
    children: toNavigationItems(category.children ?? [], locale),
    ...(image ? { image } : {}),
  };
}

/** The React key of a menu entry among its siblings: its link, or its name for a folder. */
export const navigationKey = (item: NavigationItem): string => item.href ?? item.label;

/** A menu entry as the root loader sends it (packNavigation): a leaf has no `children` at all. */
export type PackedNavigationItem = Omit<NavigationItem, "children"> & { children?: PackedNavigationItem[] };

/**
 * The menus as the root loader sends them (issue 15: they are in every page's hydration data): a child's link that
 * continues its parent's ("/clothing/" → "/clothing/dresses/") is sent as the rest of it ("dresses/"), without the
 * leading slash every other internal link has; a leaf (most entries) is sent without its empty `children`.
 * unpackNavigation gives back the entries the menus render.
 */
export function packNavigation(items: NavigationItem[], parentHref: string | null = null): PackedNavigationItem[] {
  return items.map(({ children, ...item }) => {
    const href =
      !item.external && item.href && parentHref?.endsWith("/") && item.href.startsWith(parentHref)
        ? item.href.slice(parentHref.length) || item.href
        : item.href;
    const packed = { ...item, href };
    return children.length > 0
      ? { ...packed, children: packNavigation(children, item.external ? null : item.href) }
      : packed;
  });
}

/** The inverse of packNavigation. */
export function unpackNavigation(
  items: ReadonlyArray<PackedNavigationItem>,
  parentHref: string | null = null,
): NavigationItem[] {
  return items.map((item) => {
    const href =
      !item.external && item.href && parentHref && !item.href.startsWith("/") ? parentHref + item.href : item.href;
    return { ...item, href, children: unpackNavigation(item.children ?? [], item.external ? null : href) };
  });
}

/**
 * fn's answer for an array, kept while that array lives. The menus come from the process-wide channel cache as one
 * array shared by every render until the cache refreshes, so each is packed (root loader) and unpacked (root
 * component, on the server the loader's own packed array) once instead of on every render (issue 15: 1.5 % of an
 * uncached render's CPU). The answers are shared: the menus only read them.
 */
function perArray<A extends readonly object[], R>(fn: (items: A) => R): (items: A) => R {
  const answers = new WeakMap<A, R>();
  return (items) => {
    let answer = answers.get(items);
    if (answer === undefined) answers.set(items, (answer = fn(items)));
    return answer;
  };
}

// Marked pure: the browser build, which runs no loader and decodes new menus on every navigation, keeps neither
// (each page's first-load JavaScript has a byte budget, e2e/tests/first-load-*.spec.ts).
/** packNavigation of a menu, once per menu array (the root loader's, on the server). */
export const packedMenu = /* @__PURE__ */ perArray((items: NavigationItem[]) => packNavigation(items));
/** unpackNavigation of a packed menu: on the server once per packed array, in the browser every time. */
export const unpackedMenu = import.meta.env.SSR
  ? /* @__PURE__ */ perArray((items: ReadonlyArray<PackedNavigationItem>) => unpackNavigation(items))
  : unpackNavigation;
