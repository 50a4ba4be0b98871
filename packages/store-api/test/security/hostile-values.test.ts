import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickProduct } from "../../src/modules/order/order.fixtures.js";
import { expectEnvelope } from "../conformance/conformance.js";
import { ACCESS_KEY, createTestApp, type TestApp } from "../helpers.js";

/**
 * Values one engine would store and the other refuse get the same fixed answer on both (this file runs on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL; test/fuzz/engines-agree.test.ts compares the engines case by case).
 */

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await pickProduct(t)).id;
});
afterAll(async () => t?.close());

const raw = (method: "POST" | "GET", url: string, payload?: string) =>
  t.app.inject({
    method,
    url: `/store-api${url}`,
    headers: { "sw-access-key": ACCESS_KEY, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

describe("hostile values at the boundary", () => {
  it("NUL characters and lone surrogates in a JSON body: 400 FRAMEWORK__INVALID_REQUEST_PARAMETER, in values and keys", async () => {
    for (const payload of [
      '{"search":"a\\u0000b"}',
      '{"search":"\\ud800"}',
      '{"search":"x\\udc00y"}',
      '{"a\\u0000":1,"search":"x"}',
      '{"filter":[{"type":"contains","field":"name","value":"\\udbff"}]}',
    ]) {
      expectEnvelope(await raw("POST", "/search", payload), 400, "FRAMEWORK__INVALID_REQUEST_PARAMETER");
    }
    // Paired surrogates (emoji) are text like any other.
    expect((await raw("POST", "/search", '{"search":"\\ud83d\\udd25 shirt"}')).statusCode).toBe(200);
  });

  it("NUL characters and lone surrogates in path parameters and query strings: 400", async () => {
    for (const url of [
      "/document/download/0123456789abcdef0123456789abcdef/%00",
      "/product/%00",
      "/search?search=a%00b",
    ]) {
      expectEnvelope(await raw("POST", url, "{}"), 400, "FRAMEWORK__INVALID_REQUEST_PARAMETER");
    }
    expectEnvelope(await raw("GET", "/sitemap?x=%00"), 400, "FRAMEWORK__INVALID_REQUEST_PARAMETER");
  });

  it("number literals beyond double range (1e400, -1e400) are refused as malformed JSON: 400", async () => {
    for (const literal of ["1e400", "-1e400"]) {
      expectEnvelope(
        await raw("POST", "/product", `{"filter":[{"type":"range","field":"stock","parameters":{"gte":${literal}}}]}`),
        400,
        "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      );
    }
  });

  it("readNavigation depth past any tree (2^31, 2^53+2, 2^63, 1e308) answers like depth 1000 on both engines", async () => {
    const navigation = async (depth: string) => {
      const response = await raw(
        "POST",
        "/navigation/main-navigation/main-navigation",
        `{"depth":${depth},"buildTree":false}`,
      );
      expect(response.statusCode, `${depth}: ${response.body.slice(0, 200)}`).toBe(200);
      return (response.json() as { id: string }[]).map((category) => category.id).sort();
    };
    const everything = await navigation("1000");
    expect(everything.length).toBeGreaterThan(0);
    for (const depth of ["2147483648", String(2 ** 53 + 2), "9223372036854775808", "1e308"])
      expect(await navigation(depth)).toEqual(everything);
  });

  it.each([
    ["1e308", "1e308"],
    ["2^63", "9223372036854775808"],
    ["-2^63-1", "-9223372036854775809"],
    ["2^53+2", String(2 ** 53 + 2)],
    ["2^31", "2147483648"],
    ["-0", "-0"],
    ["0.5", "0.5"],
    ['"NaN"', '"NaN"'],
    ['"1e308"', '"1e308"'],
    ['"Infinity"', '"Infinity"'],
  ])("cart quantity %s: 400 on both engines, the cart untouched", async (_label, literal) => {
    const context = await raw("GET", "/context");
    const token = context.headers["sw-context-token"] as string;
    const response = await t.app.inject({
      method: "POST",
      url: "/store-api/checkout/cart/line-item",
      headers: { "sw-access-key": ACCESS_KEY, "sw-context-token": token, "content-type": "application/json" },
      payload: `{"items":[{"type":"product","referencedId":"${productId}","quantity":${literal}}]}`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const cart = await t.api("GET", "/checkout/cart", { token });
    expect((cart.json() as { lineItems: unknown[] }).lineItems).toEqual([]);
  });
});
