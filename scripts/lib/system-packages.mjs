// Debian's packages that `npm test` needs and installs when they are missing (Node builtins only: this runs before
// `npm ci` on a fresh clone).
import { existsSync } from "node:fs";
import { findPostgresBin } from "./postgres.mjs";

export const CHROMIUM = "/usr/bin/chromium";

/**
 * apt-get installs chromium and postgresql where they are missing (with sudo -n when not root). A failure is printed,
 * not thrown: the suites that need the package then say what is missing. `out` is where the output goes
 * ({ log, run }, scripts/test.mjs).
 */
export async function installSystemPackages(out) {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push("chromium");
  if (!findPostgresBin()) missing.push("postgresql");
  if (missing.length === 0) {
    out.log("chromium and PostgreSQL are installed");
    return;
  }
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const [command, ...prefix] = [...asRoot, "apt-get"];
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  out.log(`Installing ${missing.join(" and ")} with apt-get`);
  if ((await out.run(command, [...prefix, "update"], { env: aptEnv })) !== 0) {
    out.log("apt-get update failed");
  }
  for (const pkg of missing) {
    if ((await out.run(command, [...prefix, "install", "-y", pkg], { env: aptEnv })) !== 0) {
      out.log(`apt-get install ${pkg} failed`);
    }
  }
}
