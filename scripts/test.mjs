#!/usr/bin/env node
// `npm test`: everything. Installs what is missing (npm packages, Debian's chromium and
// postgresql), builds, typechecks, checks for import circles (scripts/import-cycles.mjs), lints (scripts/lint.mjs:
// Biome's lint + format check and the 400-line limit), then
// runs every Vitest suite, the backend suite again on a throwaway
// PostgreSQL cluster, and the Playwright journeys twice (backend on SQLite, then on a throwaway
// PostgreSQL cluster); ends with one line "N passed, N failed, N skipped".
// Node builtins only: this runs on a fresh clone before node_modules exists.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findPostgresBin, withTemporaryPostgres } from "./lib/postgres.mjs";
import { run } from "./lib/process.mjs";
import { build, ensureDependencies, npm, ROOT } from "./lib/workspace.mjs";

const CHROMIUM = "/usr/bin/chromium";
const reportDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
const suites = []; // { name, passed, failed, skipped, note? }
const timings = []; // [phase, seconds]

function banner(title) {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(0, 70 - title.length))}`);
}

async function timed(phase, fn) {
  banner(phase);
  const started = Date.now();
  try {
    return await fn();
  } finally {
    timings.push([phase, (Date.now() - started) / 1000]);
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/** A failed step that ran no countable tests still has to show up as a failure. */
function recordStepFailure(name, note) {
  suites.push({ name, passed: 0, failed: 1, skipped: 0, note });
}

async function installSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!findPostgresBin()) missing.push("postgresql");
  if (missing.length === 0) {
    console.log("chromium and PostgreSQL are installed");
    return;
  }
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const [command, ...prefix] = [...asRoot, "apt-get"];
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  console.log(`Installing ${missing.join(" and ")} with apt-get`);
  if ((await run(command, [...prefix, "update"], { env: aptEnv })) !== 0) {
    console.error("apt-get update failed");
  }
  for (const pkg of missing) {
    if ((await run(command, [...prefix, "install", "-y", pkg], { env: aptEnv })) !== 0) {
      console.error(`apt-get install ${pkg} failed`);
    }
  }
}

function workspacesWithVitest() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  return workspaces.filter((workspace) => {
    const dir = path.join(ROOT, workspace);
    const manifest = readJson(path.join(dir, "package.json"));
    const hasConfig = ["vitest.config.ts", "vitest.config.mts", "vitest.config.js"].some((file) =>
      existsSync(path.join(dir, file)),
    );
    return manifest && (hasConfig || /\bvitest\b/.test(manifest.scripts?.test ?? ""));
  });
}

/** Runs one workspace's Vitest suite with its normal output plus a JSON report to count from. */
async function vitest(name, workspace, env) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(
    path.join(ROOT, "node_modules/.bin/vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { cwd: path.join(ROOT, workspace), env },
  );
  const result = readJson(report);
  const counts = {
    name,
    passed: result?.numPassedTests ?? 0,
    failed: result?.numFailedTests ?? 0,
    skipped: (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0),
  };
  if (code !== 0 && counts.failed === 0) {
    counts.failed = Math.max(1, result?.numFailedTestSuites ?? 0);
    counts.note = `vitest exited with ${code}`;
  }
  suites.push(counts);
}

/** scripts/import-cycles.mjs over the backend and the storefront: one pass per tree without import circles, one failure per circle. */
async function importCircles(name, env) {
  const report = path.join(reportDir, "import-circles.json");
  const code = await run(process.execPath, [path.join(ROOT, "scripts/import-cycles.mjs"), "--json", report], {
    cwd: ROOT,
    env,
  });
  const result = readJson(report);
  const counts = { name, passed: result?.passed ?? 0, failed: result?.failed ?? 0, skipped: result?.skipped ?? 0 };
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `exited with ${code}`;
  }
  suites.push(counts);
}

/** scripts/lint.mjs: `biome check .` (one pass per clean file, one failure per file with findings) and the 400-line limit. */
async function lint(name, env) {
  const report = path.join(reportDir, "lint.json");
  const code = await run(process.execPath, [path.join(ROOT, "scripts/lint.mjs"), "--json", report], { cwd: ROOT, env });
  const result = readJson(report);
  const counts = { name, passed: result?.passed ?? 0, failed: result?.failed ?? 0, skipped: result?.skipped ?? 0 };
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `exited with ${code}`;
  }
  suites.push(counts);
}

/**
 * Runs `suite(databaseUrl)` on a throwaway PostgreSQL cluster. Only when PostgreSQL cannot be installed or
 * started is the suite counted as skipped (with the reason); once it has reported, its failures are its own.
 */
async function onTemporaryPostgres(name, suite) {
  const bin = findPostgresBin();
  if (!bin) {
    console.log(`skipped ${name}: no initdb/pg_ctl found and apt-get could not install postgresql`);
    suites.push({ name, passed: 0, failed: 0, skipped: 1, note: "PostgreSQL not available" });
    return;
  }
  try {
    await withTemporaryPostgres(bin, async (databaseUrl) => {
      console.log(`PostgreSQL ${path.basename(path.dirname(bin))} cluster at ${databaseUrl}`);
      await suite(databaseUrl);
    });
  } catch (error) {
    if (suites.some((entry) => entry.name === name)) throw error;
    console.log(`skipped ${name}: ${error.message}`);
    suites.push({ name, passed: 0, failed: 0, skipped: 1, note: error.message });
  }
}

async function playwrightSuite(name, env) {
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing and could not be installed`);
    recordStepFailure(name, "chromium missing");
    return;
  }
  const report = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(
    path.join(ROOT, "node_modules/.bin/playwright"),
    ["test", "-c", path.join(ROOT, "e2e/playwright.config.ts")],
    { cwd: ROOT, env: { ...env, E2E_JSON_REPORT: report } },
  );
  const stats = readJson(report)?.stats ?? {};
  const counts = {
    name,
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `playwright exited with ${code}`;
  }
  suites.push(counts);
}

