import type { MessageKey } from "./messages";

/** The data of an error response thrown by a loader or action. */
export interface ErrorPayload {
  code: "MAINTENANCE_MODE" | "NOT_FOUND" | "UPSTREAM_ERROR" | "UPSTREAM_TIMEOUT" | "UPSTREAM_UNAVAILABLE";
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
