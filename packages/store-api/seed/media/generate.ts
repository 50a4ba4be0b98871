/**
 * Renders the demo catalogue's pictures and writes seed/media/manifest.json.
 *
 *   npx tsx packages/store-api/seed/media/generate.ts            # render what changed (the output is committed)
 *   npx tsx packages/store-api/seed/media/generate.ts --force    # render everything again
 *   npx tsx packages/store-api/seed/media/generate.ts --only basic-tee   # motifs whose key starts with a prefix
 *   … --verbose                                                  # time every view
 *
 * Each motif of `catalogue.motifs` (products, colourways, category banners, brand logos, CMS slides, teasers and
 * error illustrations) is composed from MIT-licensed Fluent Emoji art (see LICENSE-fluent-emoji.md) on a soft
 * background and encoded by sharp to WebP: the original `files/<motif>/<view>.webp` (1920 px wide; logos 1200 px)
 * and thumbnails `files/<motif>/<view>-<width>.webp` at 280, 400, 800 and 1920 px (aspect ratio kept). All layout
 * choices come from a PRNG seeded by the motif key, so a re-run reproduces the same bytes; views whose recipe is
 * unchanged (same hash in the manifest, files present) are skipped.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { catalogue } from "../catalogue/index.js";
import type { MotifSeed, Translated } from "../catalogue/types.js";
import { loadIconSet } from "./lib/icons.js";
import { Painter, renderView, SEED, type Canvas } from "./lib/scenes.js";

/** Bump when the drawing code changes, so every view (or every view of one name) is rendered again. */
const RECIPE_VERSION = 3;
const VIEW_RECIPE_VERSIONS: Record<string, number> = { detail: 2 };
const THUMBNAIL_WIDTHS = [280, 400, 800, 1920];
const WEBP = { quality: 78, effort: 4 } as const;
/**
 * The 1920 px originals use effort 2: 2.4 times faster to encode at about 8 % more bytes, which keeps a full
 * regeneration near a minute on two cores.
 */
const WEBP_ORIGINAL = { quality: 78, effort: 2 } as const;

const here = path.dirname(fileURLToPath(import.meta.url));
const filesDir = path.join(here, "files");
const manifestFile = path.join(here, "manifest.json");

export interface ManifestFile {
  width: number;
  height: number;
  file: string;
}

export interface ManifestView extends ManifestFile {
  name: string;
  /** Hash of the drawing recipe; an unchanged hash means the files need not be rendered again. */
  hash: string;
  thumbnails: ManifestFile[];
}

export interface ManifestEntry {
  key: string;
  kind: MotifSeed["kind"];
  alt: Translated;
  views: ManifestView[];
}

const args = process.argv.slice(2);
const force = args.includes("--force");
const verbose = args.includes("--verbose");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

function recipeHash(motif: MotifSeed, view: string): string {
  const recipe = {
    RECIPE_VERSION,
    viewVersion: VIEW_RECIPE_VERSIONS[view] ?? 1,
    SEED,
    WEBP,
    WEBP_ORIGINAL,
    THUMBNAIL_WIDTHS,
    sharp: sharp.versions.sharp,
    motif: { ...motif, alt: undefined },
    view,
  };
  return createHash("sha256").update(JSON.stringify(recipe)).digest("hex").slice(0, 16);
}

async function encode(canvas: Canvas, width: number): Promise<{ buffer: Buffer; width: number; height: number }> {
  if (width >= canvas.width) {
    const { data, info } = await sharp(canvas.data, {
      raw: { width: canvas.width, height: canvas.height, channels: canvas.channels },
    })
      .webp(WEBP_ORIGINAL)
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height };
  }
  // Thumbnails come from the working-size picture when it is big enough (cheaper to shrink, same result).
  const source = canvas.work && canvas.work.width >= width ? { ...canvas.work, channels: 3 as const } : canvas;
  const height = Math.round((canvas.height * width) / canvas.width);
  const { data, info } = await sharp(source.data, {
    raw: { width: source.width, height: source.height, channels: source.channels },
  })
    .resize(width, height, { kernel: "lanczos3" })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height };
}

