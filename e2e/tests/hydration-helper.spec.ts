import { holdScripts, untilContentHydrated } from "../support/hydration";
import { expect, test } from "../support/test";

// The helpers every journey waits with (support/hydration.ts) must not depend on how fast the machine is: a use
// announced before the app listens for it was lost, and the wait then ran into the test's timeout (a CI failure of
// cart.spec on two busy cores).

test("the content is hydrated even when the wait starts before the app's scripts ran", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/clothing/", { waitUntil: "commit" });
  await page.locator("[data-island]").first().waitFor({ state: "attached" });
  const waiting = untilContentHydrated(page);
  // The helper's first look finds the server's HTML with no listener in place; only then do the scripts load.
  await page.waitForTimeout(300);
  release();
  await waiting;
  const owned = await page.evaluate(() =>
    [...document.querySelectorAll("[data-island]")].every((island) =>
      Object.keys(island.firstElementChild ?? {}).some((key) => key.startsWith("__reactProps")),
    ),
  );
  expect(owned).toBe(true);
});