async function main() {
  const started = Date.now();
  // The suites pick their own databases, ports and servers.
  const env = { ...process.env };
  for (const variable of [
    "TEST_DATABASE_URL",
    "DATABASE_URL",
    "E2E_DATABASE_URL",
    "E2E_ENGINE",
    "SQLITE_PATH",
    "STORE_API_URL",
    "E2E_BASE_URL",
    "E2E_STORE_API_URL",
    "MAINTENANCE_MODE",
  ]) {
    delete env[variable];
  }

  await timed("install dependencies", ensureDependencies);
  await timed("system packages", installSystemPackages);
  let built = true;
  await timed("build", async () => {
    try {
      await build();
    } catch (error) {
      built = false;
      console.error(error.message);
      recordStepFailure("build", error.message);
    }
  });
  await timed("typecheck", async () => {
    const code = await run(npm, ["run", "typecheck", "--workspaces", "--if-present"], { cwd: ROOT, env });
    if (code !== 0) recordStepFailure("typecheck", `exit code ${code}`);
  });
  await timed("import circles", () => importCircles("import circles", env));
  await timed("lint", () => lint("lint (biome, file lengths)", env));
  for (const workspace of workspacesWithVitest()) {
    await timed(`vitest ${workspace}`, () => vitest(workspace, workspace, env));
  }
  await timed("vitest packages/store-api on PostgreSQL", () =>
    onTemporaryPostgres("store-api on PostgreSQL", (databaseUrl) =>
      vitest("store-api on PostgreSQL", "packages/store-api", { ...env, TEST_DATABASE_URL: databaseUrl }),
    ),
  );
  // The same journeys twice: the backend on SQLite, then on PostgreSQL (the e2e setup creates its own database
  // on the throwaway cluster from E2E_DATABASE_URL).
  const e2eSqlite = "e2e (Playwright) on SQLite";
  const e2ePostgres = "e2e (Playwright) on PostgreSQL";
  await timed("e2e on SQLite", async () => {
    if (built) await playwrightSuite(e2eSqlite, env);
    else recordStepFailure(e2eSqlite, "not run: the build failed");
  });
  await timed("e2e on PostgreSQL", async () => {
    if (!built) recordStepFailure(e2ePostgres, "not run: the build failed");
    else
      await onTemporaryPostgres(e2ePostgres, (databaseUrl) =>
        playwrightSuite(e2ePostgres, { ...env, E2E_DATABASE_URL: databaseUrl }),
      );
  });
  timings.push(["total", (Date.now() - started) / 1000]);

  banner("summary");
  for (const suite of suites) {
    const note = suite.note ? `  (${suite.note})` : "";
    console.log(
      `${suite.name.padEnd(40)} ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped${note}`,
    );
  }
  console.log("");
  for (const [phase, seconds] of timings) console.log(`${phase.padEnd(40)} ${seconds.toFixed(1)}s`);
  console.log("");
  const total = (key) => suites.reduce((sum, suite) => sum + suite[key], 0);
  const failed = total("failed");
  console.log(`${total("passed")} passed, ${failed} failed, ${total("skipped")} skipped`);
  return failed === 0 ? 0 : 1;
}

main()
  .then((code) => {
    rmSync(reportDir, { recursive: true, force: true });
    process.exitCode = code;
  })
  .catch((error) => {
    console.error(error);
    console.log("0 passed, 1 failed, 0 skipped");
    process.exitCode = 1;
  });
