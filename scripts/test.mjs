#!/usr/bin/env node
// `npm test`: everything. Installs what is missing (npm packages, Debian's chromium, chromium-headless-shell and
// postgresql), builds, typechecks, checks for import circles (scripts/import-cycles.mjs), lints (scripts/lint.mjs:
// Biome's lint + format check and the 400-line limit), then
// runs every Vitest suite, the backend suite again on a throwaway
// PostgreSQL cluster, and the Playwright journeys twice (backend on SQLite, then on a throwaway
// PostgreSQL cluster; the specs that exercise nothing of the engine run on SQLite only, e2e/support/one-engine.ts);
// ends with one line "N passed, N failed, N skipped".
// The checks and Vitest suites run in two lanes side by side, one a core; each step's output is kept and printed whole
// when it ends. The two Playwright passes keep both cores busy on their own and run one after the other.
// Node builtins only: this runs on a fresh clone before node_modules exists.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findPostgresBin, withTemporaryPostgres } from "./lib/postgres.mjs";
import { CHROMIUM, installSystemPackages } from "./lib/system-packages.mjs";
import { run, runCaptured } from "./lib/process.mjs";
import { failureLines, playwrightOutcomes, vitestFailures } from "./lib/test-report.mjs";
import { build, ensureDependencies, npm, ROOT } from "./lib/workspace.mjs";

const reportDir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
const suites = []; // { name, passed, failed, skipped, note? }
// Each failed test by name, and each that passed only on a retry: printed again under the summary, so that the last
// lines of a long run say what failed without scrolling back through it.
const failures = []; // { suite, title, error? }
const flakes = []; // { suite, title }
const timings = []; // [phase, seconds, share of the machine's CPU time busy during it (Linux), or undefined]

/** The machine's CPU ticks so far, busy and total, from /proc/stat; undefined where there is none. */
function cpuTicks() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the two not-busy columns.
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

/** How busy the CPUs were between two readings: what tells whether a phase could run beside another. */
function busyShare(from, to) {
  if (!from || !to || to.total === from.total) return undefined;
  return (to.busy - from.busy) / (to.total - from.total);
}

