import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CategoryPageData } from "./category-page";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { CmsPage } from "./CmsPage";
import { listingFirst } from "./listing-first";
import { SubcategoryChips } from "./SubcategoryChips";

export { categoryMeta, type CategoryPageData } from "./category-page";

/**
 * A navigation page: breadcrumbs and title, a compact banner (first page only), the products, then the description
 * (listingFirst). The banner is cropped to a low strip so the first row of products shows without scrolling.
 */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const [params] = useSearchParams();
  const firstPage = (Number(params.get("p")) || 1) <= 1;
  const page = useMemo(
    () => (data.cmsPage && !data.isRoot ? listingFirst(data.cmsPage, firstPage) : data.cmsPage),
    [data.cmsPage, data.isRoot, firstPage],
  );
  const header = !data.isRoot && (
    <div className="page-grid pt-4 md:pt-6">
      {data.breadcrumbs.length > 0 && <Breadcrumbs items={data.breadcrumbs} />}
      {!data.cmsHasHeading && (
        <h1 className="mt-2 text-[28px] font-semibold leading-tight tracking-tight text-neutral-950 md:mt-3 md:text-[36px]">
          {data.name}
        </h1>
      )}
      <SubcategoryChips />
    </div>
  );
  const description = !data.isRoot && data.descriptionHtml && (
    <div
      className="page-grid mt-8 text-neutral-700 [&_a]:text-brand-700 [&_a]:underline [&>*+*]:mt-2"
      // Sanitised by sanitizeHtml() in the loader.
      dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
    />
  );
  return (
    <div className={data.isRoot ? "pb-12" : "category-page pb-12"}>
      {header}
      {page && <CmsPage key={page.id} page={page} />}
      {description}
    </div>
  );
}
