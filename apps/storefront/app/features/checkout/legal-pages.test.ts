import { describe, expect, it } from "vitest";
import { legalPages } from "./legal-pages";

const item = (label: string, href: string | null = `/${label}/`) => ({
  id: label,
  label,
  href,
  external: false,
  newTab: false,
  children: [],
});

describe("legalPages", () => {
  it("finds terms and withdrawal in en, pl and de service navigations", () => {
    expect(legalPages([item("Imprint"), item("Terms and conditions"), item("Right of withdrawal")])).toMatchObject({
      terms: { label: "Terms and conditions" },
      withdrawal: { label: "Right of withdrawal" },
    });
    expect(legalPages([item("Dane firmy"), item("Regulamin"), item("Prawo odstąpienia od umowy")])).toMatchObject({
      terms: { label: "Regulamin" },
      withdrawal: { label: "Prawo odstąpienia od umowy" },
    });
    expect(legalPages([item("Impressum"), item("AGB"), item("Widerrufsrecht")])).toMatchObject({
      terms: { label: "AGB" },
      withdrawal: { label: "Widerrufsrecht" },
    });
  });

  it("is null when there is no such page (or only a folder)", () => {
    expect(legalPages([item("Imprint"), item("Terms", null)])).toEqual({ terms: null, withdrawal: null });
  });
});
