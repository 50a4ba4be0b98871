import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { CartAnswer, OrderAnswer } from "../.server/store-api-client.server";
import type { ApiOrder } from "../features/account/order";
import type { ApiCart } from "../features/cart/cart";
import type { Answer, Schemas } from "./store-api-types";

/**
 * Issue 16: Store API answers are typed by @shopware/api-client's generated schemas (lib/store-api-types.ts), the
 * schema's gaps declared once in .server/store-api-client.server.ts, not by hand-written mirrors or casts.
 */
const APP = join(import.meta.dirname, "..");

const sources = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|(^|\/)test\//.test(path))
  .map((path) => ({ path: relative(APP, join(APP, path)), text: readFileSync(join(APP, path), "utf8") }));

/** The folders whose Store API types must come from the generated schema. */
const SCHEMA_TYPED = [
  /^features\/(cms|listing|product|shop|navigation|search|wishlist|header|footer|cart|checkout|account)\//,
  /^features\/forms\/violations\.ts$/,
  /^\.server\/shop\.server\.ts$/,
];

describe("Store API types", () => {
  it("declares no hand-written Api* mirror of a Store API entity", () => {
    const mirrors = sources
      .filter(({ path }) => SCHEMA_TYPED.some((pattern) => pattern.test(path)))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/^(?:export )?(?:interface (Api\w*)|type (Api\w*)\s*=\s*\{)/gm)].map(
          (match) => `${path}: ${match[1] ?? match[2]}`,
        ),
      );
    expect(mirrors).toEqual([]);
  });

  it("casts at most ten answers or values in production code", () => {
    const casts = sources.flatMap(({ path, text }) =>
      text
        .split("\n")
        .flatMap((line, index) =>
          [/\.data as /, /as never/, /as unknown as/]
            .filter((pattern) => pattern.test(line))
            .map(() => `${path}:${index + 1}`),
        ),
    );
    expect(casts.length, casts.join("\n")).toBeLessThanOrEqual(10);
  });
});

// Type-level checks: `npm run typecheck` (tsc over the test files too) fails when one does not hold.
describe("Answer", () => {
  it("keeps a free value (`unknown` in the schema) unknown instead of an empty object", () => {
    expectTypeOf<Answer<{ free: unknown }>>().toEqualTypeOf<{ free?: unknown }>();
  });

  it("takes the whole generated answer of an entity with free values (a line item's payload)", () => {
    expectTypeOf<Schemas["LineItem"]>().toExtend<Answer<Schemas["LineItem"]>>();
  });

  it("takes the cart and order answers the corrected operations give into the views' types", () => {
    expectTypeOf<CartAnswer>().toExtend<ApiCart>();
    expectTypeOf<OrderAnswer>().toExtend<ApiOrder>();
  });
});
