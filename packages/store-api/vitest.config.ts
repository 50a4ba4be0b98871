import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Seeds the demo shop once per run; each test app opens a copy of it (test/seeded-shop.ts).
    globalSetup: ["test/global-setup.ts"],
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "seed/**/*.test.ts", "scripts/**/*.test.ts"],
    // Compares SQLite with PostgreSQL, so it belongs to the PostgreSQL pass only; left out of the SQLite pass
    // instead of showing up there as 69 skipped tests. small-pool: a PostgreSQL connection pool, which SQLite has not.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL
        ? []
        : [
            "test/fuzz/engines-agree.test.ts",
            "test/scale/small-pool.test.ts",
            "test/scale/pg-prepared-statements.test.ts",
          ]),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share its module graph instead of importing the backend anew each (about 1 CPU-s a file:
    // 239 → 127 CPU-s for the SQLite pass, 204 → 81 s on two cores). What one file could leave behind for the next:
    // every test app has its own database (rate limits live there) and sets the media base URL; the module-level
    // clocks (setRateLimitClock, setRecoveryClock) are reset by the tests that replace them; a pool that hears its
    // copy dropped says nothing (test/seeded-shop.ts).
    isolate: false,
    // On PostgreSQL, two files at a time: each test app has a database of its own (copied from the seeded template),
    // so files share only the server. The run is bound by the test process, not the server (alone: 233 s of wall and
    // 240 CPU-s one file at a time, about one core), and in `npm test` this pass is the longest lane of the checks;
    // a second worker lets it use the core the other lane leaves idle. SQLite keeps Vitest's default (cores - 1).
    maxWorkers: process.env.TEST_DATABASE_URL ? 2 : undefined,
  },
});
