import type { Page } from "@playwright/test";

/**
 * Runs `work` with the page's CPU slowed `rate` times (Chromium's own throttling, through CDP), as on a slow phone:
 * what React does in slices after the scripts run (hydration, a transition's render) then takes long enough for a
 * test to act in between. The CPU is back at full speed afterwards, also when `work` fails.
 */
export async function withSlowCpu<T>(page: Page, rate: number, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  try {
    return await work();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => {});
    await cdp.detach().catch(() => {});
  }
}
