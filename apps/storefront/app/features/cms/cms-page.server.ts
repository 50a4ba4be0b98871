import { channelData } from "../../.server/channel-data.server";
import { storeApiConfig } from "../../.server/config.server";
import type { StoreApi } from "../../.server/store-api.server";
import { NAVIGATION_INCLUDES, type NavigationCategory } from "../navigation/navigation";
import { loadFilterCounts } from "../listing/filter-counts.server";
import type { ApiListing } from "../listing/listing";
import type { ApiProduct } from "../listing/product-card";
import { loadReviewCounts } from "../listing/review-counts.server";
import { crossSellingProducts, type ApiCrossSelling } from "../product/cross-selling";
import { toCategoryNavigation } from "./category-navigation";
import { toMediaView } from "./cms-media";
import { toCmsPageView, type ApiCmsPage } from "./cms-page";
import type { CmsPageView, MediaView } from "./cms-types";

export type { ApiCmsPage } from "./cms-page";

type ApiSlot = NonNullable<NonNullable<NonNullable<ApiCmsPage["sections"]>[number]["blocks"]>[number]["slots"]>[number];

function slotsOf(page: ApiCmsPage): ApiSlot[] {
  return (page.sections ?? []).flatMap((section) => (section.blocks ?? []).flatMap((block) => block.slots ?? []));
}

/** Media ids that elements reference only by config (video previews), resolved in one call. */
function configMediaIds(slots: readonly ApiSlot[]): string[] {
  const ids = new Set<string>();
  for (const slot of slots) {
    const preview = slot.config?.previewMedia?.value;
    if ((slot.type === "youtube-video" || slot.type === "vimeo-video") && typeof preview === "string" && preview)
      ids.add(preview);
  }
  return [...ids];
}

async function loadMedia(api: StoreApi, ids: string[]): Promise<Map<string, MediaView>> {
  const byId = new Map<string, MediaView>();
  if (ids.length === 0) return byId;
  const response = await api.client.invoke("readMedia post /media", { body: { ids } });
  for (const media of response.data) {
    const view = toMediaView(media);
    if (view) byId.set(media.id, view);
  }
  return byId;
}

const asProduct = (value: unknown): ApiProduct[] =>
  value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? [value as ApiProduct] : [];
const asProducts = (value: unknown): ApiProduct[] => (Array.isArray(value) ? value.flatMap(asProduct) : []);

/** Every product a card element of the page shows (listing, slider, product box, cross-selling), for its review count. */
export function cardProductsOf(slots: readonly ApiSlot[]): ApiProduct[] {
  return slots.flatMap((slot) => {
    const data = (slot.data ?? {}) as Record<string, unknown>;
    switch (slot.type) {
      case "product-box":
        return asProduct(data.product);
      case "product-slider":
        return asProducts(data.products);
      case "product-listing":
        return asProducts((data.listing as { elements?: unknown } | null | undefined)?.elements);
      case "cross-selling":
        return crossSellingProducts((Array.isArray(data.crossSellings) ? data.crossSellings : []) as ApiCrossSelling[]);
      default:
        return [];
    }
  });
}

export interface CmsPageSubject {
  /** The category a navigation page shows: its branch feeds a category-navigation element. */
  category?: { id: string; path?: string | null };
  /** The product of a product layout, for elements mapped to it. */
  product?: Record<string, unknown> | null;
}

async function loadCategoryNavigation(api: StoreApi, category: NonNullable<CmsPageSubject["category"]>) {
  // The branch is the same for every shopper of the language.
  const branch = await channelData(
    storeApiConfig(),
    api.languageId,
    `category-navigation:${category.id}`,
    async (client) => {
      const response = await client.invoke("readNavigation post /navigation/{activeId}/{rootId}", {
        pathParams: { activeId: category.id, rootId: "main-navigation" },
        body: { depth: 1, includes: NAVIGATION_INCLUDES },
        headers: { "sw-include-seo-urls": true },
      });
      const categories: NavigationCategory[] = response.data ?? [];
      return categories;
    },
  );
  return toCategoryNavigation(branch, category.id, category.path, api.locale);
}

/** Converts a resolved CMS page for rendering, fetching what its elements only reference. */
export async function loadCmsPageView(
  api: StoreApi,
  page: ApiCmsPage,
  url: URL,
  subject: CmsPageSubject = {},
): Promise<CmsPageView> {
  const slots = slotsOf(page);
  const wantsNavigation = Boolean(subject.category) && slots.some((slot) => slot.type === "category-navigation");
  const listingSlot = slots.find((slot) => slot.type === "product-listing");
  const listing = listingSlot?.data?.listing;
  const rawListing = listing && typeof listing === "object" ? (listing as ApiListing) : null;
  const [mediaById, categoryNavigation, filterCounts, reviewCounts] = await Promise.all([
    loadMedia(api, configMediaIds(slots)),
    wantsNavigation && subject.category ? loadCategoryNavigation(api, subject.category) : Promise.resolve(null),
    rawListing && subject.category
      ? loadFilterCounts(api, { categoryId: subject.category.id }, rawListing, url)
      : Promise.resolve(null),
    // One request for all the page's cards, alongside the others.
    loadReviewCounts(api, cardProductsOf(slots)),
  ]);
  return toCmsPageView(page, {
    locale: api.locale,
    url,
    mediaById,
    listing: listing && typeof listing === "object" ? (listing as Record<string, unknown>) : null,
    filterCounts,
    hasSidebarFilter: slots.some((slot) => slot.type === "sidebar-filter") && Boolean(listingSlot),
    product: subject.product ?? null,
    categoryNavigation,
    reviewCounts,
  });
}
