import { describe, expect, it } from "vitest";
import { errorView } from "./errors";

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
