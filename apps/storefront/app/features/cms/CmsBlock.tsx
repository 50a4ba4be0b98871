import type { CSSProperties } from "react";
import { blockGridClass } from "./block-layout";
import { boxClassName, boxInlineStyle } from "./box-style";
import type { CmsBlockView } from "./cms-types";
import { CmsElement } from "./CmsElement";

interface CmsBlockProps {
  block: CmsBlockView;
  eager: boolean;
}

/**
 * One block: its slots laid out by block type. Vertical margins apply everywhere; the merchant's
 * side margins only from tablet width up, where there is room for them.
 */
export function CmsBlock({ block, eager }: CmsBlockProps) {
  const { margin } = block;
  const style = {
    ...boxInlineStyle(block.style),
    marginTop: margin.top ?? undefined,
    marginBottom: margin.bottom ?? undefined,
    "--cms-ml": margin.left ?? "0",
    "--cms-mr": margin.right ?? "0",
  } as CSSProperties;
  const hasBackground = Boolean(block.style.backgroundColor || block.style.background);

  return (
    <div
      className={boxClassName(
        block.style,
        "cms-block",
        `cms-block-${block.type}`,
        "md:ml-(--cms-ml) md:mr-(--cms-mr)",
        hasBackground && "rounded-xl p-4 sm:p-8",
      )}
      style={style}
    >
      <div className={blockGridClass(block.type, block.slots.length)}>
        {block.slots.map((slot, index) => (
          <CmsElement key={slot.id} element={slot.element} blockType={block.type} eager={eager && index === 0} />
        ))}
      </div>
    </div>
  );
}
