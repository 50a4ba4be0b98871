import type { ReceivedErrorPayload } from "./errors";
import { textOf } from "./unknown";

/**
 * The payload fields of an error response's data. A module of its own: only the error page reads a whole payload, and
 * it loads apart from every page's first load (features/layout/error-page-lazy.tsx).
 */
export function errorPayloadOf(data: unknown): ReceivedErrorPayload {
  return { code: textOf(data, "code"), message: textOf(data, "message"), path: textOf(data, "path") };
}
