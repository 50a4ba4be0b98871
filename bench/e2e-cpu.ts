import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuBySpec, testCpuRows } from "./lib/e2e-test-cpu.js";
import { machineTicks, ProcessCpuSampler, TICKS_PER_SECOND } from "./lib/process-cpu.js";

/**
 * Where the e2e suite's CPU goes (issue 16): runs Playwright on e2e/playwright.config.ts with the arguments given
 * (spec files, --grep, …) and prints the CPU seconds each kind of process used meanwhile: Chromium per process type,
 * the storefront, the backend, Playwright's runner and workers, PostgreSQL; then the CPU seconds per spec file and the
 * costliest tests, as each test recorded them (its worker with that worker's Chromium: e2e/support/test.ts, testCpu).
 * The environment passes through: CI=true for npm test's settings (2 workers, retries), E2E_DATABASE_URL for the
 * PostgreSQL pass. Requires `npm run build`. Linux.
 *   CI=true npx tsx bench/e2e-cpu.ts [playwright test arguments]
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const sampler = new ProcessCpuSampler();
sampler.sample();
const machineBefore = machineTicks();
const started = Date.now();
const timer = setInterval(() => sampler.sample(), 500);

const reportDir = mkdtempSync(path.join(tmpdir(), "e2e-cpu-"));
const report = path.join(reportDir, "report.json");
const playwright = spawn(
  path.join(ROOT, "node_modules/.bin/playwright"),
  ["test", "-c", path.join(ROOT, "e2e/playwright.config.ts"), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: "inherit", env: { ...process.env, E2E_TEST_CPU: "1", E2E_JSON_REPORT: report } },
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

const tests = existsSync(report) ? testCpuRows(JSON.parse(readFileSync(report, "utf8"))) : [];
rmSync(reportDir, { recursive: true, force: true });
const recorded = tests.reduce((sum, test) => sum + test.cpuSeconds, 0);
console.log(
  `\nCPU seconds per spec, as its tests recorded them (${tests.length} tests, ${recorded.toFixed(1)} CPU-s: their workers and Chromium, not the servers)`,
);
for (const spec of cpuBySpec(tests)) {
  console.log(
    `${spec.cpuSeconds.toFixed(1).padStart(9)}  ${((spec.cpuSeconds / recorded) * 100).toFixed(1).padStart(5)} %  ${String(spec.tests).padStart(3)} tests  ${spec.seconds.toFixed(1).padStart(7)} s  ${spec.file}`,
  );
}
console.log("\nThe 20 costliest tests");
for (const test of [...tests].sort((a, b) => b.cpuSeconds - a.cpuSeconds).slice(0, 20)) {
  console.log(
    `${test.cpuSeconds.toFixed(1).padStart(9)}  ${test.seconds.toFixed(1).padStart(7)} s  ${test.file}: ${test.title}`,
  );
}
process.exitCode = code;