function banner(title) {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(0, 70 - title.length))}`);
}

/** Where a step's output goes: straight to the terminal. */
const consoleOut = { log: (...args) => console.log(...args), run };

/** Where a step's output goes when steps run side by side: a buffer, printed whole when the step ends. */
function bufferedOut() {
  const parts = [];
  return {
    log: (...args) => parts.push(`${args.join(" ")}\n`),
    run: async (command, args, options) => {
      const { code, output } = await runCaptured(command, args, options);
      parts.push(output);
      return code;
    },
    text: () => parts.join(""),
  };
}

async function timed(phase, fn) {
  banner(phase);
  const started = Date.now();
  const cpu = cpuTicks();
  try {
    return await fn(consoleOut);
  } finally {
    timings.push([phase, (Date.now() - started) / 1000, busyShare(cpu, cpuTicks())]);
  }
}

/**
 * Runs lanes of steps side by side: the steps of one lane one after another. Each step's output is printed whole,
 * under its banner, when the step ends, so that the output of steps running at once never interleaves.
 */
async function inLanes(lanes) {
  const runStep = async ([phase, fn]) => {
    const out = bufferedOut();
    const started = Date.now();
    try {
      return await fn(out);
    } finally {
      const seconds = (Date.now() - started) / 1000;
      timings.push([`${phase} (side by side)`, seconds]);
      banner(`${phase} (${seconds.toFixed(1)}s)`);
      process.stdout.write(out.text());
    }
  };
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step);
    }),
  );
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

/** A failed step that ran no countable tests still has to show up as a failure. */
function recordStepFailure(name, note) {
  suites.push({ name, passed: 0, failed: 1, skipped: 0, note });
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
async function vitest(name, workspace, env, out = consoleOut) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await out.run(
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
  failures.push(...vitestFailures(name, result, ROOT));
  suites.push(counts);
}

/** scripts/import-cycles.mjs over the backend and the storefront: one pass per tree without import circles, one failure per circle. */
async function importCircles(name, env, out = consoleOut) {
  const report = path.join(reportDir, "import-circles.json");
  const code = await out.run(process.execPath, [path.join(ROOT, "scripts/import-cycles.mjs"), "--json", report], {
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
async function lint(name, env, out = consoleOut) {
  const report = path.join(reportDir, "lint.json");
  const code = await out.run(process.execPath, [path.join(ROOT, "scripts/lint.mjs"), "--json", report], {
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

/**
 * Runs `suite(databaseUrl)` on a throwaway PostgreSQL cluster. Only when PostgreSQL cannot be installed or
 * started is the suite counted as skipped (with the reason); once it has reported, its failures are its own.
 */
async function onTemporaryPostgres(name, suite, out = consoleOut) {
  const bin = findPostgresBin();
  if (!bin) {
    out.log(`skipped ${name}: no initdb/pg_ctl found and apt-get could not install postgresql`);
    suites.push({ name, passed: 0, failed: 0, skipped: 1, note: "PostgreSQL not available" });
    return;
  }
  try {
    await withTemporaryPostgres(bin, async (databaseUrl) => {
      out.log(`PostgreSQL ${path.basename(path.dirname(bin))} cluster at ${databaseUrl}`);
      await suite(databaseUrl);
    });
  } catch (error) {
    if (suites.some((entry) => entry.name === name)) throw error;
    out.log(`skipped ${name}: ${error.message}`);
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
  const result = readJson(report);
  const stats = result?.stats ?? {};
  const outcomes = playwrightOutcomes(name, result, ROOT);
  failures.push(...outcomes.failures);
  flakes.push(...outcomes.flakes);
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
  const startCpu = cpuTicks();
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

  // npm ci and apt-get side by side (a fresh machine's apt-get takes about 90 s, mostly download and unpacking), and
  // better-sqlite3's compile of SQLite (about 70 s of one core) beside the build and the first checks: only the steps
  // that start a backend wait for it (afterNativeBuild).
  let nativeBuild;
  await timed("install dependencies and system packages", async () => {
    const apt = bufferedOut();
    const [dependencies] = await Promise.all([
      ensureDependencies(),
      installSystemPackages(apt).finally(() => process.stdout.write(apt.text())),
    ]);
    nativeBuild = dependencies.nativeBuild;
  });
  const nativeStarted = Date.now();
  const nativeReady = nativeBuild.then(({ code, output }) => {
    const seconds = (Date.now() - nativeStarted) / 1000;
    timings.push(["better-sqlite3 compile (side by side)", seconds]);
    if (output) {
      banner(`better-sqlite3 compile (${seconds.toFixed(1)}s)`);
      process.stdout.write(output);
    }
    if (code !== 0) recordStepFailure("better-sqlite3 compile", `npm rebuild better-sqlite3 exited with ${code}`);
  });
  /** A lane step that starts a backend (better-sqlite3): waits for its compile first. */
  const afterNativeBuild = ([phase, fn]) => [phase, async (out) => (await nativeReady, fn(out))];
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
  // Two lanes of about the same length (CI of 5152220: the PostgreSQL pass alone took 391 s while the rest ended at
  // 308 s, 85 % of the CPU busy). Lane one: better-sqlite3's compile (every Vitest suite starts a backend, the
  // storefront's route tests too), then the backend's and the bench's PostgreSQL passes. Lane two: typecheck, import
  // circles, lint, then the backend's SQLite pass and the other workspaces' suites.
  const unitStarted = Date.now();
  const unitCpu = cpuTicks();
  const vitestStep = (workspace) => [`vitest ${workspace}`, (out) => vitest(workspace, workspace, env, out)];
  const otherVitest = workspacesWithVitest()
    .filter((workspace) => workspace !== "packages/store-api")
    .map((workspace) => afterNativeBuild(vitestStep(workspace)));
  await inLanes([
    [
      afterNativeBuild([
        "vitest packages/store-api on PostgreSQL",
        (out) =>
          onTemporaryPostgres(
            "store-api on PostgreSQL",
            // The bench's suite too: the in-database catalogue generator is PostgreSQL's own (checked against the
            // row-by-row one).
            async (databaseUrl) => {
              await vitest(
                "store-api on PostgreSQL",
                "packages/store-api",
                { ...env, TEST_DATABASE_URL: databaseUrl },
                out,
              );
              await vitest("bench on PostgreSQL", "bench", { ...env, TEST_DATABASE_URL: databaseUrl }, out);
            },
            out,
          ),
      ]),
    ],
    [
      [
        "typecheck",
        async (out) => {
          const code = await out.run(npm, ["run", "typecheck"], { cwd: ROOT, env });
          if (code !== 0) recordStepFailure("typecheck", `exit code ${code}`);
        },
      ],
      ["import circles", (out) => importCircles("import circles", env, out)],
      ["lint", (out) => lint("lint (biome, file lengths)", env, out)],
      afterNativeBuild(vitestStep("packages/store-api")),
      ...otherVitest,
    ],
  ]);
  timings.push(["checks and vitest suites (wall)", (Date.now() - unitStarted) / 1000, busyShare(unitCpu, cpuTicks())]);
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
  timings.push(["total", (Date.now() - started) / 1000, busyShare(startCpu, cpuTicks())]);

  banner("summary");
  for (const suite of suites) {
    const note = suite.note ? `  (${suite.note})` : "";
    console.log(
      `${suite.name.padEnd(40)} ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped${note}`,
    );
  }
  console.log("");
  for (const [phase, seconds, busy] of timings) {
    const cpu = busy === undefined ? "" : `  (CPU ${Math.round(busy * 100)}% busy)`;
    console.log(`${phase.padEnd(56)} ${seconds.toFixed(1)}s${cpu}`);
  }
  console.log("");
  for (const line of failureLines(failures, flakes)) console.log(line);
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
