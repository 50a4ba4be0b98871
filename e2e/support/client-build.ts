import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ManifestChunk } from "../../apps/storefront/build-plugins/lazy-chunks";

/**
 * The storefront's client build under test, read from its Vite manifest (apps/storefront/build/client/.vite/
 * manifest.json), so a test names source modules and follows whatever hashes the build gave their chunks.
 */
const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/storefront/build/client");

export type { ManifestChunk };

export function clientManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(CLIENT_DIR, ".vite/manifest.json"), "utf8"));
}

/**
 * The public paths of a manifest entry and everything it imports statically; with `lazy`, also what it loads later
 * (its dynamic imports, and theirs).
 */
export function chunkClosure(
  chunks: Record<string, ManifestChunk>,
  key: string,
  into = new Set<string>(),
  lazy = false,
): Set<string> {
  const chunk = chunks[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])])
    chunkClosure(chunks, imported, into, lazy);
  return into;
}
