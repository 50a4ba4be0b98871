import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../support/test";

// No browser: reads the e2e sources. Every Store API call a test makes itself opens a connection of its own
// (support/store-api.ts: OWN_CONNECTION), or it can race the backend closing an idle keep-alive connection.

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["support", "tests"].flatMap((dir) =>
  readdirSync(path.join(E2E, dir))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(dir, file)),
);
/** A request of Playwright's client whose URL is the Store API's, up to the end of its options. */
const STORE_API_CALL =
  /\.(?:post|get|put|patch|delete|fetch)\(\s*`\$\{(?:process\.env\.E2E_STORE_API_URL|storeApi\(\)|storeApiUrl\(\))\}[\s\S]*?\n\s*\}?\);/g;

test("every Store API call of the tests asks for a connection of its own", () => {
  let calls = 0;
  for (const file of SOURCES) {
    for (const match of readFileSync(path.join(E2E, file), "utf8").matchAll(STORE_API_CALL)) {
      calls++;
      expect(match[0], `${file}: ${match[0].split("\n")[0]}`).toContain("OWN_CONNECTION");
    }
  }
  // support/customers.ts (storeApiPost), support/store-api.ts (call) and success-payment-state.spec.ts (a PATCH)
  expect(calls).toBeGreaterThanOrEqual(3);
});
