import type { CmsPageView } from "./cms-types";
import { CmsSection } from "./CmsSection";

export type { CmsPageView } from "./cms-types";

/** Renders a converted CMS page: its sections in order. */
export function CmsPage({ page }: { page: CmsPageView }) {
  // Each section's first main block counted in the page's reading order (CmsSection: which pictures load eagerly).
  let mainBlocksBefore = 0;
  return (
    <div className={["cms-page", page.cssClass].filter(Boolean).join(" ")}>
      {page.sections.map((section, index) => {
        const blockOffset = mainBlocksBefore;
        mainBlocksBefore += section.blocks.filter((block) => block.sectionPosition === "main").length;
        // Keyed by place: a CMS page's boxes have no id in the view (cms-types.ts).
        return <CmsSection key={index} section={section} first={index === 0} blockOffset={blockOffset} />;
      })}
    </div>
  );
}
