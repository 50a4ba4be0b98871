import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** An entry of Vite's build manifest (build/client/.vite/manifest.json), as far as read here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Per lazily loaded module (its path from the app root, e.g. "app/features/product/ProductPage.tsx"). */
export interface LazyChunkAssets {
  /** The module's chunk and the chunks it imports statically that its importer does not already load. */
  js: string[];
  css: string[];
}

export const LAZY_CHUNKS_MODULE = "virtual:lazy-chunks";

/** The public URLs of a manifest entry and of everything it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, base: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(base + chunk.file)) return into;
  into.add(base + chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, base, into);
  return into;
}

/**
 * The assets of every dynamically imported client module, keyed by source path. A module that several chunks import
 * lazily keeps the files none of its importers loads; those importers' own files are preloaded by React Router.
 */
export function lazyChunkAssets(manifest: Record<string, ManifestChunk>, base: string) {
  const assets: Record<string, LazyChunkAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src) continue;
    const importers = Object.keys(manifest).filter((other) => manifest[other]?.dynamicImports?.includes(key));
    const loaded = importers.map((importer) => closure(manifest, importer, base));
    const js = [...closure(manifest, key, base)].filter((file) => !loaded.some((files) => files.has(file)));
    const css = new Set<string>();
    for (const file of js) {
      const entry = Object.values(manifest).find((candidate) => base + candidate.file === file);
      for (const sheet of entry?.css ?? []) css.add(base + sheet);
    }
    assets[chunk.src] = { js, css: [...css] };
  }
  return assets;
}

/**
 * `import assets from "virtual:lazy-chunks"` in server code: the client files of each lazily loaded module, read at
 * build time from the client build's Vite manifest (React Router builds the client first). The server then preloads
 * exactly the chunks of the page it renders. Empty in the dev server and in the client build.
 */
export function lazyChunks(): Plugin {
  const resolved = `\0${LAZY_CHUNKS_MODULE}`;
  return {
    name: "storefront:lazy-chunks",
    resolveId: (id) => (id === LAZY_CHUNKS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return;
      const config = this.environment.config;
      const client = config.environments.client?.build;
      if (this.environment.name === "client" || config.command !== "build" || !client) return "export default {};";
      const manifestPath = path.resolve(config.root, client.outDir, ".vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
      return `export default ${JSON.stringify(lazyChunkAssets(manifest, config.base))};`;
    },
  };
}
