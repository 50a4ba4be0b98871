import type { Locale } from "./i18n";

// Intl.NumberFormat construction is comparatively slow and listings format dozens of prices per render.
const formatters = new Map<string, Intl.NumberFormat>();

/** A price as currency in the locale's conventions ("€19.99", "19,99 zł", "19,99 €"). */
export function formatPrice(value: number, locale: Locale, currencyIsoCode: string): string {
  const key = `${locale.languageCode}|${currencyIsoCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale.languageCode, { style: "currency", currency: currencyIsoCode });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

const decimalFormatters = new Map<string, Intl.NumberFormat>();

/** A number with a fixed count of decimals in the locale's conventions ("4.5" in en-GB, "4,5" in pl-PL and de-DE). */
export function formatDecimal(value: number, languageCode: string, fractionDigits = 1): string {
  const key = `${languageCode}|${fractionDigits}`;
  let formatter = decimalFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageCode, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimalFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
