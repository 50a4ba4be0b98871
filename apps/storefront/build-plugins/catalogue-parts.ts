import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { ManifestChunk } from "./lazy-chunks";

/**
 * The namespaces of each locale catalogue (app/locales/<languageCode>.json) that the browser loads apart from the
 * rest, each by the one module that translates it (lib/messages.ts's loadCataloguePart, a `?part=<namespace>` import):
 * a page that never shows checkout text does not download it. The catalogue's core is every other namespace.
 */
export const CATALOGUE_PARTS: readonly string[] = [
  "checkout",
  "cart",
  "account",
  "accountArea",
  // Issue 15, first-load JS: the namespaces of no header, footer or page shell. Each page type loads the ones its
  // components use (forms: pages with a form; cms: the category chips; reviews: the product page; contact: a CMS
  // contact form; newsletter: the newsletter forms and routes; shopware: its compatibility routes).
  "forms",
  "cms",
  "reviews",
  "contact",
  "newsletter",
  "shopware",
];

const LOCALE_FILE = /\/app\/locales\/([^/]+)\.json(?:\?part=(\w+))?$/;
const PART_SOURCE = /^app\/locales\/([^/]+)\.json\?part=(\w+)$/;

/** The namespaces of a catalogue that a part holds; the core (no part) holds those of no part. */
export function partOf(catalogue: Record<string, unknown>, part: string | undefined): Record<string, unknown> {
  if (part && !CATALOGUE_PARTS.includes(part)) throw new Error(`There is no catalogue part ${part}`);
  return Object.fromEntries(
    Object.entries(catalogue).filter(([namespace]) =>
      part ? namespace === part : !CATALOGUE_PARTS.includes(namespace),
    ),
  );
}

/**
 * Per client chunk (its public URL), per language: the files of the catalogue parts the chunk loads (its `?part=`
 * dynamic imports), to modulepreload beside it.
 */
export function cataloguePartFiles(manifest: Record<string, ManifestChunk>, base: string) {
  const files: Record<string, Record<string, string[]>> = {};
  for (const chunk of Object.values(manifest)) {
    for (const imported of chunk.dynamicImports ?? []) {
      const match = PART_SOURCE.exec(imported);
      const part = manifest[imported];
      if (!match || !part) continue;
      const byLanguage = (files[base + chunk.file] ??= {});
      (byLanguage[match[1] ?? ""] ??= []).push(base + part.file);
    }
  }
  return files;
}

export const CATALOGUE_PARTS_MODULE = "virtual:catalogue-parts";

/**
 * In the client build, `app/locales/<code>.json` is the catalogue's core and `app/locales/<code>.json?part=<name>`
 * one of its CATALOGUE_PARTS (the server build keeps whole catalogues: it renders every page). In server code,
 * `import files from "virtual:catalogue-parts"` is cataloguePartFiles of the client build (empty in the dev server).
 */
export function catalogueParts(): Plugin {
  const resolved = `\0${CATALOGUE_PARTS_MODULE}`;
  return {
    name: "storefront:catalogue-parts",
    // Before Vite reads the file itself.
    enforce: "pre",
    resolveId: (id) => (id === CATALOGUE_PARTS_MODULE ? resolved : undefined),
    load(id) {
      if (id === resolved) {
        const config = this.environment.config;
        const client = config.environments.client?.build;
        if (this.environment.name === "client" || config.command !== "build" || !client) return "export default {};";
        const manifestPath = path.resolve(config.root, client.outDir, ".vite/manifest.json");
        const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
        return `export default ${JSON.stringify(cataloguePartFiles(manifest, config.base))};`;
      }
      const match = LOCALE_FILE.exec(id);
      // The server's catalogues stay whole (it renders every page); its build still compiles the parts' imports.
      if (!match || (this.environment.name !== "client" && !match[2])) return;
      const catalogue = JSON.parse(readFileSync(id.replace(/\?.*$/, ""), "utf8")) as Record<string, unknown>;
      // JavaScript, not JSON: Vite's JSON plugin leaves an id with a query alone.
      return { code: `export default ${JSON.stringify(partOf(catalogue, match[2]))};`, moduleType: "js" };
    },
  };
}
