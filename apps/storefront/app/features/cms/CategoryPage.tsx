import { type CategoryPageData } from "./category-page";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { CmsPage } from "./CmsPage";

export { categoryMeta, type CategoryPageData } from "./category-page";

/** A navigation page: breadcrumbs, title and description, then the category's CMS layout. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const header = !data.isRoot && (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      {data.breadcrumbs.length > 0 && <Breadcrumbs items={data.breadcrumbs} />}
      {!data.cmsHasHeading && (
        <h1 className="mt-4 text-[28px] font-semibold leading-tight tracking-tight text-neutral-950 sm:text-[36px]">{data.name}</h1>
      )}
      {data.descriptionHtml && (
        <div
          className="mt-3 max-w-[75ch] text-neutral-700 [&_a]:text-brand-700 [&_a]:underline [&>*+*]:mt-2"
          // Sanitised by sanitizeHtml() in the loader.
          dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
        />
      )}
    </div>
  );
  return (
    <div className="pb-12">
      {header}
      {data.cmsPage && <CmsPage page={data.cmsPage} />}
    </div>
  );
}
