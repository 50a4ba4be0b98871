import { expect, test } from "../support/test";

test.describe("CMS pages", () => {
  test("home renders the hero, category teasers, product sliders and text", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Good things for every day" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Our topsellers" })).toBeVisible();
    const topsellers = main.getByRole("region", { name: "Our topsellers" });
    expect(await topsellers.getByRole("listitem").count()).toBeGreaterThan(3);
    await expect(main.getByRole("link", { name: "Home & kitchen" }).first()).toBeVisible();
  });

  test("an image slider is a carousel with slides, arrows and dots", async ({ page }) => {
    await page.goto("/gift-ideas");
    const slider = page.getByRole("main").getByRole("region", { name: "Highlights" });
    await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
    const slides = slider.getByRole("group");
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    expect(await slides.count()).toBeGreaterThan(1);
    // The first picture of a slider at the top of the page is the page's largest: it loads at once.
    await expect(slider.getByRole("img").first()).toHaveAttribute("fetchpriority", "high");

    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slider.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
  });

  test("the video loads from its host only after a click", async ({ page }) => {
    await page.goto("/");
    const play = page.getByRole("main").getByRole("link", { name: /Play video/ });
    await expect(play).toHaveAttribute("href", /youtube\.com\/watch/);
    await expect(page.locator("iframe")).toHaveCount(0);
    await play.click();
    await expect(page.locator("iframe[title^='Video']")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  });

  test("a category page shows breadcrumbs, sub-categories and its listing inside the CMS layout", async ({ page }) => {
    await page.goto("/clothing/tops-shirts/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Tops & shirts" })).toBeVisible();
    const breadcrumb = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Clothing" })).toHaveAttribute("href", "/clothing/");
    await expect(breadcrumb.getByText("Tops & shirts")).toHaveAttribute("aria-current", "page");
    await expect(
      main.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Tops & shirts" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("article").first()).toBeVisible();
    await expect(main.getByLabel("Sort by")).toBeVisible();
  });

  test("sub-category navigation is hidden on phones (visibility per breakpoint)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/clothing/tops-shirts/");
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeHidden();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await context.close();
  });

  test("a landing page renders its layout in German", async ({ page }) => {
    await page.goto("/testde/sommer-sale");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Sommer-Sale" })).toBeVisible();
    await expect(main.getByRole("article").first()).toBeVisible();
    await expect(page).toHaveTitle(/Sommer-Sale/);
  });

  test("a service page (imprint) renders its text once", async ({ page }) => {
    await page.goto("/imprint/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1, name: "Imprint" })).toBeVisible();
    await expect(main.getByText("Managing directors")).toBeVisible();
  });

  test("the contact page's CMS form element renders labelled, usable fields (sending: newsletter.spec.ts)", async ({
    page,
  }) => {
    await page.goto("/shop-service/contact/");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email address")).toBeEnabled();
    await expect(main.getByRole("button", { name: /send/i })).toBeEnabled();
  });

  for (const path of [
    "/",
    "/clothing/tops-shirts/",
    "/summer-sale",
    "/imprint/",
    "/shop-service/contact/",
    "/pl-PL/letnia-wyprzedaz",
  ]) {
    test(`has no accessibility violations on ${path}`, async ({ page, axeViolations }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    });
  }
});
