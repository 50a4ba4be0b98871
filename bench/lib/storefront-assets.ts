import { gzipSync } from "node:zlib";

/** The first-load JavaScript and CSS of one SSR page: what the browser fetches before the page is interactive. */
export interface PageAssets {
  status: number;
  /** The URL that answered (after redirects): a page that sent the benchmark elsewhere was not measured. */
  finalUrl: string;
  htmlBytes: number;
  /** The HTML gzipped at level 9 (what a compressing server sends, roughly). */
  htmlGzipBytes: number;
  scripts: string[];
  jsBytes: number;
  jsGzipBytes: number;
  styles: string[];
  cssBytes: number;
  cssGzipBytes: number;
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];

/**
 * The module URLs React Router's SSR HTML names: `<link rel="modulepreload">` (the entry, route modules and their
 * static imports), `<script type="module" src>`, and the `import "…"` / `import(…)` / `from "…"` specifiers of the
 * inline module scripts; stylesheets from `<link rel="stylesheet">`. Only same-origin URLs.
 */
export function assetUrls(html: string, pageUrl: string): { scripts: string[]; styles: string[] } {
  const origin = new URL(pageUrl).origin;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (set: Set<string>, href: string | undefined) => {
    if (!href) return;
    const url = new URL(href.replace(/&amp;/g, "&"), pageUrl);
    if (url.origin === origin) set.add(url.href);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes("modulepreload")) add(scripts, attribute(tag, "href"));
    if (rel.includes("stylesheet")) add(styles, attribute(tag, "href"));
  }
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(tag, "type")?.toLowerCase() !== "module") continue;
    add(scripts, attribute(tag, "src"));
    for (const [, specifier] of body.matchAll(/(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s+)["']([^"']+)["']/g))
      add(scripts, specifier);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

async function bytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Fetches the page (with `headers`, e.g. a session cookie) and each asset once; gzip sizes are zlib level 9 of the raw bytes, summed per file. */
export async function measureAssets(pageUrl: string, headers: Record<string, string> = {}): Promise<PageAssets> {
  const response = await fetch(pageUrl, { headers: { accept: "text/html", ...headers } });
  const html = await response.text();
  const { scripts, styles } = assetUrls(html, pageUrl);
  const sum = async (urls: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = await bytes(url);
      const zipped = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += zipped;
      // BENCH_ASSETS=1 names each file's share: what to move when a page is over its budget.
      if (process.env.BENCH_ASSETS) console.log(`    ${(zipped / 1024).toFixed(1)} KB gzip ${new URL(url).pathname}`);
    }
    return { raw, gzip };
  };
  const js = await sum(scripts);
  const css = await sum(styles);
  return {
    status: response.status,
    finalUrl: response.url,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    scripts,
    jsBytes: js.raw,
    jsGzipBytes: js.gzip,
    styles,
    cssBytes: css.raw,
    cssGzipBytes: css.gzip,
  };
}
