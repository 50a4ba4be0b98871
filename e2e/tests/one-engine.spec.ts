import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  eachLocale,
  grepInvertFor,
  LOCALE_REPEAT,
  NO_JS_TWIN,
  noJsTwin,
  ONE_ENGINE_SPECS,
  PRIVATE_SHOP_SPECS,
  RENDER_ONLY_SPECS,
  STOREFRONT_SUBJECT_SPECS,
  testIgnoreFor,
  UPSTREAM_FAILURE_SPECS,
} from "../support/one-engine";
import { expect, test } from "../support/test";

// The rule by which a spec runs on SQLite only (support/one-engine.ts). No browser: it reads the spec files.

const TESTS = path.dirname(fileURLToPath(import.meta.url));
const source = (file: string) => readFileSync(path.join(TESTS, file), "utf8");

/**
 * What a spec that writes through the backend or logs in shows in its source. A render-only spec may load any page
 * (first-load-scripts, page-grid and rating-stars load a search results page for its scripts, grid and stars); what the
 * engine finds is search.spec's and the listing specs', which run on both.
 */
const WRITES = [
  /support\/(customers|database|mail|store-api)/,
  /\.(post|put|patch|delete|fill|check|uncheck|selectOption|setInputFiles|press|type)\(/,
  /Add to cart|Sign in|Log in|Register|Subscribe|Place order|Write a review|wishlist/i,
];

test("every one-engine spec exists and is listed once", () => {
  for (const file of ONE_ENGINE_SPECS) expect(existsSync(path.join(TESTS, file)), file).toBe(true);
  expect(new Set(ONE_ENGINE_SPECS).size).toBe(ONE_ENGINE_SPECS.length);
});

test("a render-only spec writes nothing through the backend and logs nobody in", () => {
  for (const file of RENDER_ONLY_SPECS) {
    const text = source(file);
    for (const pattern of WRITES) expect(text.match(pattern)?.[0], `${file} matches ${pattern}`).toBeUndefined();
  }
});

test("an upstream-failure spec starts a storefront of its own and writes nothing through the backend", () => {
  for (const file of UPSTREAM_FAILURE_SPECS) {
    const text = source(file);
    expect(text, file).toMatch(/startStorefront\(/);
    for (const pattern of WRITES) expect(text.match(pattern)?.[0], `${file} matches ${pattern}`).toBeUndefined();
  }
});

test("a storefront-subject spec leaves the shop's database and servers to the backend under test", () => {
  for (const file of STOREFRONT_SUBJECT_SPECS) {
    const text = source(file);
    for (const pattern of [/support\/(database|private-shop|servers)/, /startStorefront\(/])
      expect(text.match(pattern)?.[0], `${file} matches ${pattern}`).toBeUndefined();
  }
});

test("a private-shop spec runs on a shop of its own", () => {
  for (const file of PRIVATE_SHOP_SPECS) expect(source(file), file).toMatch(/startPrivateShop\(/);
});

test("the PostgreSQL pass leaves out exactly the one-engine specs; every other pass runs them", () => {
  expect(testIgnoreFor("postgresql")).toEqual(ONE_ENGINE_SPECS.map((file) => `**/${file}`));
  for (const engine of ["sqlite", "external", undefined]) expect(testIgnoreFor(engine)).toEqual([]);
  // The project this run uses was configured by the same rule.
  expect(test.info().project.testIgnore).toEqual(testIgnoreFor(process.env.E2E_ENGINE));
});

test("a journey's first locale runs on both engines; its repeats in the other locales on SQLite", () => {
  const details = [...eachLocale(["en-GB", "pl-PL", "de-DE"])].map(([, repeat]) => repeat);
  expect(details).toEqual([{}, { tag: [LOCALE_REPEAT] }, { tag: [LOCALE_REPEAT] }]);
  expect(grepInvertFor("postgresql")?.test(`a journey ${LOCALE_REPEAT}`)).toBe(true);
  for (const engine of ["sqlite", "external", undefined]) expect(grepInvertFor(engine)).toBeUndefined();
  expect(String(test.info().project.grepInvert ?? undefined)).toBe(String(grepInvertFor(process.env.E2E_ENGINE)));
  // The tag comes only from eachLocale, so a journey never runs in none of its locales on PostgreSQL.
  for (const file of readdirSync(TESTS).filter((name) => name.endsWith(".spec.ts") && name !== "one-engine.spec.ts")) {
    const text = source(file);
    expect(text.includes(LOCALE_REPEAT) || text.includes("LOCALE_REPEAT"), file).toBe(false);
  }
});

test("a journey's no-JavaScript twin runs on SQLite only", () => {
  expect(noJsTwin()).toEqual({ tag: [NO_JS_TWIN] });
  expect(noJsTwin({ tag: [LOCALE_REPEAT] })).toEqual({ tag: [LOCALE_REPEAT, NO_JS_TWIN] });
  expect(grepInvertFor("postgresql")?.test(`a journey without JavaScript ${NO_JS_TWIN}`)).toBe(true);
  expect(grepInvertFor("postgresql")?.test("a journey without JavaScript")).toBe(false);
});

// Only a test without JavaScript is a twin: support/test.ts fails every marked test that runs with it, before its
// body, as this one shows.
test.fail("a test marked as a no-JavaScript twin but run with JavaScript fails", noJsTwin(), () => {});
