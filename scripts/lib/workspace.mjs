// Install and build steps shared by scripts/start.mjs and scripts/test.mjs (Node builtins only).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCaptured, runOrThrow } from "./process.mjs";

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

/** The one package whose install script compiles native code: SQLite's amalgamation, for about 70 s of one core. */
const NATIVE_PACKAGE = "better-sqlite3";
/**
 * The environment of its install, over `env`:
 * - its script (`prebuild-install || node-gyp rebuild`) would otherwise download a prebuilt binary from GitHub
 *   wherever the network allows it; no binary is downloaded at install or run time. (npm hands its configuration to
 *   install scripts as npm_config_* variables; as a project .npmrc entry npm 11 warns that it does not know the name.)
 * - SQLite's C at -O2 instead of better-sqlite3's -O3 (CFLAGS come after the package's flags, and GCC takes the last
 *   -O): the compile took 71 s instead of 95 s of one core, and queries of the 50,000-product catalogue ran as fast
 *   (the fastest of 25 rounds of four listing queries: 229, 206, 224 ms at -O2 against 241, 215, 239 ms at -O3).
 *   -O2 is SQLite's own default.
 */
export function nativeBuildEnv(env = process.env) {
  return {
    ...env,
    npm_config_build_from_source: "true",
    CFLAGS: [env.CFLAGS, "-O2"].filter(Boolean).join(" "),
  };
}
const NATIVE_BINARY = path.join(ROOT, "node_modules/better-sqlite3/build/Release/better_sqlite3.node");

/**
 * `npm ci` when node_modules is missing or older than package-lock.json, in two parts: the packages with every install
 * script but better-sqlite3's, then its compile of SQLite, started and returned as `nativeBuild` (a promise of
 * `{ code, output }`, code 0 at once when there is nothing to compile). Nothing before a backend's first start needs
 * better-sqlite3 (the builds, typecheck, lint), so the callers run that compile beside them instead of before them: one
 * core compiles while the other builds.
 */
export async function ensureDependencies() {
  const lockfile = path.join(ROOT, "package-lock.json");
  const installed = path.join(ROOT, "node_modules/.package-lock.json");
  if (!existsSync(installed) || mtime(installed) < mtime(lockfile)) {
    console.log(existsSync(installed) ? "package-lock.json changed: npm ci" : "Installing dependencies: npm ci");
    await runOrThrow(npm, ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: ROOT });
    // The other install scripts (esbuild's binary check) take a moment. (`npm rebuild` with no name rebuilds all.)
    const others = scriptedPackages().filter((name) => name !== NATIVE_PACKAGE);
    if (others.length > 0) await runOrThrow(npm, ["rebuild", ...others], { cwd: ROOT });
  } else if (existsSync(NATIVE_BINARY)) {
    return { nativeBuild: Promise.resolve({ code: 0, output: "" }) };
  }
  // Also when an earlier compile was interrupted: node_modules is complete but for better-sqlite3's binary.
  return {
    nativeBuild: runCaptured(npm, ["rebuild", NATIVE_PACKAGE], {
      cwd: ROOT,
      env: nativeBuildEnv(),
    }),
  };
}

/** The installed packages that have install scripts, by name (package-lock.json's hasInstallScript). */
function scriptedPackages() {
  const { packages } = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
  return Object.entries(packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([location]) => location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length));
}

const BUILDS = [
  {
    name: "store-api",
    workspace: "packages/store-api",
    output: path.join(STORE_API_DIR, "dist"),
    sources: ["src", "seed", "package.json", "tsconfig.json", "tsconfig.build.json", "scripts/build.mjs"].map((p) =>
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
