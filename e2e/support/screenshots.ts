import { type Page, test } from "@playwright/test";

/**
 * Full-page screenshots of the page as it is, at desktop (1280 × 800) and phone (390 × 844) width, kept with the test's
 * results as `<name>-desktop.png` and `<name>-phone.png` for a person to look at; the viewport is back at desktop width
 * afterwards.
 */
export async function screenshotsAtBothWidths(page: Page, name: string) {
  for (const [width, height, size] of [
    [1280, 800, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
