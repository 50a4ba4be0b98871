import { readBreadcrumb } from "../../.server/channel-data.server";
import { catalogueData } from "../../.server/catalogue-cache.server";
import type { StoreApi } from "../../.server/store-api.server";
import type { AnsweredWithId, Schemas } from "../../lib/store-api-types";
import { toBreadcrumbs, plainText, type CategoryPageData } from "./category-page";
import { listingRequestFromUrl } from "../listing/listing";
import { PRODUCT_CARD_INCLUDES } from "../listing/product-card";
import { loadCmsPageView, type ApiCmsPage } from "./cms-page.server";
import { pageHasHeading } from "./cms-page";
import { sanitizeHtml } from "./sanitize-html";

/** The fields of the category answer the page reads, its CMS layout as ApiCmsPage. */
type ApiCategory = AnsweredWithId<
  Schemas["Category"],
  "parentId" | "path" | "name" | "description" | "metaTitle" | "metaDescription" | "translated"
> & { cmsPage?: ApiCmsPage | null };

/** Whether the layout shows the category description itself (a slot mapped to it). */
export function layoutShowsDescription(page: ApiCmsPage | null | undefined): boolean {
  // A walk over the slots' config (mapped fields), not a JSON dump of the page with its listing data.
  return (page?.sections ?? []).some((section) =>
    (section.blocks ?? []).some((block) =>
      (block.slots ?? []).some((slot) =>
        [slot.config, slot.translated?.config].some((config) =>
          Object.values(config ?? {}).some((field) => field?.value === "category.description"),
        ),
      ),
    ),
  );
}

/**
 * A category (navigation) page: the category with its resolved CMS layout (listing parameters
 * from the URL pass through to its product-listing element) and the breadcrumb.
 */
export function loadCategoryPage(api: StoreApi, categoryId: string, url: URL): Promise<CategoryPageData> {
  // Shared per language and price context (catalogue-cache.server.ts); the URL carries the listing parameters.
  return catalogueData(api, `category:${categoryId}:${url.href}`, () => fetchCategoryPage(api, categoryId, url));
}

async function fetchCategoryPage(api: StoreApi, categoryId: string, url: URL): Promise<CategoryPageData> {
  const [categoryResponse, breadcrumbResponse] = await Promise.all([
    api.client.invoke("readCategory post /category/{navigationId}", {
      pathParams: { navigationId: categoryId },
      body: { ...listingRequestFromUrl(url), includes: PRODUCT_CARD_INCLUDES },
      headers: { "sw-include-seo-urls": true },
    }),
    categoryId === "home" ? Promise.resolve(null) : readBreadcrumb(api, categoryId, "category"),
  ]);
  const category: ApiCategory = categoryResponse.data;
  const entries = breadcrumbResponse ?? [];
  const isRoot = categoryId === "home" || !category.parentId;
  const name = category.translated?.name || category.name || "";
  const description = category.translated?.description ?? category.description ?? "";

  const cmsPage = category.cmsPage
    ? await loadCmsPageView(api, category.cmsPage, url, { category: { id: category.id, path: category.path } })
    : null;
  return {
    id: category.id,
    name,
    descriptionHtml: layoutShowsDescription(category.cmsPage) ? "" : sanitizeHtml(description),
    metaTitle: category.translated?.metaTitle || category.metaTitle || "",
    metaDescription: category.translated?.metaDescription || category.metaDescription || plainText(description),
    breadcrumbs: isRoot ? [] : toBreadcrumbs(entries),
    isRoot,
    cmsPage,
    cmsHasHeading: pageHasHeading(cmsPage),
  };
}
