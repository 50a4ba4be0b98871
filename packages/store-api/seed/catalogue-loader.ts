import { readFileSync } from "node:fs";
import path from "node:path";
import { PACKAGE_ROOT } from "../src/config.js";
import type { Db } from "../src/db/database.js";
import { catalogue } from "./catalogue/index.js";
import { loadCatalogue } from "./loader/load.js";
import { readManifest, type ManifestEntry } from "./loader/media.js";
import type { ChannelSeed } from "./reference.js";
import type { SeedWriter } from "./writer.js";

/** The rendered pictures (written by seed/media/generate.ts) and the directory served at /media/. */
const MEDIA_MANIFEST = path.join(PACKAGE_ROOT, "seed/media/manifest.json");
const MEDIA_DIR = path.join(PACKAGE_ROOT, "seed/media/files");

/**
 * Adds the demo catalogue (seed/catalogue) to the writer and returns the channel's entry points. Everything is built
 * in memory and written by the writer's batched inserts, so `db` is not needed for reads.
 *
 * Release dates, review dates and "new arrivals" streams count back from the seeding day (not SEED_TIME), so
 * "new" products stay new; reseeding on the same day gives byte-identical data.
 */
export async function addCatalogue(
  writer: SeedWriter,
  db: Db,
  log: (line: string) => void,
): Promise<Omit<ChannelSeed, "storefrontUrls">> {
  void db;
  const media = readManifest(JSON.parse(readFileSync(MEDIA_MANIFEST, "utf8")) as ManifestEntry[], MEDIA_DIR);
  return loadCatalogue(writer, catalogue, media, { log });
}
