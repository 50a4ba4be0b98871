import { test as base } from "@playwright/test";
import { processTree, TICKS_PER_SECOND, ticksBetween } from "../../bench/lib/process-cpu";
import { type AxeViolation, axeViolationsOf } from "./axe";
import { NO_JS_TWIN } from "./one-engine";

export { expect } from "@playwright/test";

interface Fixtures {
  /** Runs axe on the current page and returns its violations. */
  axeViolations: () => Promise<AxeViolation[]>;
  /** Fails a test tagged as a no-JavaScript twin that runs with JavaScript (support/one-engine.ts: NO_JS_TWIN). */
  noJsTwinRunsWithoutJavaScript: undefined;
  /** With E2E_TEST_CPU=1: the test's CPU seconds as a "cpu" annotation (bench/e2e-cpu.ts sums them per spec). */
  testCpu: undefined;
}

/** The annotation type testCpu records the CPU seconds under. */
export const CPU_ANNOTATION = "cpu";

export const test = base.extend<Fixtures>({
  // The servers listen on ports chosen in the global setup, which hands them over by env.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from its destructuring; none here
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not run");
    await use(url);
  },
  axeViolations: async ({ page }, use) => {
    await use(() => axeViolationsOf(page));
  },
  noJsTwinRunsWithoutJavaScript: [
    async ({ javaScriptEnabled }, use, testInfo) => {
      if (testInfo.tags.includes(NO_JS_TWIN) && javaScriptEnabled !== false) {
        throw new Error(`${NO_JS_TWIN} names a test that runs without JavaScript; this one has it enabled`);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The worker process with the Chromium it launched (browser, GPU, renderers: they serve this worker's tests alone),
  // read before the test's other fixtures are set up and after they are torn down. The servers' CPU is shared by both
  // workers and not in it; a renderer that ends during a test (a new context) takes what it used in the test with it.
  testCpu: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from its destructuring; none here
    async ({}, use, testInfo) => {
      if (process.env.E2E_TEST_CPU !== "1") return use(undefined);
      const before = processTree(String(process.pid));
      await use(undefined);
      const seconds = ticksBetween(before, processTree(String(process.pid))) / TICKS_PER_SECOND;
      testInfo.annotations.push({ type: CPU_ANNOTATION, description: seconds.toFixed(2) });
    },
    { auto: true },
  ],
});
