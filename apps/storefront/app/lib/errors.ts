import type { MessageKey } from "./messages";

/** The data of an error response thrown by a loader or action. */
export interface ErrorPayload {
  code: "MAINTENANCE_MODE" | "NOT_FOUND" | "UPSTREAM_ERROR" | "UPSTREAM_TIMEOUT" | "UPSTREAM_UNAVAILABLE";
  /** The raw message, e.g. "Page Not Found: /nope"; shown beside the translation when it differs. */
  message?: string;
}

export interface ErrorView {
  status: number | null;
  maintenance: boolean;
  /** A translated message, or null when only the raw message fits. */
  messageKey: MessageKey | null;
}

const MESSAGE_BY_STATUS: Record<number, MessageKey> = {
  404: "notFound",
  408: "timeout",
  500: "serverError",
  502: "serverError",
  503: "serverBusy",
  504: "timeout",
};

/** What the error page shows for a status and an optional error payload. */
export function errorView(status: number | null, payload?: Partial<ErrorPayload> | null): ErrorView {
  if (payload?.code === "MAINTENANCE_MODE") {
    return { status, maintenance: true, messageKey: "maintenanceText" };
  }
  return {
    status,
    maintenance: false,
    messageKey: status === null ? "serverError" : (MESSAGE_BY_STATUS[status] ?? null),
  };
}

/** Spec: the error page for 412 logs this hint after 2 s (a misconfigured API endpoint or access token). */
export const PRECONDITION_HINT_DELAY_MS = 2000;
export const PRECONDITION_HINT =
  "412 Precondition Failed: check the Store API endpoint (STORE_API_URL) and the access token (STORE_API_ACCESS_KEY) configuration.";

/** The raw message to show under the translated one: only when there is one and it says something else. */
export function extraMessage(raw: string | null | undefined, translated: string | null): string | null {
  const trimmed = raw?.trim();
  if (!trimmed || trimmed === translated) return null;
  return trimmed;
}
