import type { DeliveryTimeSeed, TaxSeed, Translated, UnitSeed } from "./types.js";

export function t(en: string, pl: string, de: string): Translated {
  return { "en-GB": en, "pl-PL": pl, "de-DE": de };
}

/** German-style tax classes with per-country rates. Prices in the catalogue are gross at the DE rate. */
export const taxes: TaxSeed[] = [
  {
    key: "standard",
    name: t("Standard rate", "Stawka podstawowa", "Regelsteuersatz"),
    taxRate: 19,
    position: 1,
    rules: [
      { country: "DE", taxRate: 19 },
      { country: "AT", taxRate: 20 },
      { country: "CH", taxRate: 8.1 },
      { country: "PL", taxRate: 23 },
      { country: "GB", taxRate: 20 },
      { country: "NL", taxRate: 21 },
      { country: "FR", taxRate: 20 },
      { country: "US", taxRate: 0 },
    ],
  },
  {
    key: "reduced",
    name: t("Reduced rate", "Stawka obniżona", "Ermäßigter Steuersatz"),
    taxRate: 7,
    position: 2,
    rules: [
      { country: "DE", taxRate: 7 },
      { country: "AT", taxRate: 10 },
      { country: "CH", taxRate: 2.6 },
      { country: "PL", taxRate: 8 },
      { country: "GB", taxRate: 0 },
      { country: "NL", taxRate: 9 },
      { country: "FR", taxRate: 5.5 },
      { country: "US", taxRate: 0 },
    ],
  },
  {
    key: "zero",
    name: t("Tax free", "Zwolnione z podatku", "Steuerfrei"),
    taxRate: 0,
    position: 3,
    rules: [],
  },
];

export const deliveryTimes: DeliveryTimeSeed[] = [
  { key: "1-3 days", name: t("1-3 days", "1-3 dni", "1-3 Tage"), min: 1, max: 3, unit: "day" },
  { key: "2-5 days", name: t("2-5 days", "2-5 dni", "2-5 Tage"), min: 2, max: 5, unit: "day" },
  { key: "1-2 weeks", name: t("1-2 weeks", "1-2 tygodnie", "1-2 Wochen"), min: 1, max: 2, unit: "week" },
];

export const units: UnitSeed[] = [
  { key: "unit.kg", shortCode: t("kg", "kg", "kg"), name: t("Kilogram", "Kilogram", "Kilogramm") },
  { key: "unit.l", shortCode: t("l", "l", "l"), name: t("Litre", "Litr", "Liter") },
  { key: "unit.piece", shortCode: t("pc.", "szt.", "Stk."), name: t("Piece", "Sztuka", "Stück") },
];
