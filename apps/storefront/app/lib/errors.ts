import type { LocaleCode } from "./i18n";
import { translate, type MessageKey } from "./messages";
import { fieldOf } from "./unknown";

/** The data of an error response thrown by a loader or action. */
export interface ErrorPayload {
  code:
    | "MAINTENANCE_MODE"
    | "NOT_FOUND"
    | "UPSTREAM_ERROR"
    | "UPSTREAM_TIMEOUT"
    | "UPSTREAM_UNAVAILABLE"
    | "MISCONFIGURED";
  /** The raw message; shown beside the translation when it differs. */
  message?: string;
  /** A not-found path (spec §2 'Page Not Found: {path}'), shown translated under the 404 message. */
  path?: string;
}

/**
 * An error payload as the error boundary receives it: route error data is `unknown`, so each field is a text or absent
 * (lib/error-payload.ts reads it; a code the views do not know matches none of theirs).
 */
export type ReceivedErrorPayload = { [Field in keyof ErrorPayload]?: string };

export interface ErrorView {
  status: number | null;
  maintenance: boolean;
  /** A translated message, or null when only the raw message fits. */
  messageKey: MessageKey | null;
}

const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  403: "forbidden",
  404: "notFound",
  408: "timeout",
  412: "misconfigured",
  500: "serverError",
  502: "serverError",
  503: "serverBusy",
  504: "timeout",
};

/** What the error page shows for a status and an optional error payload. */
export function errorView(status: number | null, payload?: ReceivedErrorPayload | null): ErrorView {
  if (payload?.code === "MAINTENANCE_MODE") {
    return { status, maintenance: true, messageKey: "maintenanceText" };
  }
  // The Store API did not answer in time (our timeout, or a 504 of a proxy in front of it): the spec's 408 page.
  if (payload?.code === "UPSTREAM_TIMEOUT") return { status: 408, maintenance: false, messageKey: "timeout" };
  return {
    status,
    maintenance: false,
    messageKey: status === null ? "serverError" : (MESSAGE_BY_STATUS[status] ?? null),
  };
}

const MAINTENANCE_CODE = "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE";

/** A Store API call that got no usable answer: the status and code of the page that says so. */
export interface Outage {
  status: 502 | 503 | 504;
  code: Exclude<ErrorPayload["code"], "NOT_FOUND" | "MISCONFIGURED">;
}

/**
 * Whether a failed Store API call is an outage (no answer, a timeout, a 5xx from the backend or a proxy, the
 * maintenance mode) rather than the backend refusing the shopper's request (4xx), which a form explains.
 * Only an HTTP answer (a `status`) or a fetch/network failure can be one: any other error (a `TypeError` in a
 * converter) is a bug of ours, not the Store API being busy (see `isProgrammingError`).
 * Duck-typed (`status`, `details.errors`) so it also runs in unit tests and stays free of the API client.
 */
export function outageOf(error: unknown): Outage | null {
  const status = fieldOf(error, "status");
  if (typeof status === "number") {
    if (status < 500) return null;
    if (status === 503) {
      const entries = fieldOf(fieldOf(error, "details"), "errors");
      const maintenance =
        Array.isArray(entries) && entries.some((entry) => fieldOf(entry, "code") === MAINTENANCE_CODE);
      return { status: 503, code: maintenance ? "MAINTENANCE_MODE" : "UPSTREAM_UNAVAILABLE" };
    }
    return status === 504 ? { status: 504, code: "UPSTREAM_TIMEOUT" } : { status: 502, code: "UPSTREAM_ERROR" };
  }
  const failure = networkFailure(error);
  if (!failure) return null;
  // No HTTP answer at all: refused or reset connections (ofetch's FetchError "fetch failed"), or our own timeout
  // (ofetch aborts with a TimeoutError, wrapped in a FetchError as its cause): the spec's 408 "API too slow" page.
  // Its HTTP status is 504 Gateway Timeout: a 408 tells the browser that *its* request timed out, and Chromium
  // sends the request again on a reused connection (measured: 21.4 s instead of 10.7 s for one page).
  return failure === "timeout"
    ? { status: 504, code: "UPSTREAM_TIMEOUT" }
    : { status: 503, code: "UPSTREAM_UNAVAILABLE" };
}

