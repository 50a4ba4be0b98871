import { untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { errors, scriptRequests } from "../support/page-watch";
import { clientManifest } from "../support/client-build";

/**
 * Issue 15, first-load JS: a CMS page downloads the renderers of the element types it shows and no other. The
 * renderers of the rarer element types (slider, video, the two forms, listing and filters, product details, category
 * navigation, buy box) are chunks of their own; the server knows the page's slots and names exactly those chunks in
 * the HTML (`<link rel="modulepreload">`), so the browser fetches them beside the entry (no request chain). Which file
 * holds a renderer is read from the Vite manifest of the build under test.
 */

// The renderer modules loaded only by pages that show their element type (app/features/cms/lazy-elements.ts).
const RENDERERS = {
  slider: "app/features/cms/elements/CmsImageSlider.tsx",
  video: "app/features/cms/elements/CmsVideo.tsx",
  contactForm: "app/features/contact/ContactForm.tsx",
  newsletterForm: "app/features/newsletter/NewsletterForm.tsx",
  listing: "app/features/cms/elements/CmsProductListing.tsx",
  productDetails: "app/features/cms/elements/CmsProductDetails.tsx",
  categoryNavigation: "app/features/cms/elements/CmsCategoryNavigation.tsx",
} as const;
type Renderer = keyof typeof RENDERERS;

/** The file of each renderer's own chunk (a facade re-exporting a shared chunk counts as its own). */
function rendererFiles(): Record<Renderer, string> {
  const chunks = clientManifest();
  return Object.fromEntries(
    Object.entries(RENDERERS).map(([renderer, src]) => {
      const chunk = chunks[src];
      expect(chunk?.isDynamicEntry, `${src} is a lazily loaded chunk of its own`).toBe(true);
      return [renderer, `/${chunk?.file}`];
    }),
  ) as Record<Renderer, string>;
}

// What the demo shop's layouts show (packages/store-api/seed/catalogue/cms): the home page a video and the newsletter
// form besides images, text and product sliders; gift ideas an image slider; a sub-category its listing and the
// category navigation; the contact page the contact form.
const cases: { path: string; shows: Renderer[]; ready: string }[] = [
  { path: "/", shows: ["video", "newsletterForm"], ready: "main" },
  { path: "/gift-ideas", shows: ["slider"], ready: "main" },
  { path: "/clothing/tops-shirts/", shows: ["listing", "categoryNavigation"], ready: "main" },
  { path: "/shop-service/contact/", shows: ["contactForm"], ready: "main form" },
];

for (const { path: pagePath, shows, ready } of cases) {
  test(`${pagePath} downloads the renderers of its element types (${shows.join(", ")}), named by its HTML, and no other`, async ({
    page,
    request,
  }) => {
    const files = rendererFiles();
    const html = await (await request.get(pagePath)).text();
    // CMS pages hydrate their content on first use (features/page-kinds/KindIsland.tsx): its renderers are no part of
    // the first load; untilHydrated uses the content, and then they load.
    for (const renderer of shows) expect(html).not.toContain(`rel="modulepreload" href="${files[renderer]}"`);

    const requested = scriptRequests(page);
    const seen = errors(page);
    await page.goto(pagePath);
    await untilHydrated(page, ready);
    await page.waitForLoadState("networkidle");

    for (const renderer of shows)
      expect(requested, `${pagePath} loads the ${renderer} renderer`).toContain(files[renderer]);
    const others = (Object.keys(RENDERERS) as Renderer[]).filter((renderer) => !shows.includes(renderer));
    expect(others.filter((renderer) => requested.has(files[renderer]))).toEqual([]);
    expect(seen).toEqual([]);
  });
}
