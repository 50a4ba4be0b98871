import { CmsPage } from "./CmsPage";
import type { LandingPageData } from "./landing-page";

export { landingMeta, type LandingPageData } from "./landing-page";

/** A landing page: its CMS layout, which normally brings its own headline. */
export function LandingPage({ data }: { data: LandingPageData }) {
  return (
    <div className="pb-12">
      {!data.cmsHasHeading && (
        <h1 className="page-grid pt-6 text-[28px] font-semibold tracking-tight text-neutral-950 sm:text-[36px]">
          {data.name}
        </h1>
      )}
      {data.cmsPage && <CmsPage key={data.cmsPage.id} page={data.cmsPage} />}
    </div>
  );
}
