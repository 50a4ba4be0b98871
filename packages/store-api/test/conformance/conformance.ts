import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "../helpers.js";
import type { Fixtures } from "./fixtures.js";
import { storeApiSchema } from "./schema.js";

/** One request of a conformance case; method and path come from the schema's operation. */
export interface ConformanceRequest {
  /** Values for the `{name}` placeholders of the operation's path. */
  params?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export type Json = Record<string, unknown>;

export interface Case {
  name: string;
  request: (f: Fixtures) => ConformanceRequest | Promise<ConformanceRequest>;
  /** Expected 2xx status; default 200. */
  status?: number;
  /** The request trims the body with `includes`: required properties may be missing (see ValidateOptions.partial). */
  partial?: boolean;
  /** Checks that the variant did what it asks for, so a case never passes on an empty or unrelated answer. */
  check?: (body: Json, f: Fixtures, response: LightMyRequestResponse) => void | Promise<void>;
}

export interface OperationCases {
  operationId: string;
  cases: Case[];
  /** Set while the backend does not serve the operation yet: the reason, reported as a todo instead of tests. */
  todo?: string;
}

export interface ErrorCase {
  operationId: string;
  name: string;
  request: (f: Fixtures) => ConformanceRequest | Promise<ConformanceRequest>;
  status: number;
  code: string;
}

/** Sends the request to the operation's documented method and path (with the access key, as the client does). */
export async function send(
  t: TestApp,
  operationId: string,
  request: ConformanceRequest,
): Promise<LightMyRequestResponse> {
  const operation = storeApiSchema().operation(operationId);
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operationId}: no value for path parameter {${name}}`);
    return encodeURIComponent(value);
  });
  const body = request.body ?? (operation.method === "GET" || operation.method === "DELETE" ? undefined : {});
  return t.api(operation.method as "GET", path, { body, token: request.token, headers: request.headers });
}

/** A 2xx answer of the documented kind whose body validates against the operation's response schema. */
export function expectConformant(
  operationId: string,
  response: LightMyRequestResponse,
  expected: { status: number; partial?: boolean },
): unknown {
  const schema = storeApiSchema();
  const label = `${operationId} → ${response.statusCode}`;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 800)}`).toBe(expected.status);
  const content = schema.responseContent(operationId, String(expected.status));
  expect(content, `${label} is not a documented response`).not.toBeNull();
  if (expected.status === 204) {
    expect(response.body, `${label} must have an empty body`).toBe("");
    return undefined;
  }
  const mediaType = String(response.headers["content-type"] ?? "")
    .split(";")[0]
    .trim();
  expect(Object.keys(content ?? {}), `${label}: content type ${mediaType} is not documented`).toContain(mediaType);
  if (mediaType !== "application/json") {
    expect(response.rawPayload.length, `${label}: empty ${mediaType} body`).toBeGreaterThan(0);
    return response.rawPayload;
  }
  const body: unknown = response.json();
  const result = schema.validate(operationId, String(expected.status), body, { partial: expected.partial });
  if (!result.valid) expect.fail(`${label} does not match the schema:\n  ${result.errors.join("\n  ")}`);
  return body;
}

/** A Store API error envelope: documented shape, every entry with status, code, title and detail. */
export function expectEnvelope(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body.slice(0, 800)).toBe(status);
  expect(String(response.headers["content-type"])).toMatch(/^application\/json/);
  const body = response.json() as { errors?: Json[] };
  const shape = storeApiSchema().validateComponent("failure", body);
  if (!shape.valid) expect.fail(`the error envelope does not match the schema:\n  ${shape.errors.join("\n  ")}`);
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const entry of body.errors ?? []) {
    expect(entry).toMatchObject({
      status: String(status),
      code: expect.any(String),
      title: expect.any(String),
      detail: expect.any(String),
    });
  }
  expect(body.errors?.map((entry) => entry.code)).toContain(code);
}

/** Every object with this apiAlias in the body, at any depth. */
export function objectsWithAlias(value: unknown, alias: string, found: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) objectsWithAlias(item, alias, found);
  else if (typeof value === "object" && value !== null) {
    if ((value as Json).apiAlias === alias) found.push(value as Json);
    for (const child of Object.values(value)) objectsWithAlias(child, alias, found);
  }
  return found;
}

/** Checks that includes trimmed every object of the alias to exactly the listed properties (plus apiAlias). */
export function expectTrimmed(body: unknown, alias: string, fields: string[]): void {
  const objects = objectsWithAlias(body, alias);
  expect(objects.length, `no ${alias} in the answer`).toBeGreaterThan(0);
  for (const object of objects)
    expect(Object.keys(object).sort()).toEqual(
      [...new Set([...fields.map((f) => f.split(".")[0]), "apiAlias"])].sort(),
    );
}

/** A body that is a JSON list (plain-list operations such as /currency or /media). */
export const list = (body: unknown): Json[] => {
  expect(Array.isArray(body), "expected a JSON list").toBe(true);
  return body as Json[];
};

/** The elements of a search result or listing, asserting there is at least one. */
export function elementsOf(body: Json): Json[] {
  const elements = body.elements as Json[];
  expect(Array.isArray(elements) && elements.length, "expected at least one element").toBeTruthy();
  return elements;
}
