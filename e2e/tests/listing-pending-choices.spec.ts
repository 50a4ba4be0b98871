import type { Page } from "@playwright/test";
import { holdScripts, untilContentHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { withSlowCpu } from "../support/slow-cpu";

/**
 * A shopper does not wait for one filter to land before making the next choice: on a slow line the listing of the
 * last one is still loading (or, already in the address bar, still being drawn) when they type a price or tick the
 * next box. What they typed or chose then is kept, and applies: the listing that lands does not wipe it or drop it.
 */

const CATEGORY = "/clothing/";

/**
 * Holds the storefront's data requests (a client-side navigation's loader data, `*.data`) until `release`: the
 * navigation the shopper started is pending while the test makes the next choice.
 */
async function holdListingData(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    asked();
    await held;
    // A navigation the next choice replaced has cancelled its request meanwhile: nothing left to answer.
    await route.continue().catch(() => {});
  });
  return async () => {
    // Only a navigation that has asked for its data is pending.
    await requested;
    release();
    await page.unroute(/\.data(\?|$)/);
  };
}

async function openCategory(page: Page) {
  await page.goto(CATEGORY);
  await untilContentHydrated(page);
}

test.describe("choices made while the last filter is still loading", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("prices typed while a filter is loading stay in their fields and apply", async ({ page }) => {
    await openCategory(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    const chip = page.getByRole("link", { name: "Remove filter: Nordlicht Textil" });
    await expect(chip).toBeVisible();

    const release = await holdListingData(page);
    await chip.click();
    await page.getByLabel("Minimum price").fill("50");
    await page.getByLabel("Maximum price").fill("90");
    await release();
    // The removal has landed: its chip is gone, and the prices are still what the shopper typed.
    await expect(chip).toBeHidden();
    await expect(page).not.toHaveURL(/manufacturer=/);
    await expect(page.getByLabel("Minimum price")).toHaveValue("50");
    await expect(page.getByLabel("Maximum price")).toHaveValue("90");

    await page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/min-price=50/);
    await expect(page).toHaveURL(/max-price=90/);
    await expect(page).not.toHaveURL(/manufacturer=/);
    await expect(page.getByRole("link", { name: "Remove filter: From €50.00" })).toBeVisible();

    // A price's own chip still empties its field, and leaves the other one as it is.
    await page.getByRole("link", { name: "Remove filter: From €50.00" }).click();
    await expect(page).not.toHaveURL(/min-price=/);
    await expect(page.getByLabel("Minimum price")).toHaveValue("");
    await expect(page.getByLabel("Maximum price")).toHaveValue("90");
    // Typed while that removal loads, a price stays: the shopper's typing is the later choice.
    const release2 = await holdListingData(page);
    await page.getByRole("link", { name: "Remove filter: Up to €90.00" }).click();
    await page.getByLabel("Maximum price").fill("80");
    await release2();
    await expect(page.getByRole("link", { name: "Remove filter: Up to €90.00" })).toBeHidden();
    await expect(page.getByLabel("Maximum price")).toHaveValue("80");
  });

  test("a box ticked while the last tick is loading adds to it", async ({ page }) => {
    await openCategory(page);
    const release = await holdListingData(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await page.getByRole("checkbox", { name: "Navy" }).check();
    await release();
    await expect(page.getByRole("link", { name: "Remove filter: Colour: Navy" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page.getByRole("checkbox", { name: "Nordlicht Textil" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Navy" })).toBeChecked();
  });

  test("free shipping and a rating chosen while a filter is loading add to it", async ({ page }) => {
    await openCategory(page);
    const rating = page.getByRole("form", { name: "Filters" }).locator("details", { hasText: "Rating" });
    await rating.locator("summary").click();
    const release = await holdListingData(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await rating.getByRole("radio").first().check();
    await page.getByRole("checkbox", { name: "Free shipping" }).check();
    await release();
    await expect(page.getByRole("link", { name: "Remove filter: Free shipping" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Remove filter: \d stars & up$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Nordlicht Textil" })).toBeChecked();
  });

  test("a sort chosen while a filter is loading keeps the filter", async ({ page }) => {
    await openCategory(page);
    const release = await holdListingData(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await page.getByLabel("Sort by").selectOption({ label: "Name Z-A" });
    await release();
    await expect(page).toHaveURL(/order=name-desc/);
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
  });

  // On a slow phone React draws the tick's navigation late (a transition): the sort's handler may still run with the
  // render of before, which knew no navigation. It reads the router's own state (lib/live-router.ts). Failed 4 of 6
  // before that, at this throttling.
  test("a sort chosen right after a tick on a slow phone keeps the tick", async ({ page }) => {
    // The wait for the sort below may take its whole 30 s at this throttling on a busy machine; the test's budget must
    // hold that wait and the category's load before it (the default 30 s timed out once in CI of ceaf9c3).
    test.setTimeout(60_000);
    await openCategory(page);
    await withSlowCpu(page, 30, async () => {
      const release = await holdListingData(page);
      await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
      await page.getByLabel("Sort by").selectOption({ label: "Name Z-A" });
      await release();
      await expect(page).toHaveURL(/order=name-desc/, { timeout: 30_000 });
      await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    });
  });

  test("a filter's chip clicked while a tick is loading removes that filter and keeps the tick", async ({ page }) => {
    await openCategory(page);
    await page.getByRole("checkbox", { name: "Navy" }).check();
    const navy = page.getByRole("link", { name: "Remove filter: Colour: Navy" });
    await expect(navy).toBeVisible();

    const release = await holdListingData(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    // The link itself stays the shown listing's: a new tab opens that, and leaves this tab's choice loading.
    await expect(navy).toHaveAttribute("href", CATEGORY);
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      navy.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(tab).toHaveURL(new RegExp(`${CATEGORY}$`));
    await tab.close();
    await navy.click();
    await release();
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(navy).toBeHidden();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page).not.toHaveURL(/properties=/);
    await expect(page.getByRole("checkbox", { name: "Nordlicht Textil" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Navy" })).not.toBeChecked();
  });

  // Both "Reset all" links: the one beside the chips and the one under the filters.
  for (const where of ["Active filters", "Filters"] as const) {
    test(`"Reset all" (${where}) clicked while a sort and a tick are loading resets them and keeps the sort`, async ({
      page,
    }) => {
      await openCategory(page);
      await page.getByRole("checkbox", { name: "Navy" }).check();
      await expect(page.getByRole("link", { name: "Remove filter: Colour: Navy" })).toBeVisible();

      const release = await holdListingData(page);
      await page.getByLabel("Sort by").selectOption({ label: "Name Z-A" });
      await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
      const container =
        where === "Filters" ? page.getByRole("form", { name: where }) : page.getByRole("region", { name: where });
      await container.getByRole("link", { name: "Reset all" }).click();
      await release();
      // The reset is the later choice: no filter at all, and the sort chosen before it stays.
      await expect(page.getByRole("region", { name: "Active filters" })).toBeHidden();
      await expect(page).toHaveURL(/order=name-desc/);
      await expect(page).not.toHaveURL(/manufacturer=|properties=/);
      await expect(page.getByLabel("Sort by")).toHaveValue("name-desc");
      await expect(page.getByRole("checkbox", { name: "Nordlicht Textil" })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Navy" })).not.toBeChecked();
    });
  }

  test("a page link clicked while a tick is loading shows that page of the filtered listing", async ({ page }) => {
    // Two a page, so the filtered listing has pages too.
    await page.goto(`${CATEGORY}?limit=2`);
    await untilContentHydrated(page);
    const pages = page.getByRole("navigation", { name: "Pages", exact: true });

    const release = await holdListingData(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await pages.getByRole("link", { name: "Page 2", exact: true }).click();
    await release();
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(page).toHaveURL(/limit=2/);
    await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("checkbox", { name: "Nordlicht Textil" })).toBeChecked();
  });

  // The page's content hydrates on its first use (features/page-kinds/deferred-hydration.ts): on a slow line the
  // shopper ticks boxes, types a price and presses Apply before its code is in. Once it is, the held clicks and the
  // submission are replayed one after the other, and every one of those choices applies.
  test("boxes ticked and a price typed before the filters hydrated all apply", async ({ page }) => {
    await page.goto(CATEGORY);
    const release = await holdScripts(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await page.getByRole("checkbox", { name: "Navy" }).check();
    await page.getByLabel("Minimum price").fill("50");
    await page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
    release();
    await expect(page.getByRole("link", { name: "Remove filter: From €50.00" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter: Colour: Navy" })).toBeVisible();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/);
    await expect(page.getByLabel("Minimum price")).toHaveValue("50");
  });
});
