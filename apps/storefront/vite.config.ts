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
            // downloads all of it.
            codeSplitting: {
              groups: [
                { name: "vendor", priority: 2, test: /\/node_modules\// },
                {
                  name: "shell",
                  priority: 1,
                  test: /\/app\/(root\.tsx|lib\/|features\/(shop|notifications|sync|seo)\/|features\/layout\/(ErrorPage|ClientResilience|resilience|SkipLink|Logo|messages)\.tsx?$|components\/ui\/Icon\.tsx$)/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
