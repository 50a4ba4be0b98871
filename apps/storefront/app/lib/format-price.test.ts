import { describe, expect, it } from "vitest";
import { formatDecimal, formatPrice } from "./format-price";
import { LOCALES } from "./i18n";

const [en, pl, de] = LOCALES;
// Intl separates amount and symbol with a no-break space; normalise it so expectations stay readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats with the locale's conventions and the currency's ISO code", () => {
    expect(plain(formatPrice(1234.5, en, "EUR"))).toBe("€1,234.50");
    expect(plain(formatPrice(1234.5, en, "GBP"))).toBe("£1,234.50");
    expect(plain(formatPrice(1234.5, en, "USD"))).toBe("US$1,234.50");
    expect(plain(formatPrice(1234.5, pl, "PLN"))).toBe("1234,50 zł");
    expect(plain(formatPrice(19.99, pl, "EUR"))).toBe("19,99 €");
    expect(plain(formatPrice(1234.5, de, "EUR"))).toBe("1.234,50 €");
    expect(plain(formatPrice(1234.5, de, "USD"))).toBe("1.234,50 $");
  });

  it("keeps two fraction digits for whole amounts", () => {
    expect(plain(formatPrice(10, en, "EUR"))).toBe("€10.00");
  });
});

describe("formatDecimal", () => {
  it("writes decimals with the locale's separator", () => {
    expect(formatDecimal(4, "en-GB")).toBe("4.0");
    expect(formatDecimal(4, "pl-PL")).toBe("4,0");
    expect(formatDecimal(4.25, "de-DE", 2)).toBe("4,25");
  });
});
