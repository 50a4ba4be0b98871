import { untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { errors, scriptRequests } from "../support/page-watch";
import { chunkClosure as closure, clientManifest as manifest } from "../support/client-build";

/**
 * Issue 15, first-load JS: a page downloads only the code of its own page kind. The catch-all route serves products,
 * categories, CMS and landing pages by SEO URL, the search route its results; each kind's content is a chunk of its
 * own, which the server renders and the browser loads and hydrates on the content's first use (KindIsland.tsx), or
 * before hydration for the customer-group registration form. Which files belong to a kind is read from the Vite
 * manifest of the build under test, so the test follows the hashes.
 */

// The page component of each kind the catch-all serves (apps/storefront/app/routes/catch-all.tsx).
const KIND_MODULES = {
  product: "app/features/product/ProductPage.tsx",
  category: "app/features/cms/CategoryPage.tsx",
  landing: "app/features/cms/LandingPage.tsx",
  groupRegistration: "app/features/account/GroupRegistrationPage.tsx",
  // The search route's results, a kind of their own though the catch-all does not serve them.
  search: "app/features/search/SearchResults.tsx",
} as const;
type Kind = keyof typeof KIND_MODULES;

const PRODUCT = "/canvas-sneakers/sh-2001.19";
const CATEGORY = "/clothing/";

// The modules every catch-all page loads whatever its kind: the client entry, the root, its layout and the route.
const ROUTE_CHAIN = /^app\/(entry\.client|root|routes\/layout-default|routes\/catch-all)\.tsx/;

/**
 * Per kind: its own chunk and the files only that kind needs: in no other kind's closure, nor in the route chain's
 * (the catch-all's meta() of every kind runs in the browser too).
 */
function kindFiles(): Record<Kind, { own: string; only: Set<string> }> {
  const chunks = manifest();
  const chain = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks))
    if (chunk.src && ROUTE_CHAIN.test(chunk.src)) closure(chunks, key, chain);
  const closures = Object.fromEntries(
    Object.entries(KIND_MODULES).map(([kind, src]) => {
      const chunk = chunks[src];
      // A kind bundled into the catch-all route (or another chunk) has no manifest entry of its own.
      expect(chunk?.isDynamicEntry, `${src} is a lazily loaded chunk of its own`).toBe(true);
      return [kind, closure(chunks, src, new Set(), true)];
    }),
  ) as Record<Kind, Set<string>>;
  return Object.fromEntries(
    (Object.keys(KIND_MODULES) as Kind[]).map((kind) => {
      const others = (Object.keys(KIND_MODULES) as Kind[]).filter((other) => other !== kind);
      const only = new Set(
        [...closures[kind]].filter((file) => !chain.has(file) && !others.some((other) => closures[other].has(file))),
      );
      return [kind, { own: `/${chunks[KIND_MODULES[kind]]?.file}`, only }];
    }),
  ) as Record<Kind, { own: string; only: Set<string> }>;
}

const cases: { kind: Kind; path: string; heading: RegExp }[] = [
  { kind: "product", path: PRODUCT, heading: /Canvas Sneakers/ },
  { kind: "category", path: CATEGORY, heading: /^Clothing$/ },
  { kind: "search", path: "/search?search=shirt", heading: /^Search results for “shirt”$/ },
];

for (const { kind, path: pagePath, heading } of cases) {
  test(`a ${kind} page's content loads its own kind's code on first use, never in the first load, and no other kind's`, async ({
    page,
    request,
  }) => {
    const files = kindFiles();
    const html = await (await request.get(pagePath)).text();
    // The content of each of these kinds hydrates on first use (KindIsland.tsx): the HTML does not name its chunk,
    // which loads on that use (untilHydrated makes one).
    expect(html).not.toContain(`rel="modulepreload" href="${files[kind].own}"`);

    const requested = scriptRequests(page);
    const seen = errors(page);
    await page.goto(pagePath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await untilHydrated(page, "main");
    await page.waitForLoadState("networkidle");

    expect(requested).toContain(files[kind].own);
    for (const other of (Object.keys(KIND_MODULES) as Kind[]).filter((k) => k !== kind)) {
      const foreign = [...requested].filter((file) => files[other].only.has(file));
      expect(foreign, `${kind} page downloads code only the ${other} kind needs`).toEqual([]);
    }
    expect(seen).toEqual([]);
  });
}

test("client-side navigation home → category → product → search loads each kind's code and hydrates cleanly", async ({
  page,
}) => {
  test.slow();
  const files = kindFiles();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const requested = scriptRequests(page);
  const seen = errors(page);

  await page.goto("/");
  await untilHydrated(page, "header a");
  await page.waitForLoadState("networkidle");
  expect(requested).not.toContain(files.product.own);

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Clothing", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/clothing\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
  expect(requested).toContain(files.category.own);

  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Clothing");
  await expect(page.getByRole("button", { name: /Add to cart/ }).first()).toBeVisible();
  expect(requested).toContain(files.product.own);

  const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await search.fill("shirt");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?search=shirt/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “shirt”");

  // Every step after the first load was a client-side navigation.
  expect(documents).toEqual(["/"]);
  expect(seen).toEqual([]);
});

test("the build's manifest is not served", async ({ request }) => {
  expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
});
