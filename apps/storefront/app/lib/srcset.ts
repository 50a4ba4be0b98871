/**
 * An image's `srcset` as the hydration data carries it. A media entity's thumbnails share the start of their URLs
 * (origin, media path, file name) and usually differ only in a size, so the common start is sent once (`base`) and
 * the candidates without it (`list`, e.g. "280.webp 280w, 400.webp 400w"). With the same thumbnail sizes, `list` is
 * the same string for every product, and React Router's turbo-stream sends a repeated string once: on a page of
 * cards the srcsets were the biggest part of the loader data (issue 15: page weight). An object, not a string, so the
 * compiler sends every `<img srcSet>` through `srcSetAttribute`.
 */
export interface SrcSetView {
  base: string;
  list: string;
}

/** One srcset candidate: an image URL and its intrinsic width. */
export interface SrcSetCandidate {
  url: string;
  width: number;
}

const SEPARATOR = ", ";

/** The packed srcset of the candidates (in their order), or null without candidates. */
export function packSrcSet(candidates: readonly SrcSetCandidate[]): SrcSetView | null {
  if (!candidates.length) return null;
  const urls = candidates.map((candidate) => candidate.url);
  let length = 0;
  const first = urls[0] ?? "";
  // The longest common start; never into a candidate's separator (URLs in a srcset contain no ", ").
  while (length < first.length && urls.every((url) => url[length] === first[length])) length++;
  // At least one character of each URL stays in the list, so no candidate is empty.
  length = Math.min(length, ...urls.map((url) => url.length - 1));
  return {
    base: first.slice(0, length),
    list: candidates.map((candidate) => `${candidate.url.slice(length)} ${candidate.width}w`).join(SEPARATOR),
  };
}

/** The `srcset` attribute value, or undefined (no attribute) without candidates. */
export function srcSetAttribute(srcSet: SrcSetView | null): string | undefined {
  if (!srcSet?.list) return undefined;
  return srcSet.list
    .split(SEPARATOR)
    .map((candidate) => `${srcSet.base}${candidate}`)
    .join(SEPARATOR);
}

/** The candidates' URLs, smallest first when packed that way. */
export function srcSetUrls(srcSet: SrcSetView | null): string[] {
  return (srcSetAttribute(srcSet) ?? "")
    .split(SEPARATOR)
    .map((candidate) => candidate.split(" ")[0] ?? "")
    .filter(Boolean);
}

/**
 * The smallest candidate at least `minWidth` pixels wide, or null: for a picture shown at one fixed size (a gallery
 * thumbnail of 80 CSS px is 240 device px at a density of 3), whose srcset would only ever pick that candidate.
 */
export function coveringUrl(srcSet: SrcSetView | null, minWidth: number): string | null {
  let best: { url: string; width: number } | null = null;
  for (const candidate of (srcSetAttribute(srcSet) ?? "").split(SEPARATOR)) {
    const [url = "", descriptor = ""] = candidate.split(" ");
    const width = Number.parseInt(descriptor, 10);
    if (url && width >= minWidth && (!best || width < best.width)) best = { url, width };
  }
  return best?.url ?? null;
}

/** The srcset's widest candidate (the last: thumbnails are packed smallest first), or the picture's src without one. */
export function widestCandidate(image: { srcSet: SrcSetView | null; src: string }): string {
  return srcSetUrls(image.srcSet).at(-1) ?? image.src;
}

/**
 * The biggest rendition of a gallery picture, for zooming: its `largestUrl`, sent only when it is not the srcset's
 * widest candidate (product.ts, issue 15: page weight).
 */
export function zoomUrl(image: { srcSet: SrcSetView | null; src: string; largestUrl?: string }): string {
  return image.largestUrl ?? widestCandidate(image);
}
