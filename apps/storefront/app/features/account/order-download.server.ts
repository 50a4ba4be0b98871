import { storeApiConfig } from "../../.server/config.server";
import type { StoreApi } from "../../.server/store-api.server";
import { notFoundResponse, requireEntityId, storeApiErrorResponse } from "../../.server/store-api-errors.server";

/**
 * Streams a bought file from GET /order/download/{orderId}/{downloadId} with the shopper's session, so the
 * browser gets the file from the storefront and never sees the access key or the context token.
 * The backend checks that the download belongs to the customer's order and that access is granted.
 */
export async function streamOrderDownload(api: StoreApi, orderId: string, downloadId: string): Promise<Response> {
  requireEntityId(orderId);
  requireEntityId(downloadId);
  const headers = new Headers();
  for (const [name, value] of Object.entries(api.client.defaultHeaders))
    if (typeof value === "string" && value) headers.set(name, value);
  headers.set("accept", "*/*");
  // No answer (the backend down, a timeout) is the busy / timeout page, not a 500.
  const upstream = await fetch(`${storeApiConfig().baseURL}/order/download/${orderId}/${downloadId}`, {
    headers,
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    throw storeApiErrorResponse(error);
  });
  if (!upstream.ok || !upstream.body) {
    if (upstream.status === 404 || upstream.status === 403) throw notFoundResponse();
    // A 503 (restart, maintenance, a proxy) is the busy page; any other failure the generic upstream error.
    throw storeApiErrorResponse({ status: upstream.status });
  }
  const response = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-length", "content-disposition"]) {
    const value = upstream.headers.get(name);
    if (value) response.set(name, value);
  }
  if (!response.has("content-disposition")) response.set("content-disposition", "attachment");
  return new Response(upstream.body, { status: 200, headers: response });
}
