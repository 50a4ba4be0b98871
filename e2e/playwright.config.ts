import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium, never a downloaded browser. These flags keep it from phoning home.
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
  outputDir: "./test-results",
  // Seeds a throwaway database and starts the built backend and storefront on free ports.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  // One engine's whole run; ~12 min on PostgreSQL on 2 busy cores at 151 journeys, so 25 leaves room to grow.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [["list"], ["json", { outputFile: jsonReport }]] : [["list"]],
  use: {
    // A failed test keeps its trace: DOM snapshots, network and console, which is what finds a cause. No screencast:
    // its frames cost about a tenth of the suite's CPU (measured on checkout, listing, product and home: 235 s of CPU
    // with screenshots, 214 s without, 184 s with no trace), and the failure screenshot below is kept.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: `chromium-${process.env.E2E_ENGINE}`,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
});
