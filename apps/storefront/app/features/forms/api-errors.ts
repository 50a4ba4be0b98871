import type { ApiError } from "@shopware/api-client";
import { fieldOf, isRecord } from "../../lib/unknown";

// Apart from violations.ts (the form errors in the shopper's words, with the forms' texts): the cart's and checkout's
// first load reads error codes without those texts.

/**
 * One entry of a Store API error response (`{errors: [...]}`): the client's ApiError, whose `meta.parameters` are
 * typed as strings; Shopware passes an exception's parameters through as they are (ShopwareHttpException::getErrors:
 * numbers, booleans, lists), and an empty list `[]` reads as no parameters.
 */
export type ApiErrorEntry = Omit<ApiError, "meta"> & { meta?: { parameters?: Record<string, unknown> } };

/**
 * The error entries and HTTP status of a failed Store API call. Duck-typed (not `instanceof ApiClientError`)
 * so this module stays free of the API client and can be unit-tested with plain objects.
 */
export function apiErrorEntries(error: unknown): { status: number | null; entries: ApiErrorEntry[] } {
  const status = fieldOf(error, "status");
  const errors = fieldOf(fieldOf(error, "details"), "errors");
  // The error envelope's entries as Shopware sends them; every field is optional in ApiErrorEntry and read as such.
  const entries = Array.isArray(errors) ? errors.filter((entry): entry is ApiErrorEntry => isRecord(entry)) : [];
  return { status: typeof status === "number" ? status : null, entries };
}

export function apiErrorCodes(error: unknown): string[] {
  return apiErrorEntries(error).entries.flatMap((entry) => (entry.code ? [entry.code] : []));
}
