// What failed in a run, by name, from the JSON reports of Vitest and Playwright: scripts/test.mjs prints it under its
// summary, so that the last lines of a long run say which tests failed (and which passed only on a retry) without
// scrolling back through thousands of lines. Node builtins only.
import path from "node:path";

/** Vitest's JSON report (the Jest-compatible shape): each failed test, and each file that failed before its tests ran. */
export function vitestFailures(suite, report, root) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name ?? "");
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push({ suite, title: `${where} › ${test.fullName}`, error: test.failureMessages?.[0] });
    }
    // An import or a hook that failed: the file has no failed test to name.
    if (file.status === "failed" && failedTests.length === 0)
      failures.push({ suite, title: where, error: file.message });
  }
  return failures;
}

/** Every test in a Playwright JSON report, with the describe titles above it. */
function* playwrightTests(reportSuites, titles = []) {
  for (const group of reportSuites) {
    // A file's own suite is titled by its path, which the spec's file already gives.
    const inner = group.title && group.title !== group.file ? [...titles, group.title] : titles;
    for (const spec of group.specs ?? []) {
      for (const test of spec.tests ?? []) yield { spec, titles: [...inner, spec.title], test };
    }
    yield* playwrightTests(group.suites ?? [], inner);
  }
}

/** Playwright's JSON report: the tests that failed every attempt, and those that passed only on a retry. */
export function playwrightOutcomes(suite, report, root) {
  // Spec files are named relative to the test directory.
  const testDir = report?.config?.rootDir ?? root;
  const failures = [];
  const flakes = [];
  for (const { spec, titles, test } of playwrightTests(report?.suites ?? [])) {
    const file = path.relative(root, path.resolve(testDir, spec.file));
    const title = `${file}:${spec.line} › ${titles.join(" › ")}`;
    if (test.status === "unexpected") {
      const error = test.results?.find((attempt) => attempt.error)?.error?.message;
      failures.push({ suite, title, error });
    } else if (test.status === "flaky") {
      flakes.push({ suite, title });
    }
  }
  return { failures, flakes };
}

/** The first lines of an error message without terminal colours: enough to tell one failure from another. */
function errorHead(message) {
  return (message ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 4);
}

/** The lines printed under the summary: nothing when everything passed at the first attempt. */
export function failureLines(failures, flakes) {
  const lines = [];
  if (flakes.length > 0) {
    lines.push(`passed only on a retry (${flakes.length}):`);
    for (const flake of flakes) lines.push(`  ~ [${flake.suite}] ${flake.title}`);
    lines.push("");
  }
  if (failures.length > 0) {
    lines.push(`failed (${failures.length}):`);
    for (const failure of failures) {
      lines.push(`  ✘ [${failure.suite}] ${failure.title}`);
      for (const line of errorHead(failure.error)) lines.push(`      ${line}`);
    }
    lines.push("");
  }
  return lines;
}
