import { holdScripts, untilContentHydrated } from "../support/hydration";
import { expect, test } from "../support/test";

// Controls only a page without JavaScript needs ("Show selected variant", a cart line's "Update", a checkout method's
// "Apply") are hidden wherever scripts run, from the first paint: the product's content hydrates on its first use, so
// its no-JS button stayed on screen until the shopper touched the page, then vanished and shifted the layout.

const DRESS = "/summer-dress/cl-1101.2";

test("with JavaScript, 'Show selected variant' is never shown: not before the scripts run, not before first use", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(DRESS, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: "Show selected variant", includeHidden: true });
  await button.waitFor({ state: "attached" });
  await expect(button).toBeHidden();
  release();
  await page.waitForLoadState("load");
  // The content is not hydrated yet (nothing used it) and the button is still not shown.
  await expect(button).toBeHidden();
  await expect(page.getByRole("radio", { name: "Yellow" })).toBeAttached();
  // Hydrating the content takes the hidden button away without moving what follows it.
  // The quantity field, right below the options (a render-only spec names no buying control: one-engine.spec).
  const quantity = page.getByLabel("Quantity", { exact: true });
  const before = await quantity.boundingBox();
  await untilContentHydrated(page);
  await expect(button).toHaveCount(0);
  expect(await quantity.boundingBox()).toEqual(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Show selected variant' is shown", async ({ page }) => {
    await page.goto(DRESS);
    await expect(page.getByRole("button", { name: "Show selected variant" })).toBeVisible();
  });
});
