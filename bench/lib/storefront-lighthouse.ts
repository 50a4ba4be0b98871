import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  lighthouseVersion: string;
  /** Scores 0–100; null when Lighthouse could not score a category. */
  scores: Record<Category, number | null>;
  metrics: Record<string, number | undefined>;
  runWarnings: string[];
  /** Per category, the weighted audits that did not pass (score < 1), worst first: why a score is not 100. */
  failedAudits: Record<Category, { id: string; score: number; weight: number }[]>;
}

const cli = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");

/** One run of the Lighthouse CLI writing its JSON report to `output`. */
function lighthouseCli(url: string, output: string, extraHeaders?: Record<string, string>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
        ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        timeout: 180_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr.slice(-2000)}`)) : resolve(),
    );
  });
}

/**
 * The headers of the page request Lighthouse's Chromium sends (mobile emulation, Lighthouse 12, captured): the ones a
 * page cache entry varies by (Accept-Language on the home page, Accept-Encoding) must be these for its request to hit.
 */
export const LIGHTHOUSE_DOCUMENT_HEADERS = {
  "Accept-Language": "en-US,en;q=0.9",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "User-Agent":
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

/**
 * Requests `url` as Lighthouse's browser will, now and every 3 s until stopped: an anonymous page someone else just
 * visited, so Lighthouse's own request finds it in the storefront's page cache (15 s entries) as a shopper's would on
 * a shop with traffic. Without it every run measured a cold render (the server response time was 0.6-2.2 s of the
 * LCP on this machine: issue 15).
 */
export function keepWarm(url: string): () => void {
  const get = () =>
    fetch(url, { headers: LIGHTHOUSE_DOCUMENT_HEADERS })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  void get();
  const timer = setInterval(get, 3_000);
  return () => clearInterval(timer);
}

/**
 * One Lighthouse run of the CLI (default config: mobile emulation with simulated throttling) in a child process,
 * with its own headless Chromium (CHROME_PATH, default /usr/bin/chromium). `extraHeaders` go with every request of
 * the page (a session cookie for the cart and checkout pages). `warm`: the page is kept in the page cache meanwhile
 * (keepWarm; anonymous pages only, a session page is rendered for its shopper anyway).
 */
export async function runLighthouse(
  url: string,
  extraHeaders?: Record<string, string>,
  { warm = false }: { warm?: boolean } = {},
): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const output = path.join(dir, "report.json");
  const stopWarming = warm ? keepWarm(url) : () => {};
  try {
    // Headless Chromium now and then loses the trace of a page load (Lighthouse's NO_NAVSTART / NO_FCP runtime
    // errors): that says nothing about the page, so the run is tried again, up to three times.
    for (let attempt = 1; ; attempt++) {
      try {
        await lighthouseCli(url, output, extraHeaders);
        break;
      } catch (error) {
        if (attempt >= 3 || !/Runtime error encountered/.test(String(error))) throw error;
        console.log(
          `  Lighthouse ${url}: ${/\(([A-Z_]+)\)/.exec(String(error))?.[1] ?? "runtime error"}, trying again`,
        );
      }
    }
    const report = JSON.parse(readFileSync(output, "utf8")) as {
      lighthouseVersion: string;
      runWarnings?: string[];
      categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
      audits: Record<string, { numericValue?: number; score?: number | null }>;
    };
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        report.categories[c]?.score == null ? null : Math.round(report.categories[c].score! * 100),
      ]),
    ) as Record<Category, number | null>;
    const metric = (id: string) => report.audits[id]?.numericValue;
    const failing = (category: Category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && typeof report.audits[ref.id]?.score === "number" && report.audits[ref.id].score! < 1,
        )
        .map((ref) => ({ id: ref.id, score: report.audits[ref.id].score!, weight: ref.weight }))
        .sort((a, b) => (1 - b.score) * b.weight - (1 - a.score) * a.weight);
    return {
      failedAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failing(c)])) as LighthouseResult["failedAudits"],
      lighthouseVersion: report.lighthouseVersion,
      scores,
      metrics: {
        fcpMs: metric("first-contentful-paint"),
        lcpMs: metric("largest-contentful-paint"),
        tbtMs: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        speedIndexMs: metric("speed-index"),
        serverResponseMs: metric("server-response-time"),
      },
      runWarnings: report.runWarnings ?? [],
    };
  } finally {
    stopWarming();
    rmSync(dir, { recursive: true, force: true });
  }
}
