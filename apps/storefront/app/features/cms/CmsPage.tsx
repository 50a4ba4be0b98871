import type { CmsPageView } from "./cms-types";
import { CmsSection } from "./CmsSection";

export type { CmsPageView } from "./cms-types";

/** Renders a converted CMS page: its sections in order. */
export function CmsPage({ page }: { page: CmsPageView }) {
  return (
    <div className={["cms-page", page.cssClass].filter(Boolean).join(" ")}>
      {page.sections.map((section, index) => (
        <CmsSection key={section.id} section={section} first={index === 0} />
      ))}
    </div>
  );
}
