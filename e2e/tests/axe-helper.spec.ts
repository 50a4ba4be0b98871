// biome-ignore lint/style/noRestrictedImports: the reference the shared helper is compared with
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { axeViolationsOf } from "../support/axe";
import { untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";

/**
 * support/axe.ts checks a page cheaper than AxeBuilder's default run (one `axe.run` where there are no frames, only
 * violations detailed). These hold that it still finds what the default run finds: the same rules, nodes and
 * summaries on a real page with violations planted, and violations inside a frame.
 */

/** What a violation is to a test: its rule and impact, and each node's target, HTML and failure summary. */
function comparable(violations: Awaited<ReturnType<typeof axeViolationsOf>>) {
  return violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
  }));
}

async function plantViolations(page: Page) {
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/missing.png";
    const button = document.createElement("button");
    const low = document.createElement("p");
    low.textContent = "Faint text";
    low.style.color = "#ddd";
    low.style.background = "#fff";
    document.querySelector("main")?.append(image, button, low);
  });
}

test("on a page without frames: the same violations as AxeBuilder's default run", async ({ page }) => {
  for (const path of ["/account/login", "/account/recover"]) {
    await page.goto(path);
    // Planted after hydration, which would otherwise drop nodes React did not render.
    await untilHydrated(page, "header a");
    await plantViolations(page);
    const helper = comparable(await axeViolationsOf(page));
    expect(
      helper.map(({ id }) => id),
      path,
    ).toEqual(expect.arrayContaining(["button-name", "color-contrast", "image-alt"]));
    expect(helper, path).toEqual(comparable((await new AxeBuilder({ page }).analyze()).violations));
    // The excluded part is left out as AxeBuilder's own exclude leaves it out.
    const outsideMain = comparable(await axeViolationsOf(page, { exclude: "main" }));
    expect(outsideMain, path).toEqual(
      comparable((await new AxeBuilder({ page }).exclude("main").analyze()).violations),
    );
  }
});

test("on a page with a frame: a violation inside the frame is found", async ({ page }) => {
  await page.goto("/account/login");
  // Planted once React owns the page, as the test above plants its violations. Planted at once, the frame's violation
  // was missing once (CI of 6e3b577, passed on the retry): the likely cause, not proven, is hydration still running.
  await untilHydrated(page, "header a");
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.title = "Planted frame";
    frame.srcdoc = "<!doctype html><html lang='en'><title>x</title><main><button></button></main></html>";
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await expect.poll(() => page.frames()[1]?.locator("button").count()).toBe(1);
  const found = await axeViolationsOf(page);
  const inFrame = found.find(({ id }) => id === "button-name")?.nodes.map(({ target }) => target);
  expect(inFrame).toEqual([["iframe", "button"]]);
});
