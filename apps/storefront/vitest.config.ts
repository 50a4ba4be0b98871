import { readdirSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";

const INCLUDE = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"];

/**
 * The test files that replace modules (vi.mock, vi.doMock, vi.resetModules): each needs a module graph of its own, or
 * its stand-ins (a fake fourth locale, a mocked language list) reach the files that run after it in the same worker.
 */
const replacingModules = ["app", "server"]
  .flatMap((dir) =>
    readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(file, import.meta.url), "utf8")));

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    environment: "node",
    // Every catalogue, as on the server (the browser loads them one by one, lib/messages.ts).
    setupFiles: ["app/lib/catalogues.server.ts"],
    projects: [
      // The other files share their worker's modules instead of importing the app anew each: 50 -> 27 s on two cores.
      {
        extends: true,
        test: {
          name: "shared",
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...replacingModules],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: replacingModules } },
    ],
  },
});
