/**
 * The spec's background-image size rules (§9): each side rounded up to the next 100 (800 when
 * unknown), capped at 1900 above 1920, and URLs over 1000 characters rejected outright, so a
 * runaway URL never ends up in an inline style.
 */
export const MAX_BACKGROUND_URL_LENGTH = 1000;
const DEFAULT_SIZE = 800;

export function backgroundImageSize(size: number | null | undefined): number {
  if (!size || !Number.isFinite(size) || size <= 0) return DEFAULT_SIZE;
  if (size > 1920) return 1900;
  return Math.ceil(size / 100) * 100;
}

export interface BackgroundMediaSource {
  url?: string | null;
  metaData?: { width?: number | null; height?: number | null } | null;
}

/** The sized background URL for a medium, or null when there is none or it is too long. */
export function backgroundImageUrl(media: BackgroundMediaSource | null | undefined): string | null {
  const url = media?.url;
  if (!url || url.length > MAX_BACKGROUND_URL_LENGTH) return null;
  const width = backgroundImageSize(media.metaData?.width);
  const height = backgroundImageSize(media.metaData?.height);
  const separator = url.includes("?") ? "&" : "?";
  const sized = `${url}${separator}width=${width}&height=${height}`;
  return sized.length > MAX_BACKGROUND_URL_LENGTH ? null : sized;
}

/** CSS for a background URL: quoted and escaped, so the URL cannot end the declaration. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}
