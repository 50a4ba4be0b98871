import type { CSSProperties } from "react";
import { blockGridClass } from "./block-layout";
import { boxClassName, boxInlineStyle } from "./box-style";
import type { BackgroundView, CmsBlockView } from "./cms-types";
import { CmsElement } from "./CmsElement";
import { CmsImageTag } from "./elements/CmsImageTag";
import { PAGE_GRID } from "./page-grid";

interface CmsBlockProps {
  block: CmsBlockView;
  /** The page's first block: a picture behind it makes it the hero. */
  eager: boolean;
  /** The block's first picture loads eagerly with high priority (it is in the first screen); `eager` implies it. */
  eagerImage?: boolean;
  /** In a full-width section the block's content still lines up with the page's boxed column. */
  fullWidth: boolean;
  /**
   * In a sidebar section, which stacks on phones (the filter button above the listing): the merchant's vertical
   * margins apply from the two-column width up; below it the section's own gap spaces the blocks.
   */
  stacked?: boolean;
}

/**
 * One block: its slots laid out by block type. Vertical margins apply everywhere; the merchant's side margins only
 * in a full-width section from tablet width up: in a boxed section the page column is the grid every block lines
 * up with (Shopware's default 20 px would indent blocks against the title and header).
 */
export function CmsBlock({ block, eager, eagerImage = eager, fullWidth, stacked = false }: CmsBlockProps) {
  const { margin } = block;
  const sideMargins = [fullWidth && "md:ml-(--cms-ml) md:mr-(--cms-mr)", stacked && "max-lg:my-0!"]
    .filter(Boolean)
    .join(" ");
  const style: CSSProperties = {
    ...boxInlineStyle(block.style),
    marginTop: margin.top ?? undefined,
    marginBottom: margin.bottom ?? undefined,
    "--cms-ml": margin.left ?? "0",
    "--cms-mr": margin.right ?? "0",
  };
  const slots = (
    <div className={blockGridClass(block.type, block.slots.length)}>
      {block.slots.map((slot, index) => (
        <CmsElement
          key={`${slot.slot}-${index}`}
          element={slot.element}
          blockType={block.type}
          eager={(eager || eagerImage) && index === 0}
          highPriority={(eager || eagerImage) && index === 0}
        />
      ))}
    </div>
  );

  const { background } = block.style;
  if (background) {
    const picture = background.mode === "auto" ? null : <BackgroundPicture background={background} eager={eager} />;
    // A background picture is an <img> (srcset, lazy below the fold, high priority as the page's first block); the
    // inline CSS background stays only for "auto" (Shopware's tiled mode).
    const boxStyle = picture
      ? {
          ...style,
          backgroundImage: undefined,
          backgroundSize: undefined,
          backgroundPosition: undefined,
          backgroundRepeat: undefined,
        }
      : style;
    if (eager && picture) {
      // The page's first block over a picture is its hero: the picture full bleed (on phones above the text), the
      // text on the page grid in large type.
      return (
        <div
          className={boxClassName(
            block.style,
            "cms-block",
            "cms-hero",
            `cms-block-${block.type}`,
            "relative isolate overflow-hidden",
            HERO_VEIL,
          )}
          style={boxStyle}
        >
          {picture}
          <div className={`${PAGE_GRID} py-6 md:flex md:min-h-[30rem] md:items-center md:py-16 lg:min-h-[34rem]`}>
            <div className="max-w-lg">{slots}</div>
          </div>
        </div>
      );
    }
    // Text over a picture: a calm panel behind the text keeps it readable on any image.
    return (
      <div
        className={boxClassName(
          block.style,
          "cms-block",
          `cms-block-${block.type}`,
          "relative isolate overflow-hidden",
          sideMargins,
          !fullWidth && "rounded-xl",
        )}
        style={boxStyle}
      >
        {picture}
        <div className={`${PAGE_GRID} flex min-h-72 items-center py-10 md:min-h-100`}>
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

/** On wide screens a soft light veil over the picture's left side keeps the headline readable on any picture. */
const HERO_VEIL =
  "md:after:absolute md:after:inset-y-0 md:after:left-0 md:after:-z-10 md:after:w-2/3 md:after:bg-linear-to-r md:after:from-white/85 md:after:via-white/55 md:after:to-transparent";

/**
 * A block's background medium as a picture behind its content: covering the block (or contained in it), decorative
 * (the text over it carries the message). In a hero it stands on its own above the text on phones, where a picture
 * behind a paragraph would leave neither readable.
 */
function BackgroundPicture({ background, eager }: { background: BackgroundView; eager: boolean }) {
  const fit = background.mode === "contain" ? "object-contain" : "object-cover";
  const layout = eager
    ? `aspect-[12/5] w-full ${fit} object-right md:absolute md:inset-0 md:-z-10 md:aspect-auto md:h-full`
    : `absolute inset-0 -z-10 h-full w-full ${fit}`;
  return (
    <CmsImageTag
      media={{
        url: background.url,
        alt: "",
        width: background.width,
        height: background.height,
        srcSet: background.srcSet,
      }}
      sizes="100vw"
      eager={eager}
      className={layout}
    />
  );
}
