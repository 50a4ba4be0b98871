/**
 * The CPU seconds each e2e test recorded (e2e/support/test.ts, fixture testCpu: a "cpu" annotation per run of a test),
 * read from Playwright's JSON report and summed per spec file: where the suite's CPU goes, test by test (issue 16).
 */

/** The parts of Playwright's JSON report read here. */
interface ReportSuite {
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      annotations?: { type: string; description?: string }[];
      results: { duration: number; annotations?: { type: string; description?: string }[] }[];
    }[];
  }[];
  suites?: ReportSuite[];
}

export interface TestCpu {
  file: string;
  title: string;
  /** CPU seconds over all runs of the test (a retry's too). */
  cpuSeconds: number;
  /** Wall seconds over all runs. */
  seconds: number;
}

/** One row per test in the report that recorded its CPU. */
export function testCpuRows(report: { suites?: ReportSuite[] }, annotation = "cpu"): TestCpu[] {
  const rows: TestCpu[] = [];
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // Annotations added while a test runs are on its result (older reports: on the test, the last run's only).
        const recorded = test.results.flatMap((result) => result.annotations ?? []);
        const found = (recorded.length ? recorded : (test.annotations ?? [])).filter((a) => a.type === annotation);
        if (found.length === 0) continue;
        rows.push({
          file: spec.file,
          title: `${spec.title} (line ${spec.line})`,
          cpuSeconds: found.reduce((sum, a) => sum + Number(a.description ?? 0), 0),
          seconds: test.results.reduce((sum, result) => sum + result.duration / 1000, 0),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return rows;
}

/** A spec file's tests with their CPU and wall seconds summed. */
export type SpecCpu = Omit<TestCpu, "title"> & { tests: number };

/** The rows summed per spec file, most CPU first. */
export function cpuBySpec(rows: readonly TestCpu[]): SpecCpu[] {
  const files = new Map<string, SpecCpu>();
  for (const row of rows) {
    const entry = files.get(row.file) ?? { file: row.file, tests: 0, cpuSeconds: 0, seconds: 0 };
    entry.tests += 1;
    entry.cpuSeconds += row.cpuSeconds;
    entry.seconds += row.seconds;
    files.set(row.file, entry);
  }
  return [...files.values()].sort((a, b) => b.cpuSeconds - a.cpuSeconds);
}
