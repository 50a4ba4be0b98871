import { describe, expect, it } from "vitest";
import { cpuBySpec, testCpuRows } from "./e2e-test-cpu.js";

const run = (cpu: string | null, duration: number) => ({
  duration,
  annotations:
    cpu === null
      ? []
      : [
          { type: "tag", description: "x" },
          { type: "cpu", description: cpu },
        ],
});

const report = {
  suites: [
    {
      file: "cart.spec.ts",
      specs: [
        { title: "adds", file: "cart.spec.ts", line: 5, tests: [{ results: [run("2.50", 4000), run("1.50", 3000)] }] },
        { title: "no record", file: "cart.spec.ts", line: 9, tests: [{ results: [run(null, 1000)] }] },
      ],
      suites: [
        {
          specs: [{ title: "nested", file: "cart.spec.ts", line: 20, tests: [{ results: [run("1.00", 2000)] }] }],
        },
      ],
    },
    {
      file: "home.spec.ts",
      specs: [
        {
          title: "older report",
          file: "home.spec.ts",
          line: 3,
          tests: [{ annotations: [{ type: "cpu", description: "0.75" }], results: [{ duration: 1500 }] }],
        },
      ],
    },
  ],
};

describe("testCpuRows", () => {
  it("sums a test's runs, finds nested suites, reads the test's annotations where its results have none", () => {
    expect(testCpuRows(report)).toEqual([
      { file: "cart.spec.ts", title: "adds (line 5)", cpuSeconds: 4, seconds: 7 },
      { file: "cart.spec.ts", title: "nested (line 20)", cpuSeconds: 1, seconds: 2 },
      { file: "home.spec.ts", title: "older report (line 3)", cpuSeconds: 0.75, seconds: 1.5 },
    ]);
  });
});

describe("cpuBySpec", () => {
  it("sums per file, most CPU first", () => {
    expect(cpuBySpec(testCpuRows(report))).toEqual([
      { file: "cart.spec.ts", tests: 2, cpuSeconds: 5, seconds: 9 },
      { file: "home.spec.ts", tests: 1, cpuSeconds: 0.75, seconds: 1.5 },
    ]);
  });
});
