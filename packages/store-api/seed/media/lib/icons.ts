/**
 * Fluent Emoji icons (MIT, © Microsoft, via @iconify-json/fluent-emoji) rasterised with sharp (librsvg), plus pixel
 * recolouring for colourways. Only the colour "fluent-emoji" set is used.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import sharp from "sharp";

interface IconData {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

export interface IconSet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
}

export async function loadIconSet(): Promise<IconSet> {
  const file = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji/icons.json");
  const set = JSON.parse(await readFile(file, "utf8")) as IconSet;
  if (set.prefix !== "fluent-emoji") throw new Error(`unexpected icon set ${set.prefix}`);
  return set;
}

/** Icon body with its ids made unique (several icons share one SVG document) and its box in icon units. */
function iconBody(set: IconSet, name: string): { body: string; box: [number, number, number, number] } {
  const alias = set.aliases?.[name];
  const icon = set.icons[alias ? alias.parent : name];
  if (!icon) throw new Error(`fluent-emoji has no icon "${name}"`);
  const box: [number, number, number, number] = [
    icon.left ?? 0,
    icon.top ?? 0,
    icon.width ?? set.width ?? 32,
    icon.height ?? set.height ?? 32,
  ];
  let body = icon.body;
  if (alias?.hFlip) body = `<g transform="translate(${box[0] * 2 + box[2]} 0) scale(-1 1)">${body}</g>`;
  return { body, box };
}

export interface Bbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  /** Bounding box of the visible pixels. */
  bbox: Bbox;
}

export interface RenderOptions {
  /** Output size in pixels (square). */
  size: number;
  /** Region of the icon to draw, in icon units [x, y, w, h]; default: the whole icon. */
  region?: [number, number, number, number];
  /** Degrees, around the icon centre. */
  rotate?: number;
  tint?: string;
  hueRotate?: number;
}

function alphaBbox(data: Buffer, width: number, height: number): Bbox {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] > 16) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  return x1 < 0 ? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 } : { x0, y0, x1, y1 };
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * Recolours to `tint` by luminance, relative to the icon's own average: average pixels get exactly the colour,
 * darker ones a deep shade of it and lighter ones a pale tint – so shading survives and white, black and red
 * variants all look right.
 */
function tintPixels(data: Buffer, tint: string): void {
  const c = hexToRgb(tint);
  const dark = c.map((v) => v * 0.35);
  const light = c.map((v) => v + (1 - v) * 0.6);
  const lum = (i: number) => (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] / 255;
    sum += lum(i) * a;
    weight += a;
  }
  const mean = weight > 0 ? sum / weight : 0.5;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    const t = Math.min(1, Math.max(0, 0.5 + (lum(i) - mean) * 1.6));
    for (let k = 0; k < 3; k++) {
      const v = t < 0.5 ? dark[k] + (c[k] - dark[k]) * (t * 2) : c[k] + (light[k] - c[k]) * ((t - 0.5) * 2);
      data[i + k] = Math.round(Math.min(1, Math.max(0, v)) * 255);
    }
  }
}

/** The SVG/CSS hue-rotate matrix, applied to straight (non-premultiplied) RGB. */
function hueRotatePixels(data: Buffer, degrees: number): void {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const m = [
    0.213 + cos * 0.787 - sin * 0.213,
    0.715 - cos * 0.715 - sin * 0.715,
    0.072 - cos * 0.072 + sin * 0.928,
    0.213 - cos * 0.213 + sin * 0.143,
    0.715 + cos * 0.285 + sin * 0.14,
    0.072 - cos * 0.072 - sin * 0.283,
    0.213 - cos * 0.213 - sin * 0.787,
    0.715 - cos * 0.715 + sin * 0.715,
    0.072 + cos * 0.928 + sin * 0.072,
  ];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    data[i] = Math.max(0, Math.min(255, Math.round(m[0] * r + m[1] * g + m[2] * b)));
    data[i + 1] = Math.max(0, Math.min(255, Math.round(m[3] * r + m[4] * g + m[5] * b)));
    data[i + 2] = Math.max(0, Math.min(255, Math.round(m[6] * r + m[7] * g + m[8] * b)));
  }
}

/** Applies a colourway's tint and/or hue rotation to RGBA pixels in place. */
export function recolour(data: Buffer, options: { tint?: string; hueRotate?: number }): void {
  if (options.tint) tintPixels(data, options.tint);
  if (options.hueRotate) hueRotatePixels(data, options.hueRotate);
}

export async function renderIcon(set: IconSet, name: string, options: RenderOptions): Promise<Raster> {
  const { body, box } = iconBody(set, name);
  const [x, y, w, h] = options.region ?? box;
  const cx = box[0] + box[2] / 2;
  const cy = box[1] + box[3] / 2;
  const inner = options.rotate ? `<g transform="rotate(${options.rotate} ${cx} ${cy})">${body}</g>` : body;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${options.size}" height="${options.size}" viewBox="${x} ${y} ${w} ${h}">${inner}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  recolour(data, options);
  return { data, width: info.width, height: info.height, bbox: alphaBbox(data, info.width, info.height) };
}

/** The icon's visible box in icon units (from a small probe render), to size motifs by what is actually drawn. */
export async function iconContentBox(
  set: IconSet,
  name: string,
): Promise<{ x: number; y: number; w: number; h: number; units: number }> {
  const { box } = iconBody(set, name);
  const probe = await renderIcon(set, name, { size: 160 });
  const unit = box[2] / 160;
  return {
    x: box[0] + probe.bbox.x0 * unit,
    y: box[1] + probe.bbox.y0 * unit,
    w: (probe.bbox.x1 - probe.bbox.x0 + 1) * unit,
    h: (probe.bbox.y1 - probe.bbox.y0 + 1) * unit,
    units: box[2],
  };
}
