// Install and build steps shared by scripts/start.mjs and scripts/test.mjs (Node builtins only).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runOrThrow } from "./process.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const STORE_API_DIR = path.join(ROOT, "packages/store-api");
export const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");

export const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Newest modification time (ms) of the files below the given paths; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry, top) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      const name = path.basename(entry);
      if (!top && (name === "node_modules" || name === "dist" || name === "build" || name.startsWith("."))) return;
      for (const child of readdirSync(entry)) visit(path.join(entry, child), false);
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry, true);
  return newest;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const lockfile = path.join(ROOT, "package-lock.json");
  const installed = path.join(ROOT, "node_modules/.package-lock.json");
  if (existsSync(installed) && mtime(installed) >= mtime(lockfile)) return false;
  console.log(existsSync(installed) ? "package-lock.json changed: npm ci" : "Installing dependencies: npm ci");
  await runOrThrow(npm, ["ci", "--no-audit", "--no-fund"], { cwd: ROOT });
  return true;
}

const BUILDS = [
  {
    name: "store-api",
    workspace: "packages/store-api",
    output: path.join(STORE_API_DIR, "dist"),
    sources: ["src", "seed", "package.json", "tsconfig.json", "tsconfig.build.json"].map((p) =>
      path.join(STORE_API_DIR, p),
    ),
  },
  {
    name: "storefront",
    workspace: "apps/storefront",
    output: path.join(STOREFRONT_DIR, "build/server/index.js"),
    sources: ["app", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"].map((p) =>
      path.join(STOREFRONT_DIR, p),
    ),
  },
];

/**
 * Builds the backend and/or the storefront. With `onlyIfStale`, a half whose build output is
 * newer than all of its sources (and the lockfile) is skipped.
 */
export async function build({ storeApi = true, storefront = true, onlyIfStale = false } = {}) {
  const lockTime = mtime(path.join(ROOT, "package-lock.json"));
  for (const target of BUILDS) {
    if (target.name === "store-api" && !storeApi) continue;
    if (target.name === "storefront" && !storefront) continue;
    const outputTime = newestMtime([target.output]);
    if (onlyIfStale && outputTime > Math.max(newestMtime(target.sources), lockTime)) {
      console.log(`${target.name}: build is up to date`);
      continue;
    }
    const started = Date.now();
    await runOrThrow(npm, ["run", "build", "-w", target.workspace], { cwd: ROOT });
    console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}
