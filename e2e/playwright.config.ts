import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { grepInvertFor, testIgnoreFor } from "./support/one-engine";

// Debian's Chromium, never a downloaded browser: its old headless mode, Debian's chromium-headless-shell from the same
// source package (npm test installs it beside chromium, scripts/lib/system-packages.mjs), else /usr/bin/chromium;
// CHROMIUM_PATH picks another. The shell draws no browser window of its own: on the listing, cart and CMS specs (2
// workers) Chromium used 72.7 CPU-s instead of 106.5 and the specs took 59.6 s instead of 80.1 (bench/e2e-cpu.ts).
// It is the mode Playwright itself runs headless Chromium in. Named in the global setup's log (support/global-setup.ts).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
process.env.E2E_BROWSER ??=
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

// These flags keep it from phoning home.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const jsonReport = process.env.E2E_JSON_REPORT;

// The engine the embedded backend runs on, in every result line's project name. Fixed on the main process's
// first load (the workers inherit it and load this file again after the global setup has changed the env).
process.env.E2E_ENGINE ??=
  process.env.E2E_BASE_URL || process.env.E2E_STORE_API_URL
    ? "external"
    : process.env.E2E_DATABASE_URL
      ? "postgresql"
      : "sqlite";

export default defineConfig({
  testDir: "./tests",
  // One folder per engine: Playwright empties its output folder when a run starts, and npm test runs the PostgreSQL
  // pass after the SQLite one, which took the SQLite pass's failure screenshots and traces with it.
  outputDir: `./test-results/${process.env.E2E_ENGINE}`,
  // Seeds a throwaway database and starts the built backend and storefront on free ports.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more: on two busy cores a wait can lose a race with the machine rather than
  // with the shop. One that passes only then is not hidden: npm test names it under its summary ("passed only on a
  // retry"), to be fixed at its cause; one that fails twice fails the run. Locally, a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  // One engine's whole run; ~12 min on PostgreSQL on 2 busy cores at 151 journeys, so 25 leaves room to grow.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [["list"], ["json", { outputFile: jsonReport }]] : [["list"]],
  use: {
    // A failed test keeps its trace: every action with its call log, network and console, which is what finds a cause,
    // and the failure screenshot below. In CI only the retry of a failed test is traced (a test that fails twice
    // leaves the trace of its second failure): recording every test to keep the failures' cost 5-12 % of the suite's
    // CPU (listing, cart, product and checkout specs, 2 workers, twice each: 246 and 254 CPU-s traced, 234 and 227
    // untraced). Locally every failure keeps its trace. No screencast and no DOM snapshots: the frames cost about a tenth
    // of the suite's CPU (235 s of CPU with them, 214 s without, 184 s with no trace), and the DOM snapshots taken
    // around every action a sixth of Chromium's and Playwright's (four page loads a context, traced: 29.5 and 32.7 s of
    // CPU with snapshots, 24.5 and 27.5 s without). E2E_TRACE_SNAPSHOTS=1 records them again, for re-running a
    // failing spec.
    trace: {
      mode: process.env.CI ? "on-first-retry" : "retain-on-failure",
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
      sources: true,
    },
    screenshot: "only-on-failure",
    // One browser context a worker, reset between tests by Playwright (cookies, HTTP cache, storage, IndexedDB,
    // service workers, extra pages, routes, init scripts; the test options re-applied). A test whose options differ
    // (javaScriptEnabled) gets a fresh one. A new context cost a new renderer process each test: about 0.9 CPU-s.
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.E2E_BROWSER,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: `chromium-${process.env.E2E_ENGINE}`,
      // The specs that exercise nothing of the database engine run on SQLite only (the list and its rule:
      // support/one-engine.ts, tests/one-engine.spec.ts).
      testIgnore: testIgnoreFor(process.env.E2E_ENGINE),
      // A journey's repeats in other locales than its first likewise (support/one-engine.ts: eachLocale).
      grepInvert: grepInvertFor(process.env.E2E_ENGINE),
      use: { ...devices["Desktop Chrome"] },
    },
  ],
});
