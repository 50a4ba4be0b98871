import { firstLoadGzip, firstLoadTests, namedScripts } from "../support/first-load";
import { expect, test } from "../support/test";

// Issue 15, first-load JS of the pages anyone can open (support/first-load.ts); the pages of a shopper's session and
// forms are first-load-forms.spec.ts's.
firstLoadTests([
  { type: "home", path: "/", kb: 125.8 },
  { type: "category", path: "/clothing/", kb: 126.0 },
  { type: "product", path: "/canvas-sneakers/sh-2001.19", kb: 126.0 },
  { type: "product (Polish)", path: "/pl-PL/trampki-z-plotna/sh-2001.19", kb: 126.4 },
  { type: "search", path: "/search?search=shirt", kb: 126.9 },
  { type: "cart", path: "/checkout/cart", kb: 126.8 },
  { type: "login", path: "/login", kb: 125.8 },
  { type: "404", path: "/no-such-page-at-all", kb: 127.8 },
]);

// React Router's package exports name only its development build (warnings and a developer error screen compiled in);
// the client build takes its production build instead (build-plugins/react-router-production.ts).
test("the first load runs React Router's production build, not its development one", async ({ request, baseURL }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...namedScripts(html, baseURL ?? "")];
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
  // A warning only React Router's development build has (ENABLE_DEV_WARNINGS), kept as text by any minifier.
  expect(bodies.filter((body) => body.includes("You rendered descendant <Routes>")).length).toBe(0);
  expect(bodies.join("").length).toBeGreaterThan(100_000);
});

// Issue 15: what a page type adds to the first load on top of what every page pays (the 404 page: entry, React,
// React Router, shell, layout, catalogue). CMS pages (home, category) hydrate their content on first use
// (features/page-kinds/KindIsland.tsx), so they add about nothing; on main they added 12-14 KB gzip.
const PAGE_TYPE_BUDGETS = [
  { type: "home", path: "/", kb: 2 },
  { type: "category", path: "/clothing/", kb: 2 },
] as const;

for (const { type, path: pagePath, kb } of PAGE_TYPE_BUDGETS) {
  test(`the ${type} page's first load adds at most ${kb} KB gzip to what every page loads`, async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const shared = await firstLoadGzip(request, "/no-such-page-at-all", base);
    const own = await firstLoadGzip(request, pagePath, base);
    expect((own - shared) / 1024).toBeLessThanOrEqual(kb);
  });
}
