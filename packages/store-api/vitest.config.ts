import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "seed/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PostgreSQL runs share one database server; keep files sequential there.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
