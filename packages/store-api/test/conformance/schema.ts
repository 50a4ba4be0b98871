import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import formatsModule from "ajv-formats";

/**
 * Validates Store API response bodies against the OpenAPI document shipped with `@shopware/api-client`
 * (api-types/storeApiSchema.json), the contract the storefront's client is typed by.
 *
 * The document is OpenAPI (3.0 habits in a 3.x file), so each schema is rewritten into plain JSON Schema first:
 * `nullable` becomes a null type, component `$ref`s become absolute ids registered once, documentation keywords
 * (description, example, readOnly, discriminator, …) are stripped, and a handful of known errata are corrected —
 * each documented in ERRATA with the reason. Everything the schema states about types, required properties, enums,
 * consts and patterns stays strict.
 */

type Json = unknown;
type SchemaNode = Record<string, Json>;
type OpenApiOperation = { operationId?: string; responses?: Record<string, SchemaNode> };
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, SchemaNode>; responses: Record<string, SchemaNode> };
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** Documented status codes, as the schema spells them ("200", "204", "404" …). */
  statuses: string[];
}

export interface ValidateOptions {
  /**
   * The body was trimmed by `includes`: required properties may be missing, everything present is still checked
   * (the caller verifies that the included properties are there).
   */
  partial?: boolean;
}

export interface ValidationResult {
  valid: boolean;
  /** Readable problems ("/elements/0/calculatedPrice must have required property 'unitPrice'"), at most 20. */
  errors: string[];
}

const BASE = "https://store-api.schema/";
const PARTIAL_BASE = "https://store-api.schema/partial/";
const MAX_ERRORS = 20;

/** Where the installed client keeps its schema: import.meta.resolve when the runner supports it, else Node's resolver. */
export function storeApiSchemaPath(): string {
  try {
    const entry = import.meta.resolve("@shopware/api-client");
    return fileURLToPath(new URL("../api-types/storeApiSchema.json", entry));
  } catch (error) {
    // Some runners (older vite-node) do not implement import.meta.resolve; Node's CommonJS resolver finds the same file.
    const require = createRequire(import.meta.url);
    const entry = require.resolve("@shopware/api-client");
    if (!entry) throw error;
    return path.join(path.dirname(entry), "../api-types/storeApiSchema.json");
  }
}

