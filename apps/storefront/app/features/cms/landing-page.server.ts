import type { StoreApi } from "../../.server/store-api.server";
import type { AnsweredWithId, Schemas } from "../../lib/store-api-types";
import { plainText } from "./category-page";
import { loadCmsPageView, type ApiCmsPage } from "./cms-page.server";
import { pageHasHeading } from "./cms-page";
import type { LandingPageData } from "./landing-page";
import { listingRequestFromUrl } from "../listing/listing";

/** The fields of the landing page answer the page reads, its CMS layout as ApiCmsPage. */
type ApiLandingPage = AnsweredWithId<
  Schemas["LandingPage"],
  "name" | "metaTitle" | "metaDescription" | "translated"
> & { cmsPage?: ApiCmsPage | null };

/** A landing page with its resolved CMS layout. */
export async function loadLandingPage(api: StoreApi, landingPageId: string, url: URL): Promise<LandingPageData> {
  const response = await api.client.invoke("readLandingPage post /landing-page/{landingPageId}", {
    pathParams: { landingPageId },
    body: { ...listingRequestFromUrl(url) },
    headers: { "sw-include-seo-urls": true },
  });
  const page: ApiLandingPage = response.data;
  const name = page.translated?.name || page.name || "";
  const cmsPage = page.cmsPage ? await loadCmsPageView(api, page.cmsPage, url) : null;
  return {
    id: page.id,
    name,
    metaTitle: page.translated?.metaTitle || page.metaTitle || "",
    metaDescription: plainText(page.translated?.metaDescription || page.metaDescription || ""),
    cmsPage,
    cmsHasHeading: pageHasHeading(cmsPage),
  };
}
