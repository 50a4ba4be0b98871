import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * What better-sqlite3's install script (`prebuild-install || node-gyp rebuild`) decides when `npm start` or `npm test`
 * installs it (scripts/lib/workspace.mjs runs `npm rebuild better-sqlite3` in nativeBuildEnv()): prebuild-install's
 * own configuration reader, run in that environment.
 */
function prebuildDecision(): unknown {
  const script = `
    const { nativeBuildEnv } = await import(${JSON.stringify(path.join(ROOT, "scripts/lib/workspace.mjs"))});
    Object.assign(process.env, nativeBuildEnv({}));
    const { createRequire } = await import("node:module");
    const require = createRequire(${JSON.stringify(path.join(ROOT, "package.json"))});
    const rc = require("prebuild-install/rc")(require("better-sqlite3/package.json"));
    console.log(JSON.stringify({ buildFromSource: rc.buildFromSource }));`;
  const env = { ...process.env };
  delete env.npm_config_build_from_source;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  return JSON.parse(output.trim());
}

describe("installing the native SQLite binding", () => {
  // No downloads of binaries at install or run time: prebuild-install would fetch a prebuilt better_sqlite3.node from
  // GitHub wherever the network lets it, so the binary would not be the one built from the locked source.
  it("compiles better-sqlite3 from its source and never fetches a prebuilt binary", () => {
    expect(prebuildDecision()).toEqual({ buildFromSource: true });
  });
});
