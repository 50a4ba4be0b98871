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
      // .cms-img-cover / .cms-img (app.css): one class each, as the picture repeats in rows of teasers.
      className={cover ? "cms-img-cover" : "cms-img"}
      style={cover && element.minHeight ? { "--cms-min-height": element.minHeight } : undefined}
    />
  );
  if (!element.link) return <div className="cms-fig">{image}</div>;
  return (
    <CmsLink link={element.link} className="group cms-fig">
      {image}
      {captioned && (
        <span className="cms-cap">
          {media.alt}
          <span aria-hidden="true">→</span>
        </span>
      )}
    </CmsLink>
  );
}
