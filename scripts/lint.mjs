#!/usr/bin/env node
// The lint step of `npm test`: `biome check .` (lint + format check over every workspace, biome.jsonc) and
// scripts/file-lengths.mjs (no source file over 400 lines). Prints each finding as "path:line category message",
// then "N passed, N failed, 0 skipped": one pass per file Biome checked without a finding, one failure per file with
// findings, plus the file-length counts. `--json FILE` also writes those counts (scripts/test.mjs). `npm run lint`
// runs the same two checks with Biome's own, longer, output.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkFileLengths, MAX_LINES } from "./file-lengths.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const biome = path.join(ROOT, "node_modules/.bin/biome");

function runBiome() {
  const result = spawnSync(biome, ["check", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  let report = null;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    // No report: Biome itself failed (missing binary, broken biome.jsonc); its stderr says why.
  }
  if (!report) {
    console.log(result.error?.message ?? result.stderr ?? "biome produced no report");
    return { passed: 0, failed: 1 };
  }
  const byFile = new Map();
  for (const diagnostic of report.diagnostics ?? []) {
    const file = diagnostic.location?.path ?? "(configuration)";
    const line = diagnostic.location?.start?.line ?? 0;
    const where = line > 0 ? `${file}:${line}` : file;
    const message = diagnostic.category === "format" ? "not formatted (npm run format)" : diagnostic.message;
    console.log(`${where} ${diagnostic.category} ${message}`);
    byFile.set(file, (byFile.get(file) ?? 0) + 1);
  }
  const { summary } = report;
  const checked = (summary?.changed ?? 0) + (summary?.unchanged ?? 0);
  const failed = byFile.size || (result.status === 0 ? 0 : 1);
  console.log(`biome: ${checked} files checked, ${byFile.size} with findings (exit code ${result.status})`);
  return { passed: Math.max(0, checked - byFile.size), failed };
}

const lint = runBiome();
const lengths = checkFileLengths();
for (const { file, lines } of lengths.failures) console.log(`${file}: ${lines} lines (over ${MAX_LINES})`);
for (const file of lengths.stale)
  console.log(`note: ${file} is excepted from the ${MAX_LINES}-line limit but within it`);
const passed = lint.passed + lengths.passed;
const failed = lint.failed + lengths.failures.length;
console.log(`${passed} passed, ${failed} failed, 0 skipped`);
const jsonAt = process.argv.indexOf("--json");
if (jsonAt !== -1) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed, skipped: 0 }));
process.exitCode = failed === 0 ? 0 : 1;
