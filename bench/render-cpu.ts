import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { Fixtures } from "../packages/store-api/test/conformance/fixtures.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { numberOption, option } from "./lib/args.js";
import { statTicks, TICKS_PER_SECOND } from "./lib/process-cpu.js";
import { seoPath } from "./lib/seo-path.js";
import { freePort } from "./lib/storefront-processes.js";

/**
 * CPU milliseconds per uncached page view (issue 15), per process: the storefront (`npm start`, one worker, page cache
 * off) and the backend, each read from /proc/<pid>/stat (utime + stime) before and after N anonymous views of home,
 * the bench's filtered category and the bench's product. On a machine shared with other work, wall-clock req/s says
 * little; CPU time per view does not depend on who else runs. Implied req/s on 2 cores = 2000 / (storefront ms +
 * backend ms). With --base DIR a second copy of the built apps (DIR/apps/storefront/{build,server},
 * DIR/packages/store-api/dist) runs beside this tree's, and the rounds alternate between them (A/B in the same
 * minutes); medians per page, process and variant are printed. Requires `npm run build` first. Linux only.
 *   npx tsx bench/render-cpu.ts [--views 100] [--rounds 5] [--concurrency 2] [--base DIR] [--base-env NAME=VALUE]
 *     [--pages home,category,product,/extra] [--paths /extra,/other] [--cpu-prof-dir DIR]
 * --paths adds pages by path (named by it); --pages keeps only those named; --base-env sets a variable for the base
 * variant's storefront (e.g. NODE_OPTIONS to compare a Node flag on one tree); --cpu-prof-dir profiles this tree's
 * storefront and backend (node --cpu-prof, written when they stop).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Variant {
  name: string;
  backend: { pid: number; origin: string };
  storefront: { pid: number; origin: string };
}

function cpuMs(pid: number): number {
  const stat = statTicks(readFileSync(`/proc/${pid}/stat`, "utf8"));
  if (!stat) throw new Error(`/proc/${pid}/stat has no CPU times`);
  return (stat.ticks * 1000) / TICKS_PER_SECOND;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited:\n${output()}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within 60 s:\n${output()}`);
}

async function start(script: string, cwd: string, env: NodeJS.ProcessEnv, readyUrl: string, profDir?: string) {
  const args = profDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profDir)}`, script] : [script];
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  await waitFor(readyUrl, child, () => output);
  if (child.pid === undefined) throw new Error(`${script} has no pid`);
  return child.pid;
}

async function startVariant(
  name: string,
  root: string,
  sqlitePath: string,
  profDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<Variant> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  const spawnTracked = (script: string, cwd: string, env: NodeJS.ProcessEnv, ready: string) =>
    start(script, cwd, env, ready, profDir);
  const backendPid = await spawnTracked(
    path.join(root, "packages/store-api/dist/src/server.js"),
    ROOT,
    {
      ...process.env,
      SQLITE_PATH: sqlitePath,
      STORE_API_HOST: "127.0.0.1",
      STORE_API_PORT: String(apiPort),
      STOREFRONT_URLS: web,
      PUBLIC_URL: api,
      LOG_LEVEL: "warn",
    },
    `${api}/store-api/context`,
  );
  const storefrontPid = await spawnTracked(
    path.join(root, "apps/storefront/server/index.mjs"),
    path.join(root, "apps/storefront"),
    {
      ...process.env,
      PORT: String(webPort),
      HOST: "127.0.0.1",
      STORE_API_URL: api,
      NODE_ENV: "production",
      WORKERS: "1",
      PAGE_CACHE: "off",
      ...extraEnv,
    },
    `${web}/`,
  );
  return {
    name,
    backend: { pid: backendPid, origin: api },
    storefront: { pid: storefrontPid, origin: web },
  };
}

async function views(origin: string, pagePath: string, count: number, concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await fetch(`${origin}${pagePath}`, {
        headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const count = numberOption("views", 100);
  const rounds = numberOption("rounds", 5);
  const concurrency = numberOption("concurrency", 2);
  const base = option("base");
  const profDir = option("cpu-prof-dir");
  const dir = mkdtempSync(path.join(tmpdir(), "render-cpu-"));
  const sqlitePath = path.join(dir, "shop.sqlite");
  const db = createDatabase({ sqlitePath });
  let pages: { type: string; path: string }[];
  try {
    await seedDatabase(db, { storefrontUrls: [] });
    const fixtures = new Fixtures({
      db,
      api: () => {
        throw new Error("fixtures from the database only");
      },
    });
    const categoryId = await fixtures.largestListingCategoryId();
    const filter = await fixtures.listingFilterValues(categoryId);
    const categoryPath = await seoPath(db, categoryId, "frontend.navigation.page");
    const productPath = await seoPath(db, (await fixtures.variantProduct()).parentId, "frontend.detail.page");
    const only = option("pages")?.split(",");
    pages = [
      { type: "home", path: "/" },
      { type: "category", path: `${categoryPath}?properties=${filter.optionId}` },
      { type: "product", path: productPath },
      ...(option("paths")?.split(",") ?? []).map((extra) => ({ type: extra, path: extra })),
    ].filter((page) => !only || only.includes(page.type));
  } finally {
    await db.destroy();
  }
  const variants: Variant[] = [];
  const stopAll = () => {
    for (const v of variants)
      for (const pid of [v.storefront.pid, v.backend.pid]) {
        try {
          process.kill(pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      stopAll();
      process.exit(130);
    });
  try {
    variants.push(await startVariant("this tree", ROOT, sqlitePath, profDir));
    // --base-env NAME=VALUE: the base variant's storefront runs with it (e.g. a Node option to compare).
    const baseEnv = option("base-env");
    const extra = baseEnv ? { [baseEnv.split("=")[0]]: baseEnv.slice(baseEnv.indexOf("=") + 1) } : {};
    if (base) variants.push(await startVariant(`base ${base}`, path.resolve(base), sqlitePath, undefined, extra));
    const samples = new Map<string, { storefront: number[]; backend: number[] }>();
    for (let round = 0; round < rounds; round++) {
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        for (const page of pages) {
          await views(variant.storefront.origin, page.path, Math.min(10, count), concurrency); // warm-up
          const before = [cpuMs(variant.storefront.pid), cpuMs(variant.backend.pid)];
          await views(variant.storefront.origin, page.path, count, concurrency);
          const after = [cpuMs(variant.storefront.pid), cpuMs(variant.backend.pid)];
          const key = `${variant.name}\t${page.type}`;
          const entry = samples.get(key) ?? { storefront: [], backend: [] };
          entry.storefront.push((after[0] - before[0]) / count);
          entry.backend.push((after[1] - before[1]) / count);
          samples.set(key, entry);
        }
      }
      // The medians so far after every round: a run cut short still reports.
      console.log(`\nCPU ms per view, median of ${round + 1} rounds of ${count} views (concurrency ${concurrency})`);
      console.log("variant\tpage\tstorefront ms\tbackend ms\ttotal ms\timplied req/s (2 cores)");
      for (const [key, entry] of samples) {
        const [s, b] = [median(entry.storefront), median(entry.backend)];
        console.log(`${key}\t${s.toFixed(2)}\t${b.toFixed(2)}\t${(s + b).toFixed(2)}\t${(2000 / (s + b)).toFixed(0)}`);
      }
    }
  } finally {
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
