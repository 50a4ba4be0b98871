import type { CmsElementView } from "../cms-types";
import { CmsImageTag } from "./CmsImageTag";
import { CmsLink } from "./CmsLink";

type ImageElement = Extract<CmsElementView, { type: "image" }>;

interface CmsImageProps {
  element: ImageElement;
  eager: boolean;
  /** How wide the image shows, for the browser's srcset choice. */
  sizes: string;
}

export function CmsImage({ element, eager, sizes }: CmsImageProps) {
  const { media } = element;
  if (!media) return null;
  const cover = element.displayMode === "cover" || element.displayMode === "stretch";
  const image = (
    <CmsImageTag
      media={media}
      sizes={sizes}
      eager={eager}
      className={cover ? "h-full w-full rounded-xl object-cover" : "h-auto w-full rounded-xl"}
      style={cover && element.minHeight ? { minHeight: element.minHeight } : undefined}
    />
  );
  const figureClass = "block overflow-hidden rounded-xl";
  if (!element.link) return <div className={figureClass}>{image}</div>;
  return (
    <CmsLink link={element.link} className={`${figureClass} transition-opacity hover:opacity-90`}>
      {image}
    </CmsLink>
  );
}
