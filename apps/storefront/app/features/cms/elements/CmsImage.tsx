import type { CSSProperties } from "react";
import type { CmsElementView } from "../cms-types";
import { CmsImageTag } from "./CmsImageTag";
import { CmsLink } from "./CmsLink";

type ImageElement = Extract<CmsElementView, { type: "image" }>;

interface CmsImageProps {
  element: ImageElement;
  eager: boolean;
  highPriority?: boolean;
  /** How wide the image shows, for the browser's srcset choice. */
  sizes: string;
  /** Linked pictures in rows of teasers get their name as a visible caption. */
  caption: boolean;
}

export function CmsImage({ element, eager, highPriority = eager, sizes, caption }: CmsImageProps) {
  const { media } = element;
  if (!media) return null;
  const cover = element.displayMode === "cover" || element.displayMode === "stretch";
  const captioned = caption && Boolean(element.link) && media.alt !== "";
  const image = (
    <CmsImageTag
      media={media}
      // The caption names the link; repeating it as alt text would make screen readers say it twice.
      alt={captioned ? "" : undefined}
      sizes={sizes}
      eager={eager}
      highPriority={highPriority}
      // The merchant's minimum height is meant for wide screens; on phones it would crop to a sliver.
      className={
        cover ? "h-full w-full rounded-xl object-cover md:min-h-(--cms-min-height)" : "h-auto w-full rounded-xl"
      }
      style={cover && element.minHeight ? ({ "--cms-min-height": element.minHeight } as CSSProperties) : undefined}
    />
  );
  const figureClass = "block overflow-hidden rounded-xl";
  if (!element.link) return <div className={figureClass}>{image}</div>;
  return (
    <CmsLink link={element.link} className={`group relative ${figureClass}`}>
      {image}
      {captioned && (
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-lg bg-white/95 px-3 py-1.5 text-base font-semibold text-neutral-950 shadow-sm group-hover:text-brand-700 group-hover:underline">
          {media.alt}
          <span aria-hidden="true">→</span>
        </span>
      )}
    </CmsLink>
  );
}
