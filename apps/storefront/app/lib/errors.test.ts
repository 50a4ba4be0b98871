import { describe, expect, it } from "vitest";
import { errorPayloadOf } from "./error-payload";
import { errorView, isReasonPhrase, isRouteThrow, notFoundDetail } from "./errors";

describe("errorView", () => {
  it("shows the maintenance page for MAINTENANCE_MODE", () => {
    expect(errorView(503, { code: "MAINTENANCE_MODE" })).toEqual({
      status: 503,
      maintenance: true,
      messageKey: "maintenanceText",
    });
  });

  it.each([
    [404, "notFound"],
    [408, "timeout"],
    [500, "serverError"],
    [502, "serverError"],
    [503, "serverBusy"],
  ] as const)("translates %i", (status, messageKey) => {
    expect(errorView(status)).toMatchObject({ maintenance: false, messageKey });
  });

  it("leaves other statuses to their raw message", () => {
    expect(errorView(418).messageKey).toBeNull();
  });

  it("treats a page that failed to load as a server error", () => {
    expect(errorView(null)).toEqual({ status: null, maintenance: false, messageKey: "serverError" });
  });
});

describe("not-found details (issue 13 items 14, 18)", () => {
  it("translates 'Page Not Found: {path}' and message-404 in every locale", () => {
    expect(notFoundDetail("en-GB", { path: "/nope" })).toBe("Page Not Found: /nope");
    expect(notFoundDetail("pl-PL", { path: "/pl-PL/nope" })).toBe("Nie znaleziono strony: /pl-PL/nope");
    expect(notFoundDetail("testde", { path: "/testde/nope" })).toBe("Seite nicht gefunden: /testde/nope");
    expect(notFoundDetail("en-GB")).toBe("The requested page cannot be found.");
    expect(notFoundDetail("pl-PL")).toBe("Nie udało się znaleźć żądanej strony.");
    expect(notFoundDetail("testde")).toBe("Die angeforderte Seite wurde nicht gefunden.");
  });

  it("knows HTTP reason phrases are no message of ours", () => {
    expect(isReasonPhrase("Internal Server Error")).toBe(true);
    expect(isReasonPhrase("Not Found")).toBe(true);
    expect(isReasonPhrase("MAINTENANCE_MODE")).toBe(false);
    expect(isReasonPhrase("")).toBe(false);
  });
});

describe("the API-too-slow page (issue 13 item 5)", () => {
  it("shows 408 and the timeout message for a Store API timeout, whatever the HTTP status", () => {
    expect(errorView(504, { code: "UPSTREAM_TIMEOUT" })).toEqual({
      status: 408,
      maintenance: false,
      messageKey: "timeout",
    });
  });
});

describe("an error response's payload", () => {
  it("keeps the code, the message and the path when they are texts, and nothing else", () => {
    expect(errorPayloadOf({ code: "NOT_FOUND", message: "gone", path: "/x", extra: 1 })).toEqual({
      code: "NOT_FOUND",
      message: "gone",
      path: "/x",
    });
    expect(errorPayloadOf({ code: 7, message: 5, path: null })).toEqual({});
    expect(errorPayloadOf("Not Found")).toEqual({});
    expect(errorPayloadOf(null)).toEqual({});
  });

  it("shows a code no view knows as the status's own page", () => {
    expect(errorView(503, errorPayloadOf({ code: "SOMETHING_ELSE" }))).toEqual(errorView(503));
    expect(errorView(503, errorPayloadOf({ code: "MAINTENANCE_MODE" })).maintenance).toBe(true);
  });

  it("tells a thrown route response from a failure", () => {
    expect(isRouteThrow(new Response(null, { status: 404 }))).toBe(true);
    expect(isRouteThrow({ type: "DataWithResponseInit", data: {} })).toBe(true);
    expect(isRouteThrow(new TypeError("x is undefined"))).toBe(false);
    expect(isRouteThrow(null)).toBe(false);
  });
});
