import type { CmsPageView } from "./cms-types";
import type { PageMeta } from "./category-page";

export interface LandingPageData {
  id: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  cmsPage: CmsPageView | null;
  /** The layout brings its own <h1>; otherwise the page adds the landing page's name. */
  cmsHasHeading: boolean;
}

export function landingMeta(data: LandingPageData | null | undefined, shopName = ""): PageMeta {
  if (!data) return { title: shopName, description: "" };
  return {
    title: data.metaTitle || [data.name, shopName].filter(Boolean).join(" | "),
    description: data.metaDescription,
  };
}
