/**
 * The scene backgrounds: colour palettes from a hue, and the SVG gradients, patterns and decorations drawn behind
 * the motifs (scenes.ts composes them).
 */
// ---------------------------------------------------------------------------------------------------------------
// Colours

export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export interface Palette {
  a: string;
  b: string;
  deco: string;
  floor: string;
  floorEdge: string;
  shadow: string;
}

export const palette = (hue: number): Palette => ({
  a: hsl(hue, 0.7, 0.955),
  b: hsl(hue + 18, 0.55, 0.87),
  deco: hsl(hue - 12, 0.5, 0.8),
  floor: hsl(hue + 8, 0.42, 0.83),
  floorEdge: hsl(hue + 8, 0.4, 0.9),
  shadow: hsl(hue, 0.35, 0.2),
});

// ---------------------------------------------------------------------------------------------------------------
// Backgrounds

export function defs(pal: Palette, width: number, height: number): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.a}"/><stop offset="1" stop-color="${pal.b}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${pal.shadow}" stop-opacity="0.34"/><stop offset="0.55" stop-color="${pal.shadow}" stop-opacity="0.13"/><stop offset="1" stop-color="${pal.shadow}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="${pal.shadow}" stop-opacity="0"/><stop offset="1" stop-color="${pal.shadow}" stop-opacity="0.16"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.floorEdge}"/><stop offset="0.04" stop-color="${pal.floor}"/><stop offset="1" stop-color="${pal.b}"/></linearGradient>
<pattern id="dots" width="72" height="72" patternUnits="userSpaceOnUse"><circle cx="36" cy="36" r="7" fill="#ffffff" fill-opacity="0.55"/></pattern>
<pattern id="grid" width="96" height="96" patternUnits="userSpaceOnUse"><path d="M0 0.5H96M0.5 0V96" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/></pattern>
<pattern id="rings" width="160" height="160" patternUnits="userSpaceOnUse"><circle cx="80" cy="80" r="46" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" fill="none"/></pattern>
</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

export function stripes(width: number, height: number): string {
  const bands: string[] = [];
  for (let x = -height; x < width; x += 120) {
    bands.push(`<path d="M${x} ${height}L${x + height} 0H${x + height + 56}L${x + 56} ${height}Z"/>`);
  }
  return `<g fill="#ffffff" fill-opacity="0.22">${bands.join("")}</g>`;
}

export function pattern(kind: number, width: number, height: number): string {
  switch (kind % 4) {
    case 0:
      return `<rect width="${width}" height="${height}" fill="url(#dots)"/>`;
    case 1:
      return stripes(width, height);
    case 2:
      return `<rect width="${width}" height="${height}" fill="url(#grid)"/>`;
    default:
      return `<rect width="${width}" height="${height}" fill="url(#rings)"/>`;
  }
}

/** Soft decorative circles for wide compositions. */
export function bubbles(random: () => number, pal: Palette, width: number, height: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = height * (0.18 + random() * 0.35);
    out.push(
      `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${pal.deco}" fill-opacity="${(0.18 + random() * 0.2).toFixed(2)}"/>`,
    );
  }
  return out.join("");
}
