import type { CSSProperties } from "react";
import { preconnectImage } from "../../../components/ui/preconnect-image";
import { srcSetAttribute } from "../../../lib/srcset";
import type { MediaView } from "../cms-types";

interface CmsImageTagProps {
  media: MediaView;
  sizes: string;
  /** Loads at once (not lazily): the picture is in the first screen. */
  eager?: boolean;
  /** And asks for high priority: only the page's LCP candidates (the first screen's pictures), `eager` by default. */
  highPriority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Set when the image is decorative (its link or caption already names it). */
  alt?: string;
}

/** An <img> with srcset from the thumbnails and its intrinsic size, so nothing shifts while loading. */
export function CmsImageTag({
  media,
  sizes,
  eager = false,
  highPriority = eager,
  className,
  style,
  alt,
}: CmsImageTagProps) {
  if (eager) preconnectImage(media.url);
  return (
    <img
      src={media.url}
      srcSet={srcSetAttribute(media.srcSet)}
      sizes={media.srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={highPriority ? "high" : undefined}
      decoding={eager ? "sync" : "async"}
      className={className}
      style={style}
    />
  );
}
