import { expect, test } from "../support/test";

/**
 * Issue 14: the home page opens with a real hero from the CMS (Shopware's `text-on-image` block): the page's one
 * h1, a short line and a call to action leading into a category, over the page's largest picture, which is the LCP
 * element and so loads at once with high priority. At desktop and phone size the headline and the button are
 * above the fold, in every locale, without JavaScript.
 */
const LOCALES = [
  { prefix: "", headline: "Good things for every day", cta: "Shop coffee & tea" },
  { prefix: "/pl-PL", headline: "Dobre rzeczy na co dzień", cta: "Odkryj kawę i herbatę" },
  { prefix: "/testde", headline: "Gute Dinge für jeden Tag", cta: "Kaffee & Tee entdecken" },
];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    for (const size of SIZES) {
      test(`home hero ${locale.prefix || "/"} at ${size.width}×${size.height}: headline, call to action, eager picture`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(locale.prefix || "/");
        const main = page.getByRole("main");
        // The hero is the page's first block and holds its only h1.
        const hero = main.locator(".cms-block").first();
        await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
        const headline = hero.getByRole("heading", { level: 1, name: locale.headline });
        await expect(headline).toBeInViewport();
        const cta = hero.getByRole("link", { name: locale.cta });
        await expect(cta).toBeInViewport();
        // A button, not an underlined text link: filled with the brand colour.
        expect(await cta.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toMatch(
          /rgba\(0, 0, 0, 0\)|transparent/,
        );
        expect(await cta.getAttribute("href")).toMatch(new RegExp(`^${locale.prefix}/`));

        const picture = hero.locator("img").first();
        await expect(picture).toHaveAttribute("fetchpriority", "high");
        expect(await picture.getAttribute("loading")).not.toBe("lazy");
        await expect(picture).toHaveAttribute("srcset", /\d+w/);
        await expect(picture).toHaveAttribute("sizes", /vw/);
        await expect(picture).toBeInViewport();
        // Only the first screen's pictures ask for high priority: the hero and, on a phone the LCP element, the next
        // block's first teaser (e2e/tests/lcp-priority.spec.ts).
        await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(2);

        // The call to action leads to a category page of the same language.
        await cta.click();
        await expect(page).toHaveURL(new RegExp(`^[^?]*${locale.prefix}/[^?]+/$`));
        await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      });
    }
  }
});

test("home hero has no accessibility violations", async ({ page, axeViolations }) => {
  await page.goto("/pl-PL");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});
