import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps local paths and rejects other origins", () => {
    expect(safeRedirectPath("/pl-PL/clothing/?p=2")).toBe("/pl-PL/clothing/?p=2");
    expect(safeRedirectPath("//evil.test")).toBe("/");
    expect(safeRedirectPath("https://evil.test")).toBe("/");
    expect(safeRedirectPath("/\\evil.test")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
  });
});
