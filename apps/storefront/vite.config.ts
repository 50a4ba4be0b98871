import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
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
