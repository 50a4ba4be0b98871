import type { CSSProperties } from "react";
import { blockGridClass } from "./block-layout";
import { boxClassName, boxInlineStyle } from "./box-style";
import type { CmsBlockView } from "./cms-types";
import { CmsElement } from "./CmsElement";

interface CmsBlockProps {
  block: CmsBlockView;
  eager: boolean;
  /** In a full-width section the block's content still lines up with the page's boxed column. */
  fullWidth: boolean;
}

/**
 * One block: its slots laid out by block type. Vertical margins apply everywhere; the merchant's side margins only
 * in a full-width section from tablet width up: in a boxed section the page column is the grid every block lines
 * up with (Shopware's default 20 px would indent blocks against the title and header).
 */
export function CmsBlock({ block, eager, fullWidth }: CmsBlockProps) {
  const { margin } = block;
  const sideMargins = fullWidth && "md:ml-(--cms-ml) md:mr-(--cms-mr)";
  const style = {
    ...boxInlineStyle(block.style),
    marginTop: margin.top ?? undefined,
    marginBottom: margin.bottom ?? undefined,
    "--cms-ml": margin.left ?? "0",
    "--cms-mr": margin.right ?? "0",
  } as CSSProperties;
  const slots = (
    <div className={blockGridClass(block.type, block.slots.length)}>
      {block.slots.map((slot, index) => (
        <CmsElement key={slot.id} element={slot.element} blockType={block.type} eager={eager && index === 0} />
      ))}
    </div>
  );

  if (block.style.background) {
    // Text over a picture: a calm panel behind the text keeps it readable on any image.
    return (
      <div className={boxClassName(block.style, "cms-block", `cms-block-${block.type}`, sideMargins, !fullWidth && "rounded-xl")} style={style}>
        <div className="mx-auto flex min-h-72 w-full max-w-7xl items-center px-4 py-10 sm:px-6 md:min-h-100 lg:px-8">
          <div className="w-full max-w-xl rounded-xl bg-white/90 p-6 shadow-sm sm:p-8">{slots}</div>
        </div>
      </div>
    );
  }
  const hasBackground = Boolean(block.style.backgroundColor);
  return (
    <div
      className={boxClassName(
        block.style,
        "cms-block",
        `cms-block-${block.type}`,
        sideMargins,
        hasBackground && (fullWidth ? "px-4 py-8 sm:px-8" : "rounded-xl p-4 sm:p-8"),
      )}
      style={style}
    >
      {slots}
    </div>
  );
}
