import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, pluralRules } from "./intl";

/** Issue 15: Intl formatters are built once per locale and options, not per call (a listing formats per card). */
describe("cached Intl formatters", () => {
  it("hands out one instance per locale and options, and formats as a new one would", () => {
    expect(numberFormat("pl-PL")).toBe(numberFormat("pl-PL"));
    expect(numberFormat("pl-PL")).not.toBe(numberFormat("de-DE"));
    expect(numberFormat("de-DE", { minimumFractionDigits: 2 })).toBe(
      numberFormat("de-DE", { minimumFractionDigits: 2 }),
    );
    expect(numberFormat("de-DE", { minimumFractionDigits: 2 })).not.toBe(numberFormat("de-DE"));
    expect(numberFormat("de-DE").format(1234.5)).toBe(new Intl.NumberFormat("de-DE").format(1234.5));
    expect(pluralRules("pl-PL")).toBe(pluralRules("pl-PL"));
    expect([1, 2, 5, 22].map((n) => pluralRules("pl-PL").select(n))).toEqual(["one", "few", "many", "few"]);
    const date = new Date("2026-03-04T10:00:00Z");
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
    );
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date)).toBe("4 March 2026");
    expect(dateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "UTC" }).format(date)).toBe("04.03.2026");
  });
});
