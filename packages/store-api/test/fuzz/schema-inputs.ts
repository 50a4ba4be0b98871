import { readFileSync } from "node:fs";
import { storeApiSchemaPath } from "../conformance/schema.js";

/**
 * What the official Store API schema (api-types/storeApiSchema.json of @shopware/api-client) says an operation
 * accepts: its path, query and header parameters and the properties of its JSON request body, flattened into
 * fields the fuzzer can break one at a time. Request schemas are read here, response schemas by ../conformance.
 */

type Node = Record<string, unknown>;
export type JsonType = "string" | "integer" | "number" | "boolean" | "array" | "object" | "null";

export interface FieldSpec {
  /** Where the field sits in the body: ["billingAddress", "city"], ["items", 0, "quantity"]. */
  path: (string | number)[];
  /** Accepted JSON types (several for oneOf/anyOf fields, "null" for nullable ones). */
  types: JsonType[];
  required: boolean;
  /** An id: schema pattern of 32 hex digits or a name like `id`, `productId`, `ids`. */
  idLike: boolean;
  enumValues?: unknown[];
}

export interface ParamSpec {
  name: string;
  in: "path" | "query" | "header";
  types: JsonType[];
  idLike: boolean;
  enumValues?: unknown[];
}

export interface OperationInputs {
  operationId: string;
  method: string;
  path: string;
  params: ParamSpec[];
  /** Null when the operation documents no JSON body. */
  body: FieldSpec[] | null;
  /** The body is (or includes) a search criteria object: page, limit, filter, … */
  criteria: boolean;
}

const UUID_SCHEMA_PATTERN = /^\^\[0-9a-f\]\{32\}\$/;
const ID_NAME = /^(id|ids)$|Ids?$/;
/** Nested objects with more properties than this are entity read models (country, salutation …), not request input. */
const MAX_NESTED_PROPERTIES = 25;
const MAX_DEPTH = 2;

let document:
  | { paths: Record<string, Record<string, Node>>; components: Record<string, Record<string, Node>> }
  | undefined;

function schemaDocument() {
  document ??= JSON.parse(readFileSync(storeApiSchemaPath(), "utf8"));
  return document as NonNullable<typeof document>;
}

function deref(node: unknown): Node {
  let current = node as Node | undefined;
  for (let guard = 0; current && typeof current.$ref === "string" && guard < 20; guard += 1) {
    const parts = current.$ref.replace(/^#\//, "").split("/");
    current = parts.reduce<unknown>((at, key) => (at as Node)[key], schemaDocument()) as Node;
  }
  return current ?? {};
}

/** Properties and required names of an object schema, merging allOf (all) and oneOf/anyOf (required in every branch). */
function objectShape(schema: Node): { properties: Record<string, Node>; required: Set<string> } {
  const node = deref(schema);
  const properties: Record<string, Node> = { ...((node.properties as Record<string, Node>) ?? {}) };
  const required = new Set<string>((node.required as string[]) ?? []);
  for (const part of (node.allOf as Node[]) ?? []) {
    const shape = objectShape(part);
    Object.assign(properties, shape.properties);
    shape.required.forEach((name) => required.add(name));
  }
  const branches = ((node.oneOf ?? node.anyOf) as Node[] | undefined)?.map(objectShape) ?? [];
  for (const shape of branches)
    for (const [name, property] of Object.entries(shape.properties)) properties[name] ??= property;
  if (branches.length) {
    for (const name of branches[0].required)
      if (branches.every((shape) => shape.required.has(name))) required.add(name);
  }
  return { properties, required };
}

function typesOf(schema: Node): JsonType[] {
  const node = deref(schema);
  const types = new Set<JsonType>();
  const type = node.type;
  if (Array.isArray(type)) type.forEach((t) => types.add(t as JsonType));
  else if (typeof type === "string") types.add(type as JsonType);
  if (node.nullable === true) types.add("null");
  for (const branch of ((node.oneOf ?? node.anyOf ?? node.allOf) as Node[] | undefined) ?? [])
    typesOf(branch).forEach((t) => types.add(t));
  if (!types.size && (node.properties || node.additionalProperties)) types.add("object");
  return [...types];
}

function isIdLike(name: string, schema: Node): boolean {
  const node = deref(schema);
  const pattern =
    typeof node.pattern === "string"
      ? node.pattern
      : typeof deref(node.items).pattern === "string"
        ? (deref(node.items).pattern as string)
        : "";
  return UUID_SCHEMA_PATTERN.test(pattern) || ID_NAME.test(name);
}

function collectFields(schema: Node, prefix: (string | number)[], depth: number, out: FieldSpec[]): void {
  const { properties, required } = objectShape(schema);
  for (const [name, property] of Object.entries(properties)) {
    const node = deref(property);
    if (node.readOnly === true) continue;
    const types = typesOf(property);
    const enumValues = Array.isArray(node.enum) ? node.enum : undefined;
    const path = [...prefix, name];
    out.push({
      path,
      types,
      required: required.has(name),
      idLike: isIdLike(name, property),
      ...(enumValues ? { enumValues } : {}),
    });
    if (depth >= MAX_DEPTH) continue;
    const nested = types.includes("array") ? deref(node.items) : node;
    const nestedPath = types.includes("array") ? [...path, 0] : path;
    const shape = objectShape(nested);
    const count = Object.keys(shape.properties).length;
    if (count > 0 && count <= MAX_NESTED_PROPERTIES) collectFields(nested, nestedPath, depth + 1, out);
  }
}

const CRITERIA_FIELDS = ["page", "limit", "filter"];

/** The inputs of one documented operation (method and path as the schema states them). */
export function operationInputs(operationId: string): OperationInputs {
  for (const [path, methods] of Object.entries(schemaDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId !== operationId) continue;
      const params = ((operation.parameters as Node[]) ?? []).map(deref).map((p): ParamSpec => {
        const schema = deref(p.schema);
        return {
          name: p.name as string,
          in: p.in as ParamSpec["in"],
          types: typesOf(schema),
          idLike: isIdLike(p.name as string, schema),
          ...(Array.isArray(schema.enum) ? { enumValues: schema.enum } : {}),
        };
      });
      const content = deref(operation.requestBody).content as Record<string, Node> | undefined;
      const bodySchema = content?.["application/json"]?.schema as Node | undefined;
      let body: FieldSpec[] | null = null;
      if (bodySchema) {
        body = [];
        collectFields(bodySchema, [], 0, body);
      }
      const criteria =
        body !== null &&
        CRITERIA_FIELDS.every((name) => body.some((field) => field.path.length === 1 && field.path[0] === name));
      return { operationId, method: method.toUpperCase(), path, params, body, criteria };
    }
  }
  throw new Error(`operationId ${operationId} is not in the Store API schema`);
}

/**
 * The required operations, read from test/conformance/required-operations.test.ts (the one list in the repository,
 * copied there from shared/design/store-api-operations.md) so the fuzzer can never drift from it.
 */
export function requiredOperations(): { method: string; path: string; operationId: string }[] {
  const source = readFileSync(new URL("../conformance/required-operations.test.ts", import.meta.url), "utf8");
  return [...source.matchAll(/\["(GET|POST|PATCH|DELETE)", "([^"]+)", "(\w+)"\]/g)].map((m) => ({
    method: m[1],
    path: m[2],
    operationId: m[3],
  }));
}
