import { test as base } from "@playwright/test";
import { type AxeViolation, axeViolationsOf } from "./axe";

export { expect } from "@playwright/test";

interface Fixtures {
  /** Runs axe on the current page and returns its violations. */
  axeViolations: () => Promise<AxeViolation[]>;
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
});