/**
 * A request that got no HTTP answer: ofetch's `FetchError` (it wraps every fetch failure), undici's own
 * `TypeError: fetch failed` (a plain `fetch`), a `TimeoutError` or an `AbortError`; null for anything else.
 */
function networkFailure(error: unknown): "timeout" | "unreachable" | null {
  if (!(error instanceof Error)) return null;
  const causeName = fieldOf(error.cause, "name");
  if (error.name === "TimeoutError" || causeName === "TimeoutError") return "timeout";
  if (error.name === "FetchError" || error.name === "AbortError") return "unreachable";
  // undici's message for every network failure of fetch(); its cause names the socket error.
  if (error.name === "TypeError" && error.message === "fetch failed") return "unreachable";
  return null;
}

/**
 * A thrown value that is neither an HTTP answer of the Store API (it has a `status`), nor a fetch/network failure,
 * nor a route response a loader threw on purpose (a redirect, a 404): a bug of ours (a `TypeError` in a converter).
 * It must reach React Router as it is (the 500 page, logged), never the shopper as "server busy" or a form message.
 */
export function isProgrammingError(error: unknown): boolean {
  if (isRouteThrow(error) || typeof fieldOf(error, "status") === "number") return false;
  return networkFailure(error) === null;
}

/**
 * A response a loader or action threw on purpose (a redirect, a 404): a `Response`, or React Router's `data()`, whose
 * class (DataWithResponseInit) the package does not export to test with instanceof. It passes through untouched.
 */
export function isRouteThrow(error: unknown): boolean {
  return error instanceof Response || fieldOf(error, "type") === "DataWithResponseInit";
}

/** What a form or a notice says about an outage: the error page's own translated text for its status. */
export function outageMessage(locale: LocaleCode, outage: Outage): string {
  return translate(locale, errorView(outage.status, { code: outage.code }).messageKey ?? "serverBusy");
}

/** Spec: the error page for 412 logs this hint after 2 s (a misconfigured API endpoint or access token). */
export const PRECONDITION_HINT_DELAY_MS = 2_000;
export const PRECONDITION_HINT =
  "412 Precondition Failed: check the Store API endpoint (STORE_API_URL) and the access token (STORE_API_ACCESS_KEY) configuration.";

/**
 * HTTP reason phrases: what React Router or a proxy puts in a response's status text when the app gave none. They
 * are no message of ours, and under a translated page they would show English ("Internal Server Error" under a 404).
 */
const REASON_PHRASES = new Set([
  "Bad Request",
  "Unauthorized",
  "Forbidden",
  "Not Found",
  "Method Not Allowed",
  "Request Timeout",
  "Precondition Failed",
  "Internal Server Error",
  "Bad Gateway",
  "Service Unavailable",
  "Gateway Timeout",
]);

export function isReasonPhrase(text: string | null | undefined): boolean {
  return REASON_PHRASES.has(text?.trim() ?? "");
}

/**
 * The second line of a 404 page in the shopper's language: 'Page Not Found: {path}' for a path nothing matched,
 * else the spec's message-404 ('The requested page cannot be found.') for an id that names nothing.
 */
export function notFoundDetail(locale: LocaleCode, payload?: ReceivedErrorPayload | null): string {
  return payload?.path ? translate(locale, "pageNotFound", { path: payload.path }) : translate(locale, "message404");
}

/** The raw message to show under the translated one: only when there is one and it says something else. */
export function extraMessage(raw: string | null | undefined, translated: string | null): string | null {
  const trimmed = raw?.trim();
  if (!trimmed || trimmed === translated) return null;
  return trimmed;
}
