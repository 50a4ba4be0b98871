import { test as base } from "@playwright/test";
import { type AxeViolation, axeViolationsOf } from "./axe";
import { NO_JS_TWIN } from "./one-engine";

export { expect } from "@playwright/test";

interface Fixtures {
  /** Runs axe on the current page and returns its violations. */
  axeViolations: () => Promise<AxeViolation[]>;
  /** Fails a test tagged as a no-JavaScript twin that runs with JavaScript (support/one-engine.ts: NO_JS_TWIN). */
  noJsTwinRunsWithoutJavaScript: undefined;
}

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
});
