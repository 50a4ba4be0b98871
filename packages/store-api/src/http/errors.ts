import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import pg from "pg";
import { DatabaseBusyError } from "../db/database.js";

export interface ErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta?: { parameters: Record<string, unknown> };
  source?: { pointer: string };
}

export interface Violation {
  code: string;
  pointer: string;
  detail: string;
  parameters?: Record<string, unknown>;
}

/** A failure answered in the Store API envelope `{"errors":[...]}` with the given HTTP status. */
export class StoreApiError extends Error {
  readonly entries: ErrorEntry[];

  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    parameters: Record<string, unknown> = {},
    entries?: ErrorEntry[],
  ) {
    super(detail);
    this.entries = entries ?? [
      { status: String(status), code, title: STATUS_CODES[status] ?? "Error", detail, meta: { parameters } },
    ];
  }

  /** 400 FRAMEWORK__CONSTRAINT_VIOLATION-style answer with one entry per violation. */
  static violations(violations: Violation[], status = 400): StoreApiError {
    const entries = violations.map((v) => ({
      status: String(status),
      code: v.code,
      title: "Constraint violation error",
      detail: v.detail,
      meta: { parameters: v.parameters ?? {} },
      source: { pointer: v.pointer },
    }));
    return new StoreApiError(
      status,
      "FRAMEWORK__CONSTRAINT_VIOLATION",
      violations.map((v) => v.detail).join("\n"),
      {},
      entries,
    );
  }
}

/** Factories for the errors several modules raise. Module-specific ones live beside their module. */
export const errors = {
  missingAccessKey: () => new StoreApiError(401, "0", 'Header "sw-access-key" is required.'),
  salesChannelNotFound: () =>
    new StoreApiError(412, "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND", "No matching sales channel found."),
  maintenance: () =>
    new StoreApiError(
      503,
      "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
      "The sales channel is in maintenance mode.",
    ),
  invalidUuid: (value: string) =>
    new StoreApiError(400, "FRAMEWORK__INVALID_UUID", `Value is not a valid UUID: ${value}`, { input: value }),
  missingParameter: (name: string, path = "") =>
    new StoreApiError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", `Parameter "${name}" is missing.`, {
      parameterName: name,
      path,
    }),
  invalidParameter: (name: string) =>
    new StoreApiError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", `The parameter "${name}" is invalid.`, {
      parameter: name,
    }),
  entityNotFound: (entity: string, id: string) =>
    new StoreApiError(404, "FRAMEWORK__ENTITY_NOT_FOUND", `Could not find ${entity} with id "${id}"`, {
      entity,
      field: "id",
      value: id,
    }),
  customerNotLoggedIn: () => new StoreApiError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in."),
  routeNotFound: (method: string, url: string) => new StoreApiError(404, "0", `No route found for "${method} ${url}"`),
  methodNotAllowed: (method: string, url: string) =>
    new StoreApiError(405, "0", `No route found for "${method} ${url}": Method Not Allowed`),
  unsupportedCharacters: (where: string) =>
    new StoreApiError(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `The request value at "${where}" contains a NUL character or a lone surrogate.`,
      { parameter: where },
    ),
  malformedJson: (detail: string) =>
    new StoreApiError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", `The JSON body is invalid: ${detail}`, {
      parameter: "body",
    }),
  internal: () => new StoreApiError(500, "0", "An internal server error occurred."),
};

export const UUID_PATTERN = /^[0-9a-f]{32}$/;

export function assertUuid(value: string): string {
  if (!UUID_PATTERN.test(value)) throw errors.invalidUuid(value);
  return value;
}

/**
 * PostgreSQL data exceptions a request value causes (SQLite stores or compares the same values silently): a NUL
 * character in text (22021), a number past the column's range (22003), text longer than its varchar (22001), an
 * unparsable number or date (22P02, 22007, 22008), a character the encoding lacks (22P05). Division by zero and other
 * class-22 codes point at a bug instead and stay 500s.
 */
const INPUT_DATA_EXCEPTIONS = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

export function isInputDataException(error: unknown): boolean {
  return error instanceof pg.DatabaseError && INPUT_DATA_EXCEPTIONS.has(error.code ?? "");
}

/** Maps anything thrown in a handler to the envelope; bad input never becomes a 500, internals never leak. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  let apiError: StoreApiError;
  if (error instanceof StoreApiError) {
    apiError = error;
  } else if (error instanceof DatabaseBusyError) {
    // Every pooled connection stayed taken for the acquire timeout: busy, not broken (the storefront shows its
    // "server is busy" page; a balancer may retry elsewhere).
    request.log.warn("no database connection free in time: answered 503");
    void reply.header("retry-after", "1");
    apiError = new StoreApiError(503, "FRAMEWORK__DATABASE_BUSY", "The shop is busy. Please try again in a moment.");
  } else if (isInputDataException(error)) {
    // A backstop for values no validation refused: logged, so the route's validation can be tightened.
    request.log.warn({ err: error }, "request value refused by the database");
    apiError = new StoreApiError(
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      "A value of the request cannot be stored or compared (unsupported characters or out of range).",
    );
  } else if ("code" in error && error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    apiError = errors.malformedJson(error.message);
  } else if (
    "statusCode" in error &&
    typeof error.statusCode === "number" &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const code = "code" in error && typeof error.code === "string" ? error.code : "0";
    apiError = new StoreApiError(
      error.statusCode,
      error.statusCode === 415
        ? "FRAMEWORK__UNSUPPORTED_MEDIA_TYPE"
        : code === "0"
          ? "0"
          : "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      error.message,
    );
  } else {
    request.log.error({ err: error }, "unhandled error");
    apiError = errors.internal();
  }
  if (apiError.status >= 500 && !(error instanceof StoreApiError)) request.log.error({ err: error }, "server error");
  // Router refusals (frameworkErrors) reach this handler without the app's hooks, so nosniff is set here too; and no
  // error is worth keeping in a shared cache (404s are heuristically cacheable without a Cache-Control).
  if (!reply.hasHeader("cache-control")) void reply.header("cache-control", "no-store");
  void reply
    .status(apiError.status)
    .header("content-type", "application/json")
    .header("x-content-type-options", "nosniff")
    .send({ errors: apiError.entries });
}
