import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { catalogueParts } from "./build-plugins/catalogue-parts";
import { lazyChunks } from "./build-plugins/lazy-chunks";
import { reactRouterProduction } from "./build-plugins/react-router-production";

export default defineConfig({
  plugins: [reactRouterProduction(), catalogueParts(), tailwindcss(), reactRouter(), lazyChunks()],
  // Keep Vite's manifest (build/client/.vite/manifest.json; the static server ignores dot-directories): the SSR build
  // reads the file names of lazily loaded chunks from it, and tests and the bench map source modules to chunks.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        // BUNDLE_SOURCEMAP=1 npm run build: source maps to see what each chunk is made of (not for deployment).
        sourcemap: process.env.BUNDLE_SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Fewer, larger first-load files: every page loads React, React Router and the root's own modules, and
            // by default they came as ~20 files of a few hundred bytes each. Each file costs a request (a round trip
            // on a slow phone link; Lighthouse charges every modulepreload as render-blocking) and its own gzip
            // overhead; one "vendor" and one "shell" chunk saved about 3 KB gzip and 9 files on every page. Only modules
            // that every layout (default, account, checkout) uses belong in the shell: a page that needs one of them
            // downloads all of it. The groups below it are by the page types that load them together (issue 15,
            // first-load JS; per page type in bench/storefront.ts): "layout" is the default layout's header, footer and
            // what the catch-all route's meta needs (every page but cart and checkout), "cards" the product card (home,
            // category, product, search), "forms" the form fields of home, product, login and checkout, "CmsPage" the
            // CMS page with its common elements (home, category). Each took 5-20 files of a few hundred bytes off a
            // page: 3-6 KB gzip. A module a page type needs without its group's other modules (useCartFetcher on the
            // cart pages) keeps a chunk of its own, or the cart would download the cards and the header.
            codeSplitting: {
              groups: [
                { name: "vendor", priority: 5, test: /\/node_modules\// },
                {
                  name: "shell",
                  priority: 4,
                  test: /\/app\/(root\.tsx|lib\/|features\/(shop|notifications|seo)\/|features\/layout\/(error-page-lazy|reload-guard|SkipLink|Logo|messages)\.tsx?$|components\/ui\/Icon\.tsx$|features\/navigation\/(NavigationLink\.tsx|navigation\.ts)$|features\/forms\/useInputValue\.ts$|features\/cart\/side-cart-events\.ts$|features\/(listing|search|product)\/messages\.ts$|features\/checkout\/page-meta\.ts$)/,
                },
                {
                  name: "layout",
                  priority: 3,
                  test: /\/app\/(routes\/layout-default\.tsx|features\/layout\/SiteHeader\.tsx|features\/(cms\/(category|landing)-page|product\/product-meta|listing\/product-card)\.ts)$/,
                },
                // The dialogs of the phone menu, the side cart (both loaded on first use), the filters and the gallery:
                // no page's first load needs them all, most none.
                { name: "Modal", priority: 3, test: /\/app\/components\/ui\/(Modal|Drawer)\.tsx$/ },
                // What the cart and checkout pages (and the success page, the side cart) show alike: the checkout
                // layout, the cart's lines and totals, their texts. Seven files of 0.2-2.6 KB before: 0.9 KB gzip less.
                {
                  name: "cartView",
                  // Below the groups that hold what it imports and other pages share (useCartFetcher, forms): a group
                  // takes in the modules its own import of no other group, and a product page must not load it.
                  priority: 1,
                  test: /\/app\/(routes\/layout-checkout\.tsx|features\/cart\/(CartLineItem|QuantityStepper|RemoveLineItemButton|cart-errors|CartErrors|CartTotals|messages)\.tsx?|features\/checkout\/messages\.ts)$/,
                },
                // Cart and checkout pages use it without the cards. JsField goes with it: every cart form has both, and in
                // the forms group it brought the form fields and their texts (2.9 KB gzip) to the checkout's first load.
                {
                  name: "useCartFetcher",
                  priority: 3,
                  test: /\/app\/features\/cart\/(useCartFetcher\.ts|JsField\.tsx)$/,
                },
                {
                  name: "cards",
                  priority: 2,
                  test: /\/app\/(features\/listing\/ProductCard\.tsx|components\/ui\/(RatingStars\.tsx|preconnect-image\.ts)|features\/product\/ProductPrice\.tsx|features\/cart\/QuickAddToCart\.tsx)$/,
                },
                {
                  name: "forms",
                  priority: 2,
                  test: /\/app\/(features\/forms\/(ErrorSummary\.tsx|TextField\.tsx|FieldError\.tsx|messages\.ts)|components\/ui\/Button\.tsx)$/,
                },
                // Its messages (a catalogue part awaited at the module's top) are a chunk of their own, above it (a group
                // takes in what its modules import): the newsletter routes' titles need them without the form, whose
                // content hydrates on first use.
                { name: "newsletterMessages", priority: 2, test: /\/app\/features\/newsletter\/messages\.ts$/ },
                { name: "NewsletterForm", priority: 1, test: /\/app\/features\/newsletter\/NewsletterForm\.tsx$/ },
                {
                  name: "CmsPage",
                  priority: 1,
                  test: /\/app\/features\/cms\/(CmsPage\.tsx|elements\/(CmsText|CmsLink|CmsImageTag|SlideButton)\.tsx)$/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
