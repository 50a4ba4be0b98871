/**
 * The OpenAPI → JSON Schema rewrite behind schema.ts: `nullable` becomes a null type, component `$ref`s become
 * absolute ids, documentation keywords are stripped, the known errata of the published document are corrected
 * (ERRATA, each with its reason), and ajv learns the formats the document uses.
 */
import type { Ajv } from "ajv";
import formatsModule from "ajv-formats";

export type Json = unknown;
export type SchemaNode = Record<string, Json>;

/** Where the component schemas are registered (a partial copy for bodies trimmed by includes lives under PARTIAL_BASE). */
export const BASE = "https://store-api.schema/";

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
export function addOpenApiFormats(ajv: Ajv): void {
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

export interface Rewrite {
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

export const escapePointerToken = (name: string) => name.replace(/~/g, "~0").replace(/\//g, "~1");
const isObject = (value: Json): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);
