import { localizePath, type Locale } from "../../lib/i18n";
import type { ApiMedia } from "../../lib/media";
import { packSrcSet } from "../../lib/srcset";

export type { ApiMedia };
import type { LinkView, MediaView } from "./cms-types";

export function toMediaView(media: ApiMedia | null | undefined): MediaView | null {
  if (!media?.url) return null;
  const thumbnails = (media.thumbnails ?? [])
    .filter((thumbnail): thumbnail is { url: string; width: number } => Boolean(thumbnail.url && thumbnail.width))
    .sort((a, b) => a.width - b.width);
  const width = media.metaData?.width ?? null;
  const sources = thumbnails.map((thumbnail) => ({ url: thumbnail.url, width: thumbnail.width }));
  // The original is the largest candidate unless a thumbnail already has its width.
  if (sources.length && width && !thumbnails.some((thumbnail) => thumbnail.width >= width)) {
    sources.push({ url: media.url, width });
  }
  return {
    url: media.url,
    alt: media.translated?.alt || media.alt || media.translated?.title || media.title || "",
    width,
    height: media.metaData?.height ?? null,
    srcSet: packSrcSet(sources),
  };
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A CMS link target: absolute URLs stay as they are (a full page load), shop paths such as
 * "/navigation/{id}" get the locale prefix. Script URLs are dropped.
 */
export function toLinkView(
  url: string | null | undefined,
  newTab: boolean | null | undefined,
  locale: Locale,
): LinkView | null {
  const target = url?.trim();
  if (!target) return null;
  if (EXTERNAL.test(target)) {
    if (!/^(https?|mailto|tel):/i.test(target)) return null;
    return { href: target, external: true, newTab: Boolean(newTab) };
  }
  if (target.startsWith("//")) return { href: target, external: true, newTab: Boolean(newTab) };
  return { href: localizePath(target, locale), external: false, newTab: Boolean(newTab) };
}
