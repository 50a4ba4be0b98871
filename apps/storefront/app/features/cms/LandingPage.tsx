import { CmsPage } from "./CmsPage";
import type { LandingPageData } from "./landing-page";

export { landingMeta, type LandingPageData } from "./landing-page";

/** A landing page: its CMS layout, which brings its own headline. */
export function LandingPage({ data }: { data: LandingPageData }) {
  return <div className="pb-12">{data.cmsPage ? <CmsPage page={data.cmsPage} /> : <h1 className="sr-only">{data.name}</h1>}</div>;
}
