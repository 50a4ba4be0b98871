import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import {
  addOpenApiFormats,
  BASE,
  escapePointerToken,
  type Json,
  type Rewrite,
  type SchemaNode,
  toJsonSchema,
} from "./openapi-json-schema.js";

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
