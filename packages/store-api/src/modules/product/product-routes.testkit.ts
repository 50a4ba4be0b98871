/**
 * The test backend of the product route tests (product.routes.test.ts, product-detail.routes.test.ts): a backend
 * with the FX- product fixtures, opened once per test file, and the request helpers they share.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures } from "../../../test/product-fixtures.js";
import { saveContext } from "../context/context.repository.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
export type Json = Record<string, any>;

type RequestOptions = { token?: string; headers?: Record<string, string> };

/** Opens the backend before the file's tests and closes it after them; the helpers use it. */
export function productTestApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await addProductFixtures(t.db);
  });
  afterAll(async () => t?.close());
  const app = (): TestApp => {
    if (!t) throw new Error("the product test backend is not open yet");
    return t;
  };
  const post = async (path: string, body: unknown = {}, options: RequestOptions = {}) =>
    app().api("POST", path, { body, ...options });
  const ok = async (path: string, body: unknown = {}, options: RequestOptions = {}): Promise<Json> => {
    const response = await post(path, body, options);
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return response.json() as Json;
  };
  const byNumber = async (number: string, token?: string, extra: Json = {}): Promise<Json> =>
    (await ok("/product", { filter: [{ type: "equals", field: "productNumber", value: number }], ...extra }, { token }))
      .elements[0];
  /** A context token whose stored payload carries the given values (currency, country, customer). */
  const tokenWith = async (payload: Record<string, string>): Promise<string> => {
    const token = `fx${Math.random().toString(36).slice(2)}`;
    await saveContext(app().db, token, SALES_CHANNEL_ID, payload);
    return token;
  };
  return { app, post, ok, byNumber, tokenWith };
}

export const fxOnly = { filter: [{ type: "prefix", field: "productNumber", value: "FX-" }] };
