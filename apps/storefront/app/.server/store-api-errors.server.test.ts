import { ApiClientError } from "@shopware/api-client";
import { describe, expect, it } from "vitest";
import { rethrowIfOutage } from "./store-api-errors.server";

function apiError(status: number, code = "X"): ApiClientError<{ errors: { code: string }[] }> {
  const response = new Response(JSON.stringify({ errors: [{ code }] }), { status });
  return new ApiClientError(Object.assign(response, { _data: { errors: [{ code }] } }) as never);
}

describe("rethrowIfOutage", () => {
  it("lets the shopper's own refusals through to the form (4xx)", () => {
    expect(() => rethrowIfOutage(apiError(400))).not.toThrow();
    expect(() => rethrowIfOutage(apiError(429))).not.toThrow();
  });

  it("throws an outage as the busy page with its real status, never a 400", () => {
    const thrown = (error: unknown) => {
      try {
        rethrowIfOutage(error);
      } catch (response) {
        return (response as { init?: { status?: number } }).init?.status;
      }
      return undefined;
    };
    expect(thrown(new TypeError("fetch failed"))).toBe(503);
    expect(thrown(apiError(500))).toBe(502);
    expect(thrown(apiError(503, "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE"))).toBe(503);
  });
});
