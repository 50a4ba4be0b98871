import type { Page } from "@playwright/test";

/**
 * Holds every script the page asks for until `release` is called, so a test can act on the server-rendered page as a
 * shopper on a slow connection does: before the app has hydrated.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React owns the element (it marks the nodes it hydrated), then one frame more for its effects. A page's
 * content (product, category, CMS page) hydrates on its first use (apps/storefront/app/features/page-kinds/
 * deferred-hydration.ts): unless `deferred: "leave"`, this announces a use, as a pointer over the content does, and
 * waits for the content too, so a test acts on hydrated content as a shopper who moved the mouse there would.
 */
export async function untilHydrated(
  page: Page,
  selector: string,
  { deferred = "use" }: { deferred?: "use" | "leave" } = {},
) {
  await page.waitForFunction(
    ({ css, use }) => {
      // The element may be in the content: its use is announced on every poll until React owns it.
      if (use)
        for (const island of document.querySelectorAll("[data-island]"))
          island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    },
    { css: selector, use: deferred === "use" },
  );
  if (deferred === "use") await untilContentHydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Announces a use of content hydrated on first use (data-island) and waits until React owns it. The use is announced
 * on every poll: one made before the app's listeners are in place (a slow machine) is not heard, as a shopper's first
 * pointer move would not be, and the next one is.
 */
export async function untilContentHydrated(page: Page) {
  await page.waitForFunction(() => {
    const waiting = [...document.querySelectorAll("[data-island]")].filter((island) => {
      const content = island.firstElementChild;
      return content && !Object.keys(content).some((key) => key.startsWith("__reactProps"));
    });
    for (const island of waiting) island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    return waiting.length === 0;
  });
}

/**
 * The app has hydrated: the buy box's and the cart's forms carry a hidden js=1 only React renders, and a product card's
 * Add to cart button (of the page's one shared cart form, with no js field) has React's handlers. Before that, a click
 * posts the plain form.
 */
export async function appHydrated(page: Page) {
  await untilContentHydrated(page);
  await page.waitForFunction(() => {
    if (document.querySelector("input[name=js]")) return true;
    const button = document.querySelector("button[form=pc-cart]");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}
