import { describe, expect, it } from "vitest";
import { toVisibility, visibilityClasses } from "./visibility";

describe("visibility", () => {
  it("treats null and missing flags as visible", () => {
    expect(toVisibility(null)).toEqual({ mobile: true, tablet: true, desktop: true });
    expect(toVisibility({ mobile: false })).toEqual({ mobile: false, tablet: true, desktop: true });
  });

  it("hides per breakpoint with responsive classes", () => {
    expect(visibilityClasses({ mobile: true, tablet: true, desktop: true })).toBe("");
    expect(visibilityClasses({ mobile: false, tablet: true, desktop: true })).toBe("max-md:hidden");
    expect(visibilityClasses({ mobile: true, tablet: false, desktop: true })).toBe("md:max-lg:hidden");
    expect(visibilityClasses({ mobile: true, tablet: true, desktop: false })).toBe("lg:hidden");
    expect(visibilityClasses({ mobile: false, tablet: false, desktop: false })).toBe(
      "max-md:hidden md:max-lg:hidden lg:hidden",
    );
  });
});
