import { ApiClientError } from "@shopware/api-client";
import { data } from "react-router";
import type { ErrorPayload } from "../lib/errors";

const MAINTENANCE_CODE = "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE";

function errorCodes(error: ApiClientError<{ errors: { code?: string }[] }>): string[] {
  return (error.details?.errors ?? []).flatMap((entry) => (entry.code ? [entry.code] : []));
}

/**
 * Turns a failed Store API call into a route error response (to `throw` from a loader or
 * action), so the error boundary can show the maintenance, not-found or generic error page.
 */
export function storeApiErrorResponse(error: unknown) {
  if (error instanceof ApiClientError) {
    if (error.status === 503 && errorCodes(error).includes(MAINTENANCE_CODE)) {
      return data<ErrorPayload>(
        { code: "MAINTENANCE_MODE" },
        { status: 503, statusText: "MAINTENANCE_MODE", headers: { "Retry-After": "300" } },
      );
    }
    if (error.status === 404) {
      return data<ErrorPayload>({ code: "NOT_FOUND" }, { status: 404 });
    }
    console.error(`Store API answered ${error.status} for ${error.url}\n${error.message}`);
    return data<ErrorPayload>({ code: "UPSTREAM_ERROR" }, { status: 502 });
  }
  console.error("Store API request failed", error);
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  return data<ErrorPayload>(
    { code: timedOut ? "UPSTREAM_TIMEOUT" : "UPSTREAM_UNAVAILABLE" },
    { status: timedOut ? 504 : 503 },
  );
}

/**
 * For form actions that turn Store API refusals into messages: an outage (no answer, a timeout, a 5xx, maintenance)
 * is not the shopper's mistake, so it is thrown as the busy / maintenance page with its real status instead.
 */
export function rethrowIfOutage(error: unknown): void {
  if (!(error instanceof ApiClientError) || error.status >= 500) throw storeApiErrorResponse(error);
}
