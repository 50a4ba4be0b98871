import { ApiClientError } from "@shopware/api-client";
import { describe, expect, it } from "vitest";
import { data } from "react-router";
import { outageErrors, fieldErrors } from "../features/forms/violations";
import { outageOf } from "../lib/errors";
import { rethrowIfOutage, storeApiErrorResponse } from "./store-api-errors.server";

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
    // A proxy in front of the backend: its 503 is the busy page, its 504 the timeout page.
    expect(thrown(apiError(503))).toBe(503);
    expect(thrown(apiError(504))).toBe(504);
  });

  it("throws a route response from the same try (a 404, a redirect) on unchanged, never as the busy page", () => {
    const notFound = data(null, { status: 404 });
    expect(() => rethrowIfOutage(notFound)).toThrow();
    try {
      rethrowIfOutage(notFound);
    } catch (thrown) {
      expect(thrown).toBe(notFound);
    }
    expect(storeApiErrorResponse(notFound)).toBe(notFound);
  });
});

describe("storeApiErrorResponse", () => {
  const payload = (error: unknown) =>
    storeApiErrorResponse(error) as { data: { code: string }; init: { status: number; statusText?: string } };

  it("names the outage for the error page: unavailable, timeout, upstream error, maintenance", () => {
    expect(payload(Object.assign(new TypeError("fetch failed"), { name: "FetchError" })).data.code).toBe(
      "UPSTREAM_UNAVAILABLE",
    );
    expect(payload(apiError(504)).data.code).toBe("UPSTREAM_TIMEOUT");
    expect(payload(apiError(502)).data.code).toBe("UPSTREAM_ERROR");
    const maintenance = payload(apiError(503, "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE"));
    expect(maintenance.data.code).toBe("MAINTENANCE_MODE");
    expect(maintenance.init.statusText).toBe("MAINTENANCE_MODE");
  });

  it("keeps a 404 a 404 and another refusal a 502 (the page cannot be built), not the busy page", () => {
    expect(payload(apiError(404)).init.status).toBe(404);
    expect(payload(apiError(400)).init.status).toBe(502);
    expect(payload(apiError(400)).data.code).toBe("UPSTREAM_ERROR");
  });
});

describe("timeouts and a misconfigured access key (issue 13 items 5, 6)", () => {
  const init = (response: unknown) => (response as { init?: { status?: number } }).init;
  const body = (response: unknown) => (response as { data?: { code?: string; message?: string } }).data;

  it("our own timeout (ofetch: a FetchError caused by a TimeoutError) is the 408 'API too slow' page", () => {
    const cause = Object.assign(new Error("The operation was aborted due to timeout"), { name: "TimeoutError" });
    const error = Object.assign(new Error('[GET] "…/context": <no response> [TimeoutError]'), {
      name: "FetchError",
      cause,
    });
    const response = storeApiErrorResponse(error);
    // HTTP 504 (a 408 would make the browser resend the request); the page shows 408 (lib/errors errorView).
    expect(init(response)?.status).toBe(504);
    expect(body(response)?.code).toBe("UPSTREAM_TIMEOUT");
  });

  it("412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND is the 412 page, never a 502, and the hint is logged once", () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(" "));
    try {
      for (let i = 0; i < 3; i++) {
        const response = storeApiErrorResponse(apiError(412, "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND"));
        expect(init(response)?.status).toBe(412);
        expect(body(response)?.code).toBe("MISCONFIGURED");
      }
    } finally {
      console.error = original;
    }
    expect(logged.filter((line) => String(line).includes("STORE_API_ACCESS_KEY"))).toHaveLength(1);
  });
});

describe("a programming error is no outage (issue 16)", () => {
  // A converter reading a field of undefined: a bug of ours, not the Store API being busy.
  const bug = () => new TypeError("Cannot read properties of undefined (reading 'translated')");

  it("is no outage: only a fetch/network failure or the Store API's own 5xx/timeout answer is", () => {
    expect(outageOf(bug())).toBeNull();
    expect(outageOf(new RangeError("Invalid time value"))).toBeNull();
    // Network failures stay outages: undici's "fetch failed", ofetch's FetchError, timeouts and aborts.
    expect(outageOf(new TypeError("fetch failed"))?.status).toBe(503);
    expect(outageOf(Object.assign(new Error("<no response>"), { name: "FetchError" }))?.status).toBe(503);
    expect(outageOf(Object.assign(new Error("timed out"), { name: "TimeoutError" }))?.code).toBe("UPSTREAM_TIMEOUT");
    expect(outageOf(apiError(503))?.status).toBe(503);
  });

  it("is thrown on unchanged (React Router's 500 page, logged), never the busy page", () => {
    const error = bug();
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      expect(storeApiErrorResponse(error)).toBe(error);
      expect(() => rethrowIfOutage(error)).toThrow(error);
    } finally {
      console.error = original;
    }
    expect(logged.length).toBeGreaterThan(0);
  });

  it("is not turned into a form's busy message either", () => {
    const error = bug();
    expect(() => outageErrors(error, "en-GB")).toThrow(error);
    expect(() => fieldErrors(error, "en-GB", {})).toThrow(error);
    expect(fieldErrors(new TypeError("fetch failed"), "en-GB", {}).outage?.status).toBe(503);
  });
});
