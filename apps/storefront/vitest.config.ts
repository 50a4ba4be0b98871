import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    // Every catalogue, as on the server (the browser loads them one by one, lib/messages.ts).
    setupFiles: ["app/lib/catalogues.server.ts"],
  },
});
