#!/usr/bin/env node
// No source file over 400 lines (issue 16). Source files: the .ts/.tsx/.mts/.mjs/.js/.cjs files git knows of (tracked
// or new, .gitignore respected), except generated ones (`*.generated.ts`, `*.d.ts`) and test fixtures
// (`*fixtures.ts`: rows of test data, long by nature). A file over the limit fails unless it is in EXCEPTIONS
// below; an exception that is no longer over the limit is reported so it can be taken off the list.
// Ends with "N passed, N failed, 0 skipped" (one pass per file within the limit or excepted, one failure per other
// file); `--json FILE` also writes those counts (scripts/lint.mjs, scripts/test.mjs). Node builtins only.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const NOT_SOURCE = [/\.generated\.ts$/, /\.d\.ts$/, /fixtures\.ts$/];

export const EXCEPTIONS = new Map([
  // A migration that ran is history: databases record it by name, so it is not split or renamed afterwards.
  ["packages/store-api/src/db/migrations/001_catalogue.ts", "an applied migration: databases record it by name"],
]);

export function sourceFiles(root = ROOT) {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\0")
    .filter((file) => SOURCE.test(file) && !NOT_SOURCE.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

export function lineCount(text) {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

export function checkFileLengths(root = ROOT, exceptions = EXCEPTIONS) {
  const failures = [];
  const excepted = [];
  let passed = 0;
  for (const file of sourceFiles(root)) {
    const lines = lineCount(readFileSync(path.join(root, file), "utf8"));
    if (lines <= MAX_LINES) passed++;
    else if (exceptions.has(file)) {
      passed++;
      excepted.push({ file, lines, reason: exceptions.get(file) });
    } else failures.push({ file, lines });
  }
  const exceptedFiles = new Set(excepted.map((entry) => entry.file));
  const stale = [...exceptions.keys()].filter((file) => !exceptedFiles.has(file));
  return { passed, failures, excepted, stale };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failures, excepted, stale } = checkFileLengths();
  for (const { file, lines } of failures) {
    console.log(`${file}: ${lines} lines (over ${MAX_LINES}): split it by concern`);
  }
  for (const { file, lines, reason } of excepted) console.log(`excepted ${file}: ${lines} lines (${reason})`);
  for (const file of stale) console.log(`note: ${file} is on the exceptions list but not over ${MAX_LINES} lines`);
  console.log(`${passed} passed, ${failures.length} failed, 0 skipped`);
  const jsonAt = process.argv.indexOf("--json");
  if (jsonAt !== -1) {
    writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed: failures.length, skipped: 0 }));
  }
  process.exitCode = failures.length === 0 ? 0 : 1;
}
