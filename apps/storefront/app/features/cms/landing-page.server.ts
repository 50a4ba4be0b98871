import type { StoreApi } from "../../.server/store-api.server";
import { plainText } from "./category-page";
import { loadCmsPageView, type ApiCmsPage } from "./cms-page.server";
import { pageHasHeading } from "./cms-page";
import type { LandingPageData } from "./landing-page";
import { listingRequestFromUrl } from "../listing/listing";

interface ApiLandingPage {
  id: string;
  name?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  translated?: { name?: string | null; metaTitle?: string | null; metaDescription?: string | null } | null;
  cmsPage?: ApiCmsPage | null;
}

/** A landing page with its resolved CMS layout. */
export async function loadLandingPage(api: StoreApi, landingPageId: string, url: URL): Promise<LandingPageData> {
  const response = await api.client.invoke("readLandingPage post /landing-page/{landingPageId}", {
    pathParams: { landingPageId },
    body: { ...listingRequestFromUrl(url) },
    headers: { "sw-include-seo-urls": true },
  });
  // Cast, not typed: the generated LandingPage/CmsPage schema types a slot's `data` and `config` as free records, so
  // the hand-written ApiLandingPage (its cmsPage's sections, blocks and slots) cannot be derived from it yet (issue 16).
  const page = response.data as unknown as ApiLandingPage;
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
