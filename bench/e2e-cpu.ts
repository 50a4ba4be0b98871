import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machineTicks, ProcessCpuSampler, TICKS_PER_SECOND } from "./lib/process-cpu.js";

/**
 * Where the e2e suite's CPU goes (issue 16): runs Playwright on e2e/playwright.config.ts with the arguments given
 * (spec files, --grep, …) and prints the CPU seconds each kind of process used meanwhile: Chromium per process type,
 * the storefront, the backend, Playwright's runner and workers, PostgreSQL. The environment passes through: CI=true for
 * npm test's settings (2 workers, retries), E2E_DATABASE_URL for the PostgreSQL pass. Requires `npm run build`. Linux.
 *   CI=true npx tsx bench/e2e-cpu.ts [playwright test arguments]
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const sampler = new ProcessCpuSampler();
sampler.sample();
const machineBefore = machineTicks();
const started = Date.now();
const timer = setInterval(() => sampler.sample(), 500);

const playwright = spawn(
  path.join(ROOT, "node_modules/.bin/playwright"),
  ["test", "-c", path.join(ROOT, "e2e/playwright.config.ts"), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: "inherit" },
);
const code: number = await new Promise((resolve) => playwright.on("exit", (exitCode) => resolve(exitCode ?? 1)));
clearInterval(timer);
sampler.sample();

const wall = (Date.now() - started) / 1000;
const machineAfter = machineTicks();
const busy = (machineAfter.busy - machineBefore.busy) / TICKS_PER_SECOND;
const share = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
const rows = sampler.seconds();
const chromium = rows.filter(([kind]) => kind.startsWith("chromium")).reduce((sum, [, seconds]) => sum + seconds, 0);

console.log(`\nCPU seconds by process while Playwright ran (CI=${process.env.CI ?? "unset"}, exit code ${code})`);
console.log(
  `wall ${wall.toFixed(1)} s; machine busy ${busy.toFixed(1)} CPU-s (${(share * 100).toFixed(0)} % of all cores)`,
);
for (const [kind, seconds] of rows) {
  if (seconds < 0.05) continue;
  console.log(`${seconds.toFixed(1).padStart(9)}  ${((seconds / busy) * 100).toFixed(1).padStart(5)} %  ${kind}`);
}
console.log(
  `${chromium.toFixed(1).padStart(9)}  ${((chromium / busy) * 100).toFixed(1).padStart(5)} %  chromium, all types`,
);
process.exitCode = code;
