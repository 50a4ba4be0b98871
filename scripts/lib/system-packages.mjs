// Debian's packages that `npm test` needs and installs when they are missing (Node builtins only: this runs before
// `npm ci` on a fresh clone).
import { existsSync } from "node:fs";
import { findPostgresBin } from "./postgres.mjs";

export const CHROMIUM = "/usr/bin/chromium";
/**
 * The same Chromium build's old headless mode (Debian's chromium-headless-shell, from the chromium source package): the
 * e2e journeys' browser (e2e/playwright.config.ts). It draws no browser window of its own, which made the suite's
 * Chromium use a third less CPU than /usr/bin/chromium's headless mode. Lighthouse and the screenshots keep chromium.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * apt-get installs chromium, chromium-headless-shell and postgresql where they are missing (with sudo -n when not
 * root). A failure is printed, not thrown: the suites that need the package then say what is missing. `out` is where
 * the output goes ({ log, run }, scripts/test.mjs).
 */
export async function installSystemPackages(out) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!existsSync(HEADLESS_SHELL)) missing.push("chromium-headless-shell");
  if (!findPostgresBin()) missing.push("postgresql");
  if (missing.length === 0) {
    out.log("chromium, chromium-headless-shell and PostgreSQL are installed");
    return;
  }
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const [command, ...prefix] = [...asRoot, "apt-get"];
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  out.log(`Installing ${missing.join(", ")} with apt-get`);
  if ((await out.run(command, [...prefix, "update"], { env: aptEnv })) !== 0) {
    out.log("apt-get update failed");
  }
  for (const pkg of missing) {
    if ((await out.run(command, [...prefix, "install", "-y", pkg], { env: aptEnv })) !== 0) {
      out.log(`apt-get install ${pkg} failed`);
    }
  }
}
