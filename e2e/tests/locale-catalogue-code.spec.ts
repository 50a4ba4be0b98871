import { untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { errors, scriptRequests } from "../support/page-watch";
import { clientManifest } from "../support/client-build";

/**
 * Issue 15, first-load JS: a page downloads only its own locale's message catalogue (app/locales/<languageCode>.json),
 * not all three. Each catalogue is a chunk of its own, loaded before hydration; a client-side switch to another
 * language loads that language's catalogue before its pages render. The chunk names come from the Vite manifest of
 * the build under test.
 */

const LANGUAGES = ["en-GB", "pl-PL", "de-DE"] as const;

/** The public URL of each locale's catalogue chunk. */
function catalogueFiles(): Record<(typeof LANGUAGES)[number], string> {
  const chunks = clientManifest();
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const chunk = chunks[`app/locales/${language}.json`];
      expect(chunk?.isDynamicEntry, `the ${language} catalogue is a lazily loaded chunk of its own`).toBe(true);
      return [language, `/${chunk?.file}`];
    }),
  ) as Record<(typeof LANGUAGES)[number], string>;
}

test("the Polish product page's first load fetches the Polish catalogue and no other", async ({ page }) => {
  const files = catalogueFiles();
  const requested = scriptRequests(page);
  const seen = errors(page);
  await page.goto("/pl-PL/trampki-z-plotna/sh-2001.19");
  await untilHydrated(page, "main");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: /Dodaj do koszyka/ }).first()).toBeVisible();

  expect(requested).toContain(files["pl-PL"]);
  expect(requested).not.toContain(files["en-GB"]);
  expect(requested).not.toContain(files["de-DE"]);
  expect(seen).toEqual([]);
});

test("the language switcher from English to German loads the German catalogue and shows German text", async ({
  page,
}) => {
  const files = catalogueFiles();
  const requested = scriptRequests(page);
  const seen = errors(page);
  await page.goto("/");
  await untilHydrated(page, "header a");
  await page.waitForLoadState("networkidle");
  expect(requested).toContain(files["en-GB"]);
  expect(requested).not.toContain(files["de-DE"]);

  // Plain links through /_shop/locale (it sets the locale cookie): a document load.
  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page).toHaveURL(/\/testde\/?$/);
  await untilHydrated(page, "header a");
  await expect(page.getByRole("heading", { name: "Kategorien" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect(requested).toContain(files["de-DE"]);
  expect(seen).toEqual([]);
});

test("a client-side navigation to another locale's page loads its catalogue before the page renders", async ({
  page,
}) => {
  const files = catalogueFiles();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const requested = scriptRequests(page);
  const seen = errors(page);
  await page.goto("/");
  await untilHydrated(page, "header a");
  await page.waitForLoadState("networkidle");
  expect(requested).not.toContain(files["de-DE"]);

  // As a <Link> to a path with another locale's prefix does (none of the shop's own links cross locales today).
  await page.evaluate(async () => {
    // The router HydratedRouter keeps on window (react-router lib/dom-export/hydrated-router.tsx).
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    await router.navigate("/testde");
  });
  await expect(page).toHaveURL(/\/testde\/?$/);
  await expect(page.getByRole("heading", { name: "Kategorien" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect(requested).toContain(files["de-DE"]);
  expect(documents).toEqual(["/"]);
  expect(seen).toEqual([]);
});

/** The public URLs of a catalogue part's chunk (build-plugins/catalogue-parts.ts), per language. */
function partFiles(namespace: string): string[] {
  const chunks = clientManifest();
  return LANGUAGES.map((language) => {
    const chunk = chunks[`app/locales/${language}.json?part=${namespace}`];
    expect(chunk, `the ${namespace} namespace of ${language} is a part of its own`).toBeDefined();
    return `/${chunk?.file}`;
  });
}

test("the home page's first load fetches no checkout or cart text; the cart page loads its own before it renders", async ({
  page,
}) => {
  const checkout = partFiles("checkout");
  const cart = partFiles("cart");
  const requested = scriptRequests(page);
  const seen = errors(page);
  await page.goto("/");
  await untilHydrated(page, "header a");
  await page.waitForLoadState("networkidle");
  for (const file of [...checkout, ...cart]) expect(requested).not.toContain(file);

  await page.evaluate(async () => {
    // The router HydratedRouter keeps on window (react-router lib/dom-export/hydrated-router.tsx).
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    await router.navigate("/checkout/cart");
  });
  await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
  expect(requested).toContain(cart[0]);
  expect(seen).toEqual([]);
});
