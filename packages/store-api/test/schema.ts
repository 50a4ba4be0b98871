import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Ajv, type ValidateFunction } from "ajv";
import formats from "ajv-formats";

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as (ajv: Ajv) => Ajv;

// The official Store API schema shipped with @shopware/api-client (not exported, so located beside its entry file).
const entry = createRequire(import.meta.url).resolve("@shopware/api-client");
const SCHEMA_FILE = path.join(path.dirname(entry), "..", "api-types", "storeApiSchema.json");

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Shopware writes unset optional fields as null although the schema types them as plain strings/objects; every
 * non-required property therefore also accepts null. Required ones stay strict.
 */
function allowNullForOptional(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullForOptional);
  if (!isObject(node)) return;
  for (const value of Object.values(node)) allowNullForOptional(value);
  if (isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    for (const [name, property] of Object.entries(node.properties)) {
      if (!required.has(name)) (node.properties as Json)[name] = { anyOf: [{ type: "null" }, property] };
    }
  }
}

let ajv: Ajv | undefined;
let document: Json;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  if (!ajv) {
    document = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as Json;
    allowNullForOptional(document.components);
    allowNullForOptional(document.paths);
    // Shopware answers `aggregations` as an object keyed by name (an empty PHP array only when there are none).
    const searchResult = ((document.components as Json).schemas as Json).EntitySearchResult as Json;
    ((searchResult.properties as Json).aggregations as Json) = { anyOf: [{ type: "null" }, { type: "array" }, { type: "object" }] };
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    ajv.addSchema({ ...document, $id: "store-api" }, "store-api");
  }
  const cached = compiled.get(pointer);
  if (cached) return cached;
  const validate = ajv.compile({ $ref: `store-api#${pointer}` });
  compiled.set(pointer, validate);
  return validate;
}

function check(pointer: string, body: unknown): string[] {
  const validate = validatorFor(pointer);
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

/** Problems of `body` against a component schema, e.g. `schemaErrors("Category", json)`; empty when valid. */
export function schemaErrors(component: string, body: unknown): string[] {
  return check(`/components/schemas/${component}`, body);
}

/** Problems of `body` against an operation's JSON response schema (by operationId and status); empty when valid. */
export function responseErrors(operationId: string, body: unknown, status = 200): string[] {
  validatorFor("/components/schemas/Category");
  for (const [url, operations] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(operations as Json)) {
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const response = (operation.responses as Json)[String(status)] as Json;
      if (!response) throw new Error(`${operationId} has no ${status} response`);
      const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");
      if (typeof response.$ref === "string") return check(`${response.$ref.slice(1)}/content/application~1json/schema`, body);
      return check(`/paths/${escape(url)}/${method}/responses/${status}/content/application~1json/schema`, body);
    }
  }
  throw new Error(`Unknown operation ${operationId}`);
}