async function renderOne(painter: Painter, motif: MotifSeed, view: string, hash: string): Promise<ManifestView> {
  const t0 = Date.now();
  const canvas = await renderView(painter, motif, view);
  const t1 = Date.now();
  const dir = path.join(filesDir, motif.key);
  await mkdir(dir, { recursive: true });
  const rel = (name: string) => `files/${motif.key}/${name}`;
  const original = await encode(canvas, canvas.width);
  await writeFile(path.join(dir, `${view}.webp`), original.buffer);
  const thumbnails: ManifestFile[] = [];
  for (const width of THUMBNAIL_WIDTHS.filter((w) => w <= canvas.width)) {
    const thumb = width === canvas.width ? original : await encode(canvas, width);
    await writeFile(path.join(dir, `${view}-${width}.webp`), thumb.buffer);
    thumbnails.push({ width: thumb.width, height: thumb.height, file: rel(`${view}-${width}.webp`) });
  }
  if (verbose) console.log(`media:   ${motif.key}/${view}: drawn in ${t1 - t0} ms, encoded in ${Date.now() - t1} ms`);
  return { name: view, file: rel(`${view}.webp`), width: original.width, height: original.height, hash, thumbnails };
}

async function readManifest(): Promise<Map<string, ManifestView>> {
  const known = new Map<string, ManifestView>();
  if (!existsSync(manifestFile)) return known;
  const entries = JSON.parse(await readFile(manifestFile, "utf8")) as ManifestEntry[];
  for (const entry of entries) for (const view of entry.views) known.set(`${entry.key}/${view.name}`, view);
  return known;
}

const filesExist = (view: ManifestView) =>
  [view.file, ...view.thumbnails.map((t) => t.file)].every((f) => existsSync(path.join(here, f)));

async function main(): Promise<void> {
  const started = Date.now();
  const motifs = catalogue.motifs.filter((m) => !only || m.key.startsWith(only));
  const previous = await readManifest();
  const jobs: { motif: MotifSeed; view: string; hash: string }[] = [];
  const done = new Map<string, ManifestView>();
  for (const motif of motifs) {
    for (const view of motif.views) {
      const hash = recipeHash(motif, view);
      const old = previous.get(`${motif.key}/${view}`);
      if (!force && old?.hash === hash && filesExist(old)) done.set(`${motif.key}/${view}`, old);
      else jobs.push({ motif, view, hash });
    }
  }
  const concurrency = Math.min(4, os.availableParallelism() + 1);
  sharp.concurrency(1);
  sharp.cache(false);
  console.log(
    `media: ${motifs.length} motifs, ${jobs.length} views to render, ${done.size} unchanged (concurrency ${concurrency})`,
  );

  if (jobs.length > 0) {
    const painter = new Painter(await loadIconSet());
    console.log(`media: icon set loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let next = 0;
    let finished = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        done.set(`${job.motif.key}/${job.view}`, await renderOne(painter, job.motif, job.view, job.hash));
        finished++;
        if (finished % 25 === 0 || finished === jobs.length) {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`media: [${finished}/${jobs.length}] ${job.motif.key}/${job.view} – ${seconds} s`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  if (!only) {
    // Drop folders of motifs that no longer exist.
    const keep = new Set(catalogue.motifs.map((m) => m.key));
    if (existsSync(filesDir)) {
      for (const dir of await readdir(filesDir))
        if (!keep.has(dir)) await rm(path.join(filesDir, dir), { recursive: true });
    }
  }

  const byKey = new Map((only ? catalogue.motifs : motifs).map((m) => [m.key, m]));
  const manifest: ManifestEntry[] = [...byKey.values()]
    .map((motif) => ({
      key: motif.key,
      kind: motif.kind,
      alt: motif.alt,
      views: motif.views
        .map((view) => done.get(`${motif.key}/${view}`) ?? previous.get(`${motif.key}/${view}`))
        .filter((v) => v !== undefined),
    }))
    .filter((entry) => entry.views.length > 0)
    .sort((a, b) => a.key.localeCompare(b.key));
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const views = manifest.reduce((n, e) => n + e.views.length, 0);
  console.log(
    `media: wrote manifest.json (${manifest.length} media keys, ${views} views) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
