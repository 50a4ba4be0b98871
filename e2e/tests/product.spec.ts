import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";
import { withSlowCpu } from "../support/slow-cpu";

// Demo catalogue: the Linen Shirt's XXL variants cost more, and White and Olive have their own pictures.
const LINEN_WHITE_M = "/linen-shirt/cl-1004.2";
const LINEN_WHITE_XXL = /\/linen-shirt\/cl-1004\.5$/;
const LINEN_OLIVE_XXL = /\/linen-shirt\/cl-1004\.15$/;
const STONEWARE_MUG = "/stoneware-mug/hk-3202.3";
const CANVAS_SNEAKERS = "/canvas-sneakers/sh-2001.19";

const mainImage = (page: import("@playwright/test").Page) =>
  page
    .getByRole("region", { name: "Product images" })
    .getByRole("link", { name: /^Enlarge image/ })
    .getByRole("img");

test("opens a product from its category page", async ({ page }) => {
  await page.goto("/shoes-accessories/shoes/sneakers/");
  await page.getByRole("main").getByRole("link", { name: "Canvas Sneakers" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Canvas Sneakers" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Sneakers" }),
  ).toBeVisible();
});

test("switching a variant changes URL, price and picture", async ({ page }) => {
  await page.goto(LINEN_WHITE_M);
  const price = page.getByTestId("product-price");
  await expect(price).toContainText("€69.00");
  const whitePicture = await mainImage(page).getAttribute("src");

  await page.getByRole("radio", { name: "XXL" }).check({ force: true });
  await expect(page).toHaveURL(LINEN_WHITE_XXL);
  await expect(price).toContainText("€73.00");
  await expect(page.getByText("Product number: CL-1004.5")).toBeVisible();

  await page.getByRole("radio", { name: "Olive" }).check({ force: true });
  await expect(page).toHaveURL(LINEN_OLIVE_XXL);
  await expect(mainImage(page)).not.toHaveAttribute("src", whitePicture ?? "");
  await expect(page.getByRole("radio", { name: "Olive" })).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the variant form leads to the chosen variant", noJsTwin(), async ({ page }) => {
    await page.goto(LINEN_WHITE_M);
    await page.getByText("XXL", { exact: true }).click();
    await page.getByRole("button", { name: "Show selected variant" }).click();
    await expect(page).toHaveURL(LINEN_WHITE_XXL);
    await expect(page.getByTestId("product-price")).toContainText("€73.00");
  });
});

test("an arrow key on the gallery before the page has hydrated is held, not lost", async ({ page }) => {
  // A slow phone: the scripts have run, React is still hydrating the page in slices. The key reaches the gallery once
  // its content has hydrated, as a click does.
  test.setTimeout(60_000);
  const thumbnails = page.getByRole("group", { name: "Product images" }).getByRole("button");
  await withSlowCpu(page, 10, async () => {
    await page.goto(LINEN_WHITE_M, { waitUntil: "domcontentloaded" });
    await thumbnails.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 20_000 });
  });
});

test("the gallery works by keyboard", async ({ page }) => {
  await page.goto(LINEN_WHITE_M);
  const thumbnails = page.getByRole("group", { name: "Product images" }).getByRole("button");
  await expect(thumbnails).toHaveCount(3);
  const first = await mainImage(page).getAttribute("src");

  await thumbnails.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(mainImage(page)).not.toHaveAttribute("src", first ?? "");

  await page.getByRole("link", { name: /^Enlarge image/ }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Linen Shirt" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("2 / 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("3 / 3")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("shows tier prices, stock, delivery time and JSON-LD", async ({ page }) => {
  await page.goto(STONEWARE_MUG);
  const tiers = page.getByRole("table", { name: "Volume pricing" });
  await expect(tiers.getByRole("row")).toHaveText([
    /Quantity\s*Unit price/,
    /to 5\s*€16\.95/,
    /to 11\s*€14\.95/,
    /from 12\s*€12\.95/,
  ]);
  await expect(page.getByText(/incl\. VAT/)).toBeVisible();
  await expect(page.getByText("Delivery time: 2-5 days")).toBeVisible();
  await expect(page.getByText("Product number: HK-3202.3")).toBeVisible();

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = scripts
    .map((text) => JSON.parse(text) as { "@type"?: string })
    .find((entry) => entry["@type"] === "Product");
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    sku: "HK-3202.3",
    offers: { price: "16.95", priceCurrency: "EUR" },
  });
});

test("shows reviews with their average and cross-selling", async ({ page }) => {
  await page.goto(CANVAS_SNEAKERS);
  const reviews = page.getByRole("region", { name: /^Reviews/ });
  // The page's language first (issue 13 item 18): the six English reviews; every language behind a link.
  await expect(reviews.getByRole("article")).toHaveCount(6);
  await expect(reviews.getByRole("link", { name: "Log in to write a review" })).toBeVisible();
  await reviews.getByRole("link", { name: "Show reviews in all languages" }).click();
  await expect(reviews.getByRole("article")).toHaveCount(8);
  // Eight reviews fit one page of ten: no pagination, and an out-of-range page shows none.
  await expect(reviews.getByRole("navigation", { name: "Review pages" })).toHaveCount(0);
  await page.goto(`${CANVAS_SNEAKERS}?reviews-page=2&reviews-language=all`);
  await expect(page.getByRole("region", { name: /^Reviews/ }).getByRole("article")).toHaveCount(0);

  const crossSelling = page.getByRole("region", { name: "Customers also bought" });
  await expect(crossSelling.getByRole("listitem")).toHaveCount(3);
});

test("speaks German under /testde", async ({ page }) => {
  await page.goto("/testde/steinzeugbecher/hk-3202.3");
  await expect(page.getByRole("heading", { level: 1, name: "Steinzeugbecher" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Staffelpreise" }).getByRole("row").last()).toContainText("ab 12");
  await expect(page.getByText(/inkl\. MwSt\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "In den Warenkorb" }).first()).toBeVisible();
});

test("add to cart puts the chosen quantity into the cart", async ({ page }) => {
  await page.goto(STONEWARE_MUG);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await expect(quantity).toHaveAttribute("min", "1");
  await quantity.fill("2");
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();
});

for (const path of [LINEN_WHITE_M, STONEWARE_MUG, "/pl-PL/trampki-z-plotna/sh-2001.19"]) {
  test(`has no accessibility violations on ${path}`, async ({ page, axeViolations }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
}
