import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../support/test";

// No browser: reads the e2e sources. Every Store API call a test makes itself goes through support/store-api.ts
// (storeApiFetch), which opens a connection of its own for it (OWN_CONNECTION): a call on a reused keep-alive
// connection can race the backend closing it. So no other source builds a Store API request: none sends the access
// key, and none makes a request to the backend's URL.

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OWNER = path.join("support", "store-api.ts");
const SOURCES = ["support", "tests"].flatMap((dir) =>
  readdirSync(path.join(E2E, dir))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(dir, file)),
);
/** What only a hand-built Store API request has: the access key header, or Playwright's client called on the backend's URL. */
const HAND_BUILT = [
  /["']sw-access-key["']/i,
  /\.(?:post|get|put|patch|delete|fetch|head)\(\s*`\$\{(?:process\.env\.E2E_STORE_API_URL|api|storeApiUrl?\(\))\}/,
  /`\$\{process\.env\.E2E_STORE_API_URL\}\/store-api/,
];

test("only support/store-api.ts builds Store API requests, and each opens a connection of its own", () => {
  const owner = readFileSync(path.join(E2E, OWNER), "utf8");
  expect(owner).toMatch(/\.\.\.OWN_CONNECTION/);
  for (const file of SOURCES) {
    if (file === OWNER || file === path.join("tests", "store-api-connections.spec.ts")) continue;
    const text = readFileSync(path.join(E2E, file), "utf8");
    for (const pattern of HAND_BUILT)
      expect.soft(text.match(pattern)?.[0], `${file} matches ${pattern}`).toBeUndefined();
  }
});
