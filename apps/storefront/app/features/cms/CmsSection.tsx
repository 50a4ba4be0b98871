import { boxClassName, boxInlineStyle } from "./box-style";
import type { CmsSectionView } from "./cms-types";
import { CmsBlock } from "./CmsBlock";
import { PAGE_GRID } from "./page-grid";

interface CmsSectionProps {
  section: CmsSectionView;
  /** The first section holds the page's first block (a picture behind it is the hero). */
  first: boolean;
  /** How many main blocks of the page come before this section's (the page's first blocks load their pictures early). */
  blockOffset?: number;
}

/**
 * The page's first main blocks whose first picture loads eagerly, not lazily: on a phone the first screen holds the
 * hero and the next block's first teaser, which (larger than the cropped hero) is the largest contentful paint there
 * (Lighthouse mobile, issue 15: lcp-lazy-loaded). Both ask for high priority: the hero is the LCP element at desktop
 * size, the teaser at Lighthouse's phone size (lcp-discovery-insight; e2e/tests/lcp-priority.spec.ts).
 */
const FIRST_SCREEN_BLOCKS = 2;

const BOXED = PAGE_GRID;

export function CmsSection({ section, first, blockOffset = 0 }: CmsSectionProps) {
  const inner = section.sizingMode === "boxed" ? BOXED : "w-full";
  const blocks = (position: "main" | "sidebar") =>
    section.blocks
      .filter((block) => block.sectionPosition === position)
      .map((block, index) => (
        <CmsBlock
          // Keyed by place: a CMS page's boxes have no id in the view (cms-types.ts).
          key={index}
          block={block}
          fullWidth={section.sizingMode === "full_width"}
          eager={first && index === 0 && position === "main"}
          eagerImage={position === "main" && blockOffset + index < FIRST_SCREEN_BLOCKS}
          stacked={section.type === "sidebar"}
        />
      ));

  return (
    <div
      className={boxClassName(section.style, "cms-section", `cms-section-${section.type}`)}
      style={boxInlineStyle(section.style)}
    >
      {section.type === "sidebar" ? (
        <div className={`${inner} grid gap-4 py-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:py-6`}>
          {/* On phones the sidebar (filters, sub-categories) comes first unless the merchant hides it there. */}
          <div className={section.mobileBehavior === "hidden" ? "min-w-0 max-lg:hidden" : "min-w-0"}>
            {blocks("sidebar")}
          </div>
          <div className="min-w-0">{blocks("main")}</div>
        </div>
      ) : (
        <div className={inner}>{blocks("main")}</div>
      )}
    </div>
  );
}
