/**
 * Scene composition: a soft SVG background (gradient, glow, pattern, floor, shadows) rendered by sharp, with the
 * emoji motifs composited on top as rasters. Every random choice comes from a PRNG seeded by the motif key.
 */
import sharp from "sharp";
import type { MotifSeed } from "../../catalogue/types.js";
import { createRandom, hashString } from "../../catalogue/random.js";
import { bubbles, defs, hsl, palette, pattern } from "./backgrounds.js";
import { iconContentBox, recolour, renderIcon, type IconSet, type Raster, type RenderOptions } from "./icons.js";

export const SEED = 20261121;

/** Canvas size of each view; products are square, banners and slides wide. */
export function canvasOf(kind: MotifSeed["kind"]): { width: number; height: number } {
  switch (kind) {
    case "banner":
      return { width: 1920, height: 640 };
    case "slide":
      return { width: 1920, height: 800 };
    case "teaser":
    case "illustration":
      return { width: 1920, height: 1440 };
    case "logo":
      return { width: 1200, height: 400 };
    default:
      return { width: 1920, height: 1920 };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Placing rasters

interface Placement {
  raster: Raster;
  left: number;
  top: number;
}

export class Painter {
  private boxes = new Map<string, Promise<Awaited<ReturnType<typeof iconContentBox>>>>();
  private cache = new Map<string, Promise<Raster>>();
  private recentLarge: string[] = [];

  constructor(readonly set: IconSet) {}

  private contentBox(name: string) {
    let box = this.boxes.get(name);
    if (!box) this.boxes.set(name, (box = iconContentBox(this.set, name)));
    return box;
  }

  /**
   * Renders `name` so that its visible content is `maxDim` px at its largest side. Uncoloured rasters are cached
   * (small ones for the whole run, big ones while the colourways of one product are drawn) and recoloured copies
   * made from them.
   */
  async sized(name: string, maxDim: number, options: Omit<RenderOptions, "size"> = {}): Promise<Raster> {
    const box = await this.contentBox(name);
    const size = Math.round((maxDim * box.units) / Math.max(box.w, box.h));
    const key = `${name}|${size}|${options.rotate ?? ""}`;
    let base = this.cache.get(key);
    if (!base) {
      base = renderIcon(this.set, name, { size, rotate: options.rotate });
      this.cache.set(key, base);
      if (size > 480) this.recentLarge.push(key);
      if (this.recentLarge.length > 6) this.cache.delete(this.recentLarge.shift() as string);
    }
    const raster = await base;
    if (!options.tint && !options.hueRotate) return raster;
    const copy = { ...raster, data: Buffer.from(raster.data) };
    recolour(copy.data, options);
    return copy;
  }

  /** A zoomed crop: the square region of the icon (in units) around a focus point, drawn at `size` px. */
  async detail(
    name: string,
    size: number,
    random: () => number,
    options: Omit<RenderOptions, "size" | "region"> = {},
  ): Promise<Raster> {
    const box = await this.contentBox(name);
    // About 1.6 times closer than the front view, slightly turned, off-centre so that an outline stays in view.
    const side = Math.max(box.w, box.h) * 0.95;
    const fx = box.x + box.w / 2 + (random() < 0.5 ? -1 : 1) * box.w * (0.12 + random() * 0.1);
    const fy = box.y + box.h * (0.34 + random() * 0.12);
    const rotate = Math.round((random() - 0.5) * 24);
    return renderIcon(this.set, name, { ...options, size, rotate, region: [fx - side / 2, fy - side / 2, side, side] });
  }
}

/**
 * Scenes are designed in output pixels ("design units") but drawn at WORK_SCALE and scaled up once at the end:
 * librsvg's cost grows faster than the pixel count (the emoji use many blur filters), and the art is soft
 * gradients, so the difference is invisible even at 100 %.
 */
const WORK_SCALE = 0.5;

class Stage {
  readonly w: number;
  readonly h: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly scale: number,
  ) {
    this.w = Math.round(width * scale);
    this.h = Math.round(height * scale);
  }

  /** Position a raster by its visible box: horizontally centred on `cx`, standing on `floor` or centred on `cy`. */
  place(raster: Raster, cx: number, at: { floor: number } | { cy: number }): Placement {
    const { bbox } = raster;
    const left = Math.round(cx * this.scale - (bbox.x0 + bbox.x1) / 2);
    const top =
      "floor" in at
        ? Math.round(at.floor * this.scale - bbox.y1)
        : Math.round(at.cy * this.scale - (bbox.y0 + bbox.y1) / 2);
    return { raster, left, top };
  }

  /** The ellipse shadow under a placed raster, in design units. */
  shadowUnder(p: Placement, strength = 1): string {
    const { bbox } = p.raster;
    const k = 1 / this.scale;
    const cx = (p.left + (bbox.x0 + bbox.x1) / 2) * k;
    const cy = (p.top + bbox.y1) * k + 6;
    const rx = Math.max(60, (bbox.x1 - bbox.x0) * k * 0.46);
    const ry = Math.max(14, rx * 0.11);
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="url(#shadow)" opacity="${strength}"/>`;
  }

  /**
   * Background SVG (in design units) plus overlays, drawn at the working size and scaled to the output size.
   */
  async compose(svg: string, placements: Placement[]): Promise<Canvas> {
    const overlays = placements.map((p) => clip(p, this.w, this.h)).filter((o) => o !== null);
    // Rasterise the background on its own: given a resize, sharp would render the SVG at the target size itself.
    const scaled = svg.replace(svgOpen(this.width, this.height), svgOpen(this.width, this.height, this.scale));
    const bg = await sharp(Buffer.from(scaled)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const work = await sharp(bg.data, { raw: { width: bg.info.width, height: bg.info.height, channels: 3 } })
      .composite(overlays)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = await sharp(work.data, {
      raw: { width: work.info.width, height: work.info.height, channels: 3 },
    })
      .resize(this.width, this.height, { kernel: "linear" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      data,
      channels: 3,
      work: { data: work.data, width: work.info.width, height: work.info.height },
    };
  }
}

/** Position in a logo, which is drawn at full size. */
function place(raster: Raster, cx: number, cy: number): Placement {
  const { bbox } = raster;
  return { raster, left: Math.round(cx - (bbox.x0 + bbox.x1) / 2), top: Math.round(cy - (bbox.y0 + bbox.y1) / 2) };
}

/** Crops a placement to the canvas (sharp's composite needs overlays inside the base image). */
function clip(
  p: Placement,
  width: number,
  height: number,
): { input: Buffer; raw: { width: number; height: number; channels: 4 }; left: number; top: number } | null {
  const x0 = Math.max(0, p.left);
  const y0 = Math.max(0, p.top);
  const x1 = Math.min(width, p.left + p.raster.width);
  const y1 = Math.min(height, p.top + p.raster.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const w = x1 - x0;
  const h = y1 - y0;
  if (w === p.raster.width && h === p.raster.height) {
    return { input: p.raster.data, raw: { width: w, height: h, channels: 4 }, left: x0, top: y0 };
  }
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y0 - p.top + y) * p.raster.width + (x0 - p.left)) * 4;
    p.raster.data.copy(out, y * w * 4, from, from + w * 4);
  }
  return { input: out, raw: { width: w, height: h, channels: 4 }, left: x0, top: y0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Views

export interface Canvas {
  width: number;
  height: number;
  /** Raw pixels (RGB, or RGBA for logos). */
  data: Buffer;
  channels: 3 | 4;
  /** The same picture at the working size (RGB), a cheaper source for small thumbnails. */
  work?: { data: Buffer; width: number; height: number };
}

/**
 * Background plus overlays. Smooth backgrounds (gradients, glows, shadows, big circles) are drawn at a quarter of
 * the size and scaled up – indistinguishable and much cheaper; fine patterns need `sharp: true`.
 */
const svgOpen = (width: number, height: number, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">`;

export async function renderView(painter: Painter, motif: MotifSeed, view: string): Promise<Canvas> {
  const random = createRandom(hashString(`${SEED}:${motif.key}:${view}`));
  const { width, height } = canvasOf(motif.kind);
  if (motif.kind === "logo") return renderLogo(painter, motif, width, height);

  const stage = new Stage(width, height, WORK_SCALE);
  const S = stage.scale;
  const pic = motif.picture;
  const pal = palette(pic.hue);
  const colour = { tint: pic.tint, hueRotate: pic.hueRotate };
  const tilt = () => Math.round((random() - 0.5) * 16);
  const open = svgOpen(width, height);

  if (view === "front") {
    const main = stage.place(await painter.sized(pic.icon, 1180 * S, colour), 960, { cy: 900 });
    const svg = `${open}${defs(pal, width, height)}<circle cx="960" cy="880" r="820" fill="url(#glow)"/>${stage.shadowUnder(main)}</svg>`;
    return stage.compose(svg, [main]);
  }

  if (view === "detail") {
    const crop = await painter.detail(pic.icon, stage.w, random, colour);
    const svg = `${open}${defs(pal, width, height)}<circle cx="960" cy="960" r="900" fill="url(#glow)"/><rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`;
    return stage.compose(svg, [{ raster: crop, left: 0, top: 0 }]);
  }

  if (view === "lifestyle") {
    const floor = 1470;
    const companions = pic.companions ?? [];
    const main = stage.place(await painter.sized(pic.icon, 960 * S, colour), companions.length > 1 ? 930 : 820, {
      floor,
    });
    const placed: Placement[] = [];
    if (companions[0])
      placed.push(
        stage.place(await painter.sized(companions[0], 540 * S, { rotate: tilt() }), 1580, { floor: floor + 12 }),
      );
    if (companions[1])
      placed.push(
        stage.place(await painter.sized(companions[1], 380 * S, { rotate: tilt() }), 250, { floor: floor + 24 }),
      );
    const all = [...placed, main];
    const svg = `${open}${defs(pal, width, height)}${pattern(hashString(motif.key), width, 1300)}
<rect y="1300" width="${width}" height="${height - 1300}" fill="url(#floor)"/>
<ellipse cx="960" cy="1000" rx="900" ry="700" fill="url(#glow)" opacity="0.6"/>${all.map((p) => stage.shadowUnder(p, 0.9)).join("")}</svg>`;
    return stage.compose(svg, all);
  }

  // Wide and 4:3 compositions: several icons of the motif's list; a repeated icon gets other colours.
  const icons = motif.icons ?? [pic.icon];
  const variety = (i: number) => (icons.indexOf(icons[i]) < i ? { hueRotate: 150 } : {});
  if (motif.kind === "banner" || motif.kind === "slide") {
    // A cluster right of centre (the left stays calm for text): the main icon in front, two at its sides and up to
    // two smaller ones floating behind. Slots are [cx, size, floor or null for floating cy] in design units.
    const f = height - (motif.kind === "banner" ? 60 : 80);
    const k = motif.kind === "banner" ? 0.8 : 1;
    const slots: [number, number, number | null][] = [
      [1290, 520 * k, f],
      [880, 330 * k, f + 8],
      [1700, 330 * k, f + 8],
      [1010, 220 * k, null],
      [1590, 220 * k, null],
    ];
    const order = [3, 4, 1, 2, 0].filter((i) => i < icons.length);
    const placed: Placement[] = [];
    const floating = new Set<Placement>();
    for (const i of order) {
      const [cx, size, floor] = slots[i];
      const raster = await painter.sized(icons[i], size * (0.94 + random() * 0.12) * S, {
        rotate: tilt(),
        ...variety(i),
      });
      const p =
        floor === null
          ? stage.place(raster, cx, { cy: height * 0.3 + (random() - 0.5) * 60 })
          : stage.place(raster, cx, { floor });
      if (floor === null) floating.add(p);
      placed.push(p);
    }
    const svg = `${open}${defs(pal, width, height)}${bubbles(random, pal, width, height, 7)}
<ellipse cx="${width * 0.66}" cy="${height * 0.5}" rx="${width * 0.42}" ry="${height * 0.7}" fill="url(#glow)"/>${placed
      .filter((p) => !floating.has(p))
      .map((p) => stage.shadowUnder(p, 0.8))
      .join("")}</svg>`;
    return stage.compose(svg, placed);
  }

  // teaser / illustration (4:3): one big icon in front of two smaller ones.
  const floor = 1250;
  const [first, second, third] = icons;
  const placed: Placement[] = [];
  if (second)
    placed.push(
      stage.place(await painter.sized(second, 420 * S, { rotate: tilt(), ...variety(1) }), 430, { floor: floor - 10 }),
    );
  if (third)
    placed.push(
      stage.place(await painter.sized(third, 420 * S, { rotate: tilt(), ...variety(2) }), 1490, { floor: floor - 10 }),
    );
  placed.push(stage.place(await painter.sized(first, 780 * S), 960, { floor }));
  const svg = `${open}${defs(pal, width, height)}${pattern(hashString(motif.key) + 1, width, height)}
<ellipse cx="960" cy="760" rx="900" ry="640" fill="url(#glow)"/>${placed.map((p) => stage.shadowUnder(p)).join("")}</svg>`;
  return stage.compose(svg, placed);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A text logo on a transparent background: the brand's icon and its name in the accent colour. */
async function renderLogo(painter: Painter, motif: MotifSeed, width: number, height: number): Promise<Canvas> {
  const name = motif.text ?? motif.key;
  const words = name.split(" ");
  let lines = [name];
  if (name.length > 14 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
      if (diff < Math.abs(words.slice(0, best).join(" ").length - words.slice(best).join(" ").length)) best = i;
    }
    lines = [words.slice(0, best).join(" "), words.slice(best).join(" ")];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(92, Math.floor(780 / (0.64 * longest)));
  const lineHeight = fontSize * 1.08;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36;
  const text = lines
    .map(
      (line, i) =>
        `<text x="370" y="${(firstBaseline + i * lineHeight).toFixed(1)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="${motif.accent ?? "#333333"}">${escapeXml(line)}</text>`,
    )
    .join("");
  const icon = place(await painter.sized(motif.picture.icon, 250), 190, height / 2);
  const svg = `${svgOpen(width, height)}<circle cx="190" cy="${height / 2}" r="165" fill="${hsl(motif.picture.hue, 0.6, 0.93)}"/>${text}</svg>`;
  const overlay = clip(icon, width, height);
  const { data, info } = await sharp(Buffer.from(svg))
    .composite(overlay ? [overlay] : [])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data, channels: 4 };
}
