import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
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
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|(^|\/)test(-support)?\//.test(path))
  .map((path) => ({ path: relative(APP, join(APP, path)), text: readFileSync(join(APP, path), "utf8") }));

/** The folders whose Store API types must come from the generated schema. */
const SCHEMA_TYPED = [
  /^features\/(cms|listing|product|shop|navigation|search|wishlist|header|footer|cart|checkout|account)\//,
  /^features\/forms\/violations\.ts$/,
  /^\.server\/shop\.server\.ts$/,
];

/**
 * Every type assertion of a file (`value as T`, `<T>value`), found by TypeScript's parser, with whether a comment on
 * its line or the two lines above says why. `as const` asserts nothing about a value's type and is not one;
 * `value as unknown as T` is one cast.
 */
function typeAssertions(path: string, text: string): { where: string; commented: boolean }[] {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = text.split("\n");
  const found: { where: string; commented: boolean }[] = [];
  const isAssertion = (node: ts.Node): node is ts.AsExpression | ts.TypeAssertion =>
    ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
  const visit = (node: ts.Node) => {
    if (
      isAssertion(node) &&
      !isAssertion(node.parent) &&
      !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(file) === "const")
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const nearby = lines.slice(Math.max(0, line - 2), line + 1).join("\n");
      found.push({ where: `${path}:${line + 1}`, commented: /\/\/|\/\*/.test(nearby) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

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

  it("casts at most ten values in production code, each with a comment saying why", () => {
    const casts = sources.flatMap(({ path, text }) => typeAssertions(path, text));
    const uncommented = casts.filter((cast) => !cast.commented).map((cast) => cast.where);
    expect(uncommented, "casts without a comment on or just above their line").toEqual([]);
    expect(casts.length, casts.map((cast) => cast.where).join("\n")).toBeLessThanOrEqual(10);
    // Parsing every source file: about a second alone, several on a busy machine.
  }, 30_000);
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
