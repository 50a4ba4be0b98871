#!/usr/bin/env -S npx tsx
// `npm run screenshots`: seeds a throwaway shop, starts the *built* backend and storefront on free ports (the e2e
// global setup, so both run exactly as in the journeys) and writes viewport PNGs of the shopper's pages to
// docs/screenshots/{locale}-{page}-{desktop|phone}.png in every locale. Run `npm run build` first.
// Options: --locales en-GB,pl-PL  --pages home,category  --sizes desktop,phone  --out dir
// The committed set is every page at desktop (1440×900) and phone (390×844); `--sizes laptop` adds 1280×800, where
// the main menu must still fit one line (issue 14's audit sizes).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import globalSetup from "../e2e/support/global-setup";
import { registerConfirmedCustomer } from "../e2e/support/customers";
import { untilHydrated } from "../e2e/support/hydration";
import { ROOT } from "../e2e/support/servers";

const LOCALES = [
  { code: "en-GB", prefix: "" },
  { code: "pl-PL", prefix: "/pl-PL" },
  { code: "testde", prefix: "/testde" },
] as const;
const SIZES = {
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const DEFAULT_SIZES = ["desktop", "phone"];
const PAGES = [
  "home",
  "menu",
  "category",
  "category-page-2",
  "filters",
  "product",
  "search",
  "no-results",
  "cart",
  "checkout",
  "account",
  "not-found",
] as const;
type PageName = (typeof PAGES)[number];
type SizeName = keyof typeof SIZES;

function option(name: string): string[] | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]?.split(",") : undefined;
}

const wantedLocales = option("locales");
const wantedPages = option("pages");
const wantedSizes = option("sizes") ?? DEFAULT_SIZES;
const outDir = path.resolve(ROOT, option("out")?.[0] ?? "docs/screenshots");

/** The first link of the listing's product grid: a product the seed is sure to have. */
async function firstProductPath(page: Page): Promise<string> {
  const href = await page.locator("main article a[href]").first().getAttribute("href");
  if (!href) throw new Error(`no product link on ${page.url()}`);
  return href;
}

async function firstCategoryPath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix || "/"}`);
  const href = await page
    .locator("footer a[href]")
    .filter({ hasNotText: /^$/ })
    .evaluateAll(
      (links, home) =>
        links
          .map((link) => link.getAttribute("href") ?? "")
          .find(
            (h) =>
              h.startsWith(home) && h.endsWith("/") && h.split("/").filter(Boolean).length === (home === "/" ? 1 : 2),
          ),
      prefix || "/",
    );
  if (!href) throw new Error(`no category link in the footer of ${prefix || "/"}`);
  return href;
}

async function shoot(page: Page, file: string): Promise<void> {
  // Fonts and lazy images settle; the header may slim on scroll, so stay at the top.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.screenshot({ path: path.join(outDir, file), fullPage: false });
  console.log(`  ${file}`);
}

async function run(browser: Browser): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const base = process.env.E2E_BASE_URL as string;
  const customer = await registerConfirmedCustomer((await browser.newContext({ baseURL: base })).request);
  for (const locale of LOCALES.filter((entry) => !wantedLocales || wantedLocales.includes(entry.code))) {
    for (const size of Object.keys(SIZES).filter((name) => wantedSizes.includes(name)) as SizeName[]) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: SIZES[size],
        locale: locale.code === "testde" ? "de-DE" : locale.code,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      const category = await firstCategoryPath(page, locale.prefix);
      await page.goto(category);
      const product = await firstProductPath(page);
      const urls: Record<PageName, () => Promise<void>> = {
        home: async () => void (await page.goto(locale.prefix || "/")),
        category: async () => void (await page.goto(category)),
        // The mega menu of the first top-level category (hovered) on desktop; the drawer on phones.
        menu: async () => {
          await page.goto(locale.prefix || "/");
          if (size === "phone") {
            // Before hydration the menu button is a plain link to the footer's menu: wait for the app's drawer.
            await untilHydrated(page, 'header a[aria-haspopup="dialog"][href="#footer"]');
            await page.getByRole("banner").locator('a[aria-haspopup="dialog"][href="#footer"]').click();
            await page.getByRole("dialog").waitFor();
          } else {
            await page.getByRole("banner").locator("nav li.group").first().hover();
            await page.locator(".mm-panel").first().waitFor({ state: "visible" });
          }
        },
        "category-page-2": async () => void (await page.goto(`${category}?p=2`)),
        // The filter panel: the bottom sheet on phones (opened by its button), the side panel on desktop.
        filters: async () => {
          await page.goto(category);
          const open = page.locator(`main [aria-controls="listing-filter-sheet"]`);
          if (size === "phone" && (await open.count())) {
            await open.click();
            await page.getByRole("dialog").waitFor();
          }
        },
        product: async () => void (await page.goto(product)),
        search: async () =>
          void (await page.goto(`${locale.prefix}/search?search=${locale.code === "testde" ? "tee" : "shirt"}`)),
        cart: async () => {
          await page.goto(product);
          await page.locator('form:has(input[name="intent"][value="add"]) button[type="submit"]').first().click();
          await page.waitForLoadState("networkidle");
          await page.goto(`${locale.prefix}/checkout/cart`);
        },
        "no-results": async () => void (await page.goto(`${locale.prefix}/search?search=qwxzv`)),
        "not-found": async () => void (await page.goto(`${locale.prefix}/no-such-page`)),
        checkout: async () => void (await page.goto(`${locale.prefix}/checkout`)),
        account: async () => {
          await page.goto(`${locale.prefix}/login`);
          const main = page.getByRole("main");
          await main.locator('input[type="email"]').first().fill(customer.email);
          await main.locator('input[type="password"]').first().fill(customer.password);
          await main.locator('input[type="password"]').first().press("Enter");
          await page.waitForURL((url) => !url.pathname.endsWith("/login"));
          await page.goto(`${locale.prefix}/account`);
        },
      };
      console.log(`${locale.code} ${size}`);
      for (const name of PAGES.filter((entry) => !wantedPages || wantedPages.includes(entry))) {
        await urls[name]();
        await shoot(page, `${locale.code}-${name}-${size}.png`);
      }
      await context.close();
    }
  }
}

const teardown = await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  await run(browser);
} finally {
  await browser.close();
  await teardown();
}
