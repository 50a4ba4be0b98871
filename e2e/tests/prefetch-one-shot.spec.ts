import type { Page } from "@playwright/test";
import { notices } from "../support/customers";
import { untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";

/** The link prefetches of a page (Chromium marks them `Sec-Purpose: prefetch`): how many started and are under way. */
function watchPrefetches(page: Page) {
  const pending = new Set<string>();
  const started: string[] = [];
  const isPrefetch = (headers: Record<string, string>) => (headers["sec-purpose"] ?? "").includes("prefetch");
  page.on("request", (request) => {
    if (!isPrefetch(request.headers())) return;
    started.push(request.url());
    pending.add(request.url());
  });
  const settle = (request: { url(): string }) => pending.delete(request.url());
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return { started, pending };
}

// A prefetch is a guess at the next page, never a view of one: what the server shows once (the notice a form post
// leaves, the cart's changes since it was last read) must wait for the page the shopper really opens. Before, the
// catalogue prefetcher asked for every route's data, the root's too: its render took the notice and cleared the
// cookie, and the page that followed said nothing (seen as "You have been logged out." missing in CI).
test("a prefetch leaves the notice of a form post for the page the shopper opens next", async ({ page }) => {
  const prefetches = watchPrefetches(page);
  await page.goto("/");
  await untilHydrated(page, "header a");

  // What the logout form posted without JavaScript leaves: a notice in a cookie, for the next page.
  const posted = await page.request.post("/_action/logout", { maxRedirects: 0 });
  expect(posted.status()).toBe(303);

  // The pointer rests on a catalogue link of the main navigation: the storefront's prefetcher (running once the app
  // has hydrated; these links have no prefetch of React Router's own) asks for its page.
  const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first();
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await link.hover();
      return prefetches.started.length;
    })
    .toBeGreaterThan(0);
  await expect.poll(() => prefetches.pending.size).toBe(0);

  await page.goto("/");
  await expect(notices(page)).toContainText("You have been logged out.");
});
