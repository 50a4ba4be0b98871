import { ApiClientError } from "@shopware/api-client";
import { data } from "react-router";
import {
  isProgrammingError,
  isRouteThrow,
  outageOf,
  PRECONDITION_HINT,
  type ErrorPayload,
  type Outage,
} from "../lib/errors";

function logFailure(error: unknown): void {
  if (error instanceof ApiClientError)
    console.error(`Store API answered ${error.status} for ${error.url}\n${error.message}`);
  // No answer at all: one line (a backend restart under load would otherwise print a stack per request).
  else if (error instanceof Error && error.name === "FetchError")
    console.error(`Store API unreachable: ${error.message}`);
  else console.error("Store API request failed", error);
}

// An empty status text: the error page shows a raw message beside its translation, and React Router would fill in
// "Internal Server Error" for a busy (503) or not-found (404) page.
const NO_RAW_MESSAGE = "";

/** The busy, maintenance or timeout page of an outage, as a route error response to throw. */
export function outageResponse(outage: Outage) {
  if (outage.code === "MAINTENANCE_MODE") {
    return data<ErrorPayload>(
      { code: outage.code },
      { status: 503, statusText: "MAINTENANCE_MODE", headers: { "Retry-After": "300" } },
    );
  }
  return data<ErrorPayload>(
    { code: outage.code },
    {
      status: outage.status,
      statusText: NO_RAW_MESSAGE,
      headers: outage.status === 503 ? { "Retry-After": "5" } : undefined,
    },
  );
}

let loggedMisconfiguration = false;

/**
 * The backend knows no sales channel for our access key (412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND) or got none
 * (401): the storefront is misconfigured, not the shopper wrong. The spec's 412 page; the operator's hint is logged
 * once per process (every page would otherwise print it), and the page logs it in the browser after 2 s.
 */
function misconfigurationResponse(error: ApiClientError<{ errors: { code?: string; detail?: string }[] }>) {
  if (!loggedMisconfiguration) {
    loggedMisconfiguration = true;
    console.error(
      `Store API answered ${error.status} for ${error.url}: ${errorCodes(error).join(", ") || error.message}\n${PRECONDITION_HINT}`,
    );
  }
  // The backend's English detail ("No matching sales channel found.") is for the operator (the log), not the shopper.
  return data<ErrorPayload>({ code: "MISCONFIGURED" }, { status: 412, statusText: NO_RAW_MESSAGE });
}

const MISCONFIGURATION_CODES = new Set([
  "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
  "FRAMEWORK__API_SALES_CHANNEL_ID_PARAMETER_IS_MISSING",
]);

function isMisconfiguration(error: unknown): error is ApiClientError<{ errors: { code?: string; detail?: string }[] }> {
  if (!(error instanceof ApiClientError)) return false;
  if (error.status === 412) return true;
  return (
    error.status === 401 &&
    (errorCodes(error).length === 0 ||
      errorCodes(error).some((code) => code === "0" || MISCONFIGURATION_CODES.has(code)))
  );
}

/** The translated not-found page (404), for an id or a path that names nothing; `path` adds 'Page Not Found: {path}'. */
export function notFoundResponse(path?: string) {
  return data<ErrorPayload>(path ? { code: "NOT_FOUND", path } : { code: "NOT_FOUND" }, {
    status: 404,
    statusText: NO_RAW_MESSAGE,
  });
}

// Shopware ids: 32 hex digits (Uuid::isValid). Anything else in a URL can name no order, product or category.
const ENTITY_ID = /^[0-9a-f]{32}$/i;

/** An id taken from the URL (an order, a download…), or the not-found page thrown when it cannot be one. */
export function requireEntityId(id: string | null | undefined): string {
  if (!id || !ENTITY_ID.test(id)) throw notFoundResponse();
  return id;
}

function errorCodes(error: ApiClientError<{ errors: { code?: string }[] }>): string[] {
  const errors: { code?: string }[] = error.details?.errors ?? [];
  return errors.flatMap((entry) => (entry?.code ? [entry.code] : []));
}

/** Shopware's answer to an id that is no UUID (a 400 "FRAMEWORK__INVALID_UUID"): for a page, that id names nothing. */
function isInvalidUuid(error: unknown): boolean {
  if (!(error instanceof ApiClientError) || error.status !== 400) return false;
  return errorCodes(error).includes("FRAMEWORK__INVALID_UUID");
}

/**
 * Turns a failed Store API call into a route error response (to `throw` from a loader or
 * action), so the error boundary can show the maintenance, not-found, busy or generic error page.
 * A route response thrown inside the same `try` (a 404, a redirect) is returned as it is, and so is a programming
 * error (logged here): React Router shows it as the 500 page, never as the busy page.
 */
export function storeApiErrorResponse(error: unknown) {
  if (isRouteThrow(error)) return error;
  if (isProgrammingError(error)) {
    console.error("Storefront error (not a Store API outage)", error);
    return error;
  }
  const outage = outageOf(error);
  if (outage) {
    logFailure(error);
    return outageResponse(outage);
  }
  if ((error instanceof ApiClientError && error.status === 404) || isInvalidUuid(error)) return notFoundResponse();
  if (isMisconfiguration(error)) return misconfigurationResponse(error);
  // Any other refusal (4xx) where a page expected data: the page cannot be shown, and it is not the busy state.
  logFailure(error);
  return data<ErrorPayload>({ code: "UPSTREAM_ERROR" }, { status: 502, statusText: NO_RAW_MESSAGE });
}

/**
 * For catch sites that turn Store API refusals into messages or fallbacks: an outage (no answer, a timeout, a 5xx,
 * maintenance) is not the shopper's mistake, so it is thrown as the busy / maintenance page with its real status; a
 * route response or a programming error (the 500 page) is thrown on unchanged. Only the shopper's own refusals (4xx)
 * return.
 */
export function rethrowIfOutage(error: unknown): void {
  if (isRouteThrow(error) || isProgrammingError(error) || outageOf(error)) throw storeApiErrorResponse(error);
}
