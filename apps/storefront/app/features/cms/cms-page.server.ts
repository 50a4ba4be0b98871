import { channelData } from "../../.server/channel-data.server";
import { storeApiConfig } from "../../.server/config.server";
import type { StoreApi } from "../../.server/store-api.server";
import { NAVIGATION_INCLUDES, type NavigationCategory } from "../navigation/navigation";
import { loadFilterCounts } from "../listing/filter-counts.server";
import type { ApiProduct } from "../listing/product-card";
import { loadReviewCounts } from "../listing/review-counts.server";
import { crossSellingProducts } from "../product/cross-selling";
import { toCategoryNavigation } from "./category-navigation";
import { toMediaView } from "./cms-media";
import { toCmsPageView, type ApiCmsPage } from "./cms-page";
import { slotData, type SlotProduct } from "./cms-slot";
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

/** The products of a card element that have an id (a card keys on it). */
const withIds = <Product extends { id?: string | null }>(products: ReadonlyArray<Product | null | undefined>) =>
  products.flatMap((product) => (typeof product?.id === "string" ? [product] : []));

/** Every product a card element of the page shows (listing, slider, product box, cross-selling), for its review count. */
export function cardProductsOf(slots: readonly ApiSlot[]): Pick<ApiProduct, "id" | "parentId">[] {
  return withIds(
    slots.flatMap((slot) => [
      slotData(slot, "product-box")?.product,
      ...(slotData(slot, "product-slider")?.products ?? []),
      ...(slotData(slot, "product-listing")?.listing?.elements ?? []),
      ...crossSellingProducts(slotData(slot, "cross-selling")?.crossSellings ?? []),
    ]),
  );
}

export interface CmsPageSubject {
  /** The category a navigation page shows: its branch feeds a category-navigation element. */
  category?: { id: string; path?: string | null };
  /** The product of a product layout, for elements mapped to it. */
  product?: SlotProduct | null;
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
  const listing = listingSlot ? (slotData(listingSlot, "product-listing")?.listing ?? null) : null;
  const [mediaById, categoryNavigation, filterCounts, reviewCounts] = await Promise.all([
    loadMedia(api, configMediaIds(slots)),
    wantsNavigation && subject.category ? loadCategoryNavigation(api, subject.category) : Promise.resolve(null),
    listing && subject.category
      ? loadFilterCounts(api, { categoryId: subject.category.id }, listing, url)
      : Promise.resolve(null),
    // One request for all the page's cards, alongside the others.
    loadReviewCounts(api, cardProductsOf(slots)),
  ]);
  return toCmsPageView(page, {
    locale: api.locale,
    url,
    mediaById,
    listing,
    filterCounts,
    hasSidebarFilter: slots.some((slot) => slot.type === "sidebar-filter") && Boolean(listingSlot),
    product: subject.product ?? null,
    categoryNavigation,
    reviewCounts,
  });
}