/** Keywords of JSON Schema that carry validation meaning; everything else in an OpenAPI schema is documentation. */
const VALIDATION_KEYWORDS = new Set([
  "type",
  "enum",
  "const",
  "properties",
  "patternProperties",
  "additionalProperties",
  "required",
  "items",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "$ref",
]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties"]);
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf"]);
const SCHEMA_SINGLE = new Set(["additionalProperties", "items", "not"]);

/**
 * Places where the published schema contradicts what Shopware itself answers (checked against shopware/shopware
 * 6.6/6.7 serializers); a strict reading would reject every real Shopware response. Keyed by JSON pointer into the
 * OpenAPI document; the function returns the corrected schema node.
 */
const ERRATA: Record<string, { why: string; fix: (node: SchemaNode) => SchemaNode }> = {
  "/components/schemas/CrossSellingElement/properties/streamId": {
    why: "CrossSellingElement::$streamId is ?string (required here): a productList cross-selling has no stream, Shopware sends null",
    fix: (node) => ({ ...node, nullable: true }),
  },
  "/components/schemas/Country/properties/addressFormat": {
    why: "CountryDefinition::DEFAULT_ADDRESS_FORMAT is a list of lines (lists of placeholders), serialized as a JSON list",
    fix: () => ({ type: "array", items: { type: "array", items: { type: "string" } } }),
  },
  "/components/schemas/SalesChannelContext/properties/context/properties/currencyFactor": {
    why: "Context::$currencyFactor is a float (1.08 for USD), the schema says integer",
    fix: () => ({ type: "number" }),
  },
  "/components/schemas/Product/properties/sortedProperties": {
    why: "SalesChannelProductEntity::$sortedProperties is a PropertyGroupCollection, and StructEncoder::loop writes every Collection as a JSON list (of property groups with their options)",
    fix: () => ({ type: "array", items: { $ref: "#/components/schemas/PropertyGroup" } }),
  },
  "/components/schemas/PropertyGroupOption": {
    why: "PropertyGroupOptionEntity has no `option` property, and `group` is only there when loaded (the configurator sets it to null; options nested in their group do not repeat it)",
    fix: (node) => ({
      ...node,
      required: (node.required as string[]).filter((name) => name !== "group" && name !== "option"),
    }),
  },
  "/components/schemas/EntitySearchResult/properties/aggregations": {
    why: "the AggregationResultCollection is serialized keyed by aggregation name (an object); only an empty one is a JSON list",
    fix: (node) => ({ type: ["object", "array"], items: node.items, additionalProperties: { type: "object" } }),
  },
  "/components/schemas/Cart/properties/errors": {
    why: "Cart::$errors is an ErrorCollection keyed by error key (an object); an empty one is serialized as a JSON list `[]`",
    fix: (node) => ({
      type: ["object", "array"],
      items: { $ref: "#/components/schemas/CartError" },
      additionalProperties: (node.anyOf as SchemaNode[])[1].additionalProperties,
    }),
  },
  "/components/schemas/LineItem/properties/payload": {
    why: "only product line items carry the product payload; promotion, custom and credit items have their own (promotionId, discountType …)",
    fix: (node) => ({ anyOf: [node, { type: "object", not: { required: ["productNumber"] } }] }),
  },
  "/components/schemas/LineItem/properties/priceDefinition": {
    why: "LineItem::$priceDefinition is any PriceDefinitionInterface: quantity (cart_price_quantity), absolute (cart_price_absolute) or percentage (cart_price_percentage)",
    fix: (node) => ({
      anyOf: [
        node,
        {
          type: "object",
          properties: { apiAlias: { enum: ["cart_price_absolute", "cart_price_percentage"] } },
          required: ["apiAlias"],
        },
      ],
    }),
  },
};

/** Formats the schema uses beyond ajv-formats' defaults (OpenAPI's numeric formats, Shopware's hex ids). */
function addOpenApiFormats(ajv: Ajv): void {
  // ajv-formats is CommonJS: under NodeNext its default import is the module object, at run time maybe the function.
  const addFormats = ((formatsModule as unknown as { default?: unknown }).default ?? formatsModule) as (
    ajv: Ajv,
    formats: string[],
  ) => Ajv;
  addFormats(ajv, ["date-time", "date", "time", "email", "uri", "uri-reference", "hostname", "ipv4", "ipv6"]);
  // Shopware ids are 32 lowercase hex digits without dashes; the schema nevertheless labels some of them "uuid".
  ajv.addFormat("uuid", /^(?:[0-9a-f]{32}|[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$/i);
  ajv.addFormat("int32", {
    type: "number",
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
  ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat("float", { type: "number", validate: () => true });
  ajv.addFormat("double", { type: "number", validate: () => true });
  ajv.addFormat("binary", true);
  ajv.addFormat("base64url", /^[A-Za-z0-9_-]*={0,2}$/);
}
const KNOWN_FORMATS = new Set([
  "date-time",
  "date",
  "time",
  "email",
  "uri",
  "uri-reference",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
  "int32",
  "int64",
  "float",
  "double",
  "binary",
  "base64url",
]);

interface Rewrite {
  /** Absolute base URI of the component schemas the references point to. */
  base: string;
  /** Drop `required` (bodies trimmed by includes). */
  partial: boolean;
}

/** Rewrites one OpenAPI schema node (at `pointer` in the document) into JSON Schema for ajv. */
export function toJsonSchema(input: Json, pointer: string, rewrite: Rewrite = { base: BASE, partial: false }): Json {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const sub = (value: Json, at: string) => toJsonSchema(value, at, rewrite);
  const node = ERRATA[pointer] ? ERRATA[pointer].fix(input as SchemaNode) : (input as SchemaNode);
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (!VALIDATION_KEYWORDS.has(key)) continue;
    if (key === "properties" && isObject(value)) {
      const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, property]) => {
          const schema = sub(property, `${pointer}/${key}/${escapePointerToken(name)}`);
          // Shopware serializes every field of an entity or struct, unset ones as null, while the schema (generated
          // from the entity definitions) marks them optional but never nullable; required ones stay non-null.
          return [name, required.has(name) || !isObject(schema) ? schema : nullable({ nullable: true }, schema)];
        }),
      );
    } else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [
          name,
          sub(schema, `${pointer}/${key}/${escapePointerToken(name)}`),
        ]),
      );
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((schema, i) => sub(schema, `${pointer}/${key}/${i}`));
    } else if (SCHEMA_SINGLE.has(key)) {
      out[key] = Array.isArray(value)
        ? value.map((schema, i) => sub(schema, `${pointer}/${key}/${i}`))
        : sub(value, `${pointer}/${key}`);
    } else if (key === "$ref" && typeof value === "string") {
      out.$ref = absoluteRef(value, rewrite.base);
    } else if (key === "required" && rewrite.partial) {
      continue;
    } else if (key === "format" && typeof value === "string") {
      // A few nodes carry a regular expression in `format` (e.g. "^[0-9a-f]{32}$"): that was meant as `pattern`.
      if (KNOWN_FORMATS.has(value)) out.format = value;
      else if (value.startsWith("^") && node.pattern === undefined) out.pattern = value;
    } else {
      out[key] = value;
    }
  }
  // `additionalProperties: false` beside allOf/$ref and without own properties forbids every property (JSON Schema
  // does not see through allOf); the author meant "nothing beyond the composed schema", which plain JSON Schema
  // cannot say, so the composed schema alone decides.
  if (
    out.additionalProperties === false &&
    !out.properties &&
    !out.patternProperties &&
    (out.allOf || out.anyOf || out.oneOf || out.$ref)
  ) {
    delete out.additionalProperties;
  }
  // In draft-07 a $ref ignores its siblings; keep both by moving the reference into allOf.
  if (out.$ref && Object.keys(out).length > 1) {
    const { $ref, ...rest } = out;
    return nullable(node, { ...rest, allOf: [{ $ref }, ...((rest.allOf as Json[] | undefined) ?? [])] });
  }
  return nullable(node, out);
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema: a null type (or a null alternative when there is no type). */
function nullable(source: SchemaNode, schema: SchemaNode): SchemaNode {
  if (source.nullable !== true) return schema;
  if (typeof schema.type === "string" || Array.isArray(schema.type)) {
    const types = new Set([...(Array.isArray(schema.type) ? schema.type : [schema.type]), "null"]);
    const out: SchemaNode = { ...schema, type: [...types] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    if ("const" in schema) return { anyOf: [{ type: "null" }, schema] };
    return out;
  }
  return { anyOf: [{ type: "null" }, schema] };
}

function absoluteRef(ref: string, base: string): string {
  const match = /^#\/components\/schemas\/([^/]+)(\/.*)?$/.exec(ref);
  if (!match) throw new Error(`unsupported $ref ${ref} (only component schemas are referenced from response bodies)`);
  return `${base}${match[1]}${match[2] ? `#${match[2]}` : ""}`;
}

const escapePointerToken = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");
const isObject = (value: Json): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function formatError(error: ErrorObject): string {
  const where = error.instancePath || "/";
  const params = error.params as Record<string, Json>;
  if (error.keyword === "additionalProperties")
    return `${where} has unexpected property '${String(params.additionalProperty)}'`;
  if (error.keyword === "enum") return `${where} must be one of ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === "const") return `${where} must be ${JSON.stringify(params.allowedValue)}`;
  return `${where} ${error.message ?? error.keyword}`;
}

/** One compiled view of the schema: component schemas registered once, one validator per operation and status. */
export class StoreApiSchema {
  private readonly ajv: Ajv;
  private readonly operations = new Map<string, OperationInfo & { responses: Record<string, SchemaNode> }>();
  private readonly validators = new Map<string, ValidateFunction>();
  private partialRegistered = false;

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({
      allErrors: true,
      strictSchema: true,
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
      allowUnionTypes: true,
      validateSchema: false,
    });
    addOpenApiFormats(this.ajv);
    this.registerComponents({ base: BASE, partial: false });
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.operationId) continue;
        const responses = operation.responses ?? {};
        this.operations.set(operation.operationId, {
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path: route,
          statuses: Object.keys(responses),
          responses,
        });
      }
    }
  }

  static load(file = storeApiSchemaPath()): StoreApiSchema {
    return new StoreApiSchema(JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument);
  }

  operation(operationId: string): OperationInfo {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`operationId ${operationId} is not in the Store API schema`);
    const { responses: _responses, ...info } = operation;
    return info;
  }

  /** The documented content of one response of an operation: media type → schema (OpenAPI form). */
  responseContent(operationId: string, status: string): Record<string, SchemaNode | undefined> | null {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`operationId ${operationId} is not in the Store API schema`);
    let response = operation.responses[status];
    if (!response) return null;
    if (typeof response.$ref === "string") {
      const name = response.$ref.replace("#/components/responses/", "");
      response = this.document.components.responses[name];
      if (!response) throw new Error(`${operationId}: dangling response reference to ${name}`);
    }
    const content = (response.content ?? {}) as Record<string, { schema?: SchemaNode }>;
    return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema]));
  }

  private registerComponents(rewrite: Rewrite): void {
    for (const [name, schema] of Object.entries(this.document.components.schemas)) {
      this.ajv.addSchema({
        ...(toJsonSchema(schema, `/components/schemas/${escapePointerToken(name)}`, rewrite) as SchemaNode),
        $id: `${rewrite.base}${name}`,
      });
    }
  }

  /** Validates a JSON body against the documented `status` response of the operation (application/json). */
  validate(operationId: string, status: string, body: Json, options: ValidateOptions = {}): ValidationResult {
    const rewrite: Rewrite = options.partial ? { base: PARTIAL_BASE, partial: true } : { base: BASE, partial: false };
    if (options.partial && !this.partialRegistered) {
      this.registerComponents(rewrite);
      this.partialRegistered = true;
    }
    const key = `${rewrite.base}${operationId}/${status}`;
    let validator = this.validators.get(key);
    if (!validator) {
      const content = this.responseContent(operationId, status);
      if (!content)
        return {
          valid: false,
          errors: [
            `status ${status} is not documented for ${operationId} (documented: ${this.operation(operationId).statuses.join(", ")})`,
          ],
        };
      const schema = content["application/json"];
      if (!schema)
        return {
          valid: false,
          errors: [
            `${operationId} ${status} documents no application/json body (${Object.keys(content).join(", ") || "no content"})`,
          ],
        };
      validator = this.ajv.compile({
        ...(toJsonSchema(schema, `/paths/${operationId}/${status}`, rewrite) as SchemaNode),
        $id: `${rewrite.base}operations/${operationId}/${status}`,
      });
      this.validators.set(key, validator);
    }
    return this.result(validator, body);
  }

  /** Validates a value against one component schema (e.g. "Product"). */
  validateComponent(name: string, value: Json): ValidationResult {
    const validator = this.ajv.getSchema(`${BASE}${name}`);
    if (!validator) throw new Error(`component schema ${name} is not in the Store API schema`);
    return this.result(validator, value);
  }

  private result(validator: ValidateFunction, value: Json): ValidationResult {
    if (validator(value)) return { valid: true, errors: [] };
    const errors = (validator.errors ?? []).map(formatError);
    return { valid: false, errors: [...new Set(errors)].slice(0, MAX_ERRORS) };
  }
}

let shared: StoreApiSchema | undefined;

/** The schema, parsed and registered once per test worker. */
export function storeApiSchema(): StoreApiSchema {
  shared ??= StoreApiSchema.load();
  return shared;
}
