/**
 * The reference tables the seed writes (reference.ts): currencies, languages, countries, delivery times, payment
 * and shipping methods, sortings, and the ids of the rows other seed parts point at.
 */
import { idFor, type LocaleCode, type Translated } from "./ids.js";

export const t = (en: string, pl: string, de: string): Translated => ({ "en-GB": en, "pl-PL": pl, "de-DE": de });
export const rounding = (decimals = 2, interval = 0.01) => JSON.stringify({ decimals, interval, roundForNet: true });

export const CURRENCIES = [
  { iso: "EUR", symbol: "€", factor: 1, name: t("Euro", "Euro", "Euro"), position: 1, default: true },
  { iso: "USD", symbol: "$", factor: 1.08, name: t("US Dollar", "Dolar amerykański", "US-Dollar"), position: 2 },
  {
    iso: "GBP",
    symbol: "£",
    factor: 0.85,
    name: t("Pound sterling", "Funt szterling", "Britisches Pfund"),
    position: 3,
  },
  { iso: "PLN", symbol: "zł", factor: 4.27, name: t("Polish złoty", "Złoty polski", "Polnischer Złoty"), position: 4 },
] as const;

export const currencyId = (iso: string) => idFor(`currency.${iso}`);
export const countryId = (iso: string) => idFor(`country.${iso}`);

/** `localeName` and `territory` are the locale's names in each shop language (Shopware's locale_translation). */
export const LANGUAGES: { code: LocaleCode; name: string; territory: Translated; localeName: Translated }[] = [
  {
    code: "en-GB",
    name: "English",
    territory: t("United Kingdom", "Wielka Brytania", "Vereinigtes Königreich"),
    localeName: t("English", "angielski", "Englisch"),
  },
  {
    code: "pl-PL",
    name: "Polski",
    territory: t("Poland", "Polska", "Polen"),
    localeName: t("Polish", "polski", "Polnisch"),
  },
  {
    code: "de-DE",
    name: "Deutsch",
    territory: t("Germany", "Niemcy", "Deutschland"),
    localeName: t("German", "niemiecki", "Deutsch"),
  },
];

export interface CountrySeed {
  iso: string;
  iso3: string;
  name: Translated;
  eu: boolean;
  zip?: string;
  vat?: string;
  taxFree?: boolean;
  states?: [string, string][];
}

export const COUNTRIES: CountrySeed[] = [
  {
    iso: "DE",
    iso3: "DEU",
    name: t("Germany", "Niemcy", "Deutschland"),
    eu: true,
    zip: "\\d{5}",
    vat: "(DE)?[0-9]{9}",
    states: [
      ["DE-BW", "Baden-Württemberg"],
      ["DE-BY", "Bayern"],
      ["DE-BE", "Berlin"],
      ["DE-BB", "Brandenburg"],
      ["DE-HB", "Bremen"],
      ["DE-HH", "Hamburg"],
      ["DE-HE", "Hessen"],
      ["DE-MV", "Mecklenburg-Vorpommern"],
      ["DE-NI", "Niedersachsen"],
      ["DE-NW", "Nordrhein-Westfalen"],
      ["DE-RP", "Rheinland-Pfalz"],
      ["DE-SL", "Saarland"],
      ["DE-SN", "Sachsen"],
      ["DE-ST", "Sachsen-Anhalt"],
      ["DE-SH", "Schleswig-Holstein"],
      ["DE-TH", "Thüringen"],
    ],
  },
  {
    iso: "PL",
    iso3: "POL",
    name: t("Poland", "Polska", "Polen"),
    eu: true,
    zip: "\\d{2}-\\d{3}",
    vat: "(PL)?[0-9]{10}",
    states: [
      ["PL-DS", "dolnośląskie"],
      ["PL-KP", "kujawsko-pomorskie"],
      ["PL-LU", "lubelskie"],
      ["PL-LB", "lubuskie"],
      ["PL-LD", "łódzkie"],
      ["PL-MA", "małopolskie"],
      ["PL-MZ", "mazowieckie"],
      ["PL-OP", "opolskie"],
      ["PL-PK", "podkarpackie"],
      ["PL-PD", "podlaskie"],
      ["PL-PM", "pomorskie"],
      ["PL-SL", "śląskie"],
      ["PL-SK", "świętokrzyskie"],
      ["PL-WN", "warmińsko-mazurskie"],
      ["PL-WP", "wielkopolskie"],
      ["PL-ZP", "zachodniopomorskie"],
    ],
  },
  {
    iso: "GB",
    iso3: "GBR",
    name: t("United Kingdom", "Wielka Brytania", "Vereinigtes Königreich"),
    eu: false,
    vat: "(GB)?([0-9]{9}|[0-9]{12})",
  },
  {
    iso: "AT",
    iso3: "AUT",
    name: t("Austria", "Austria", "Österreich"),
    eu: true,
    zip: "\\d{4}",
    vat: "(AT)?U[0-9]{8}",
  },
  {
    iso: "FR",
    iso3: "FRA",
    name: t("France", "Francja", "Frankreich"),
    eu: true,
    zip: "\\d{5}",
    vat: "(FR)?[0-9A-Z]{2}[0-9]{9}",
  },
  {
    iso: "NL",
    iso3: "NLD",
    name: t("Netherlands", "Holandia", "Niederlande"),
    eu: true,
    zip: "\\d{4} ?[A-Z]{2}",
    vat: "(NL)?[0-9]{9}B[0-9]{2}",
  },
  {
    iso: "CZ",
    iso3: "CZE",
    name: t("Czechia", "Czechy", "Tschechien"),
    eu: true,
    zip: "\\d{3} ?\\d{2}",
    vat: "(CZ)?[0-9]{8,10}",
  },
  { iso: "CH", iso3: "CHE", name: t("Switzerland", "Szwajcaria", "Schweiz"), eu: false, zip: "\\d{4}", taxFree: true },
  {
    iso: "US",
    iso3: "USA",
    name: t("United States", "Stany Zjednoczone", "Vereinigte Staaten"),
    eu: false,
    zip: "\\d{5}(-\\d{4})?",
    taxFree: true,
    states: [
      ["US-CA", "California"],
      ["US-FL", "Florida"],
      ["US-IL", "Illinois"],
      ["US-NY", "New York"],
      ["US-TX", "Texas"],
      ["US-WA", "Washington"],
    ],
  },
];

export const ADDRESS_FORMAT = JSON.stringify([
  ["address/company", "symbol/dash", "address/department"],
  ["address/first_name", "address/last_name"],
  ["address/street"],
  ["address/zipcode", "address/city"],
  ["address/country"],
]);

export const deliveryTimeId = (key: string) => idFor(`delivery-time.${key}`);

export const DELIVERY_TIMES: { key: string; min: number; max: number; unit: string; name: Translated }[] = [
  { key: "1-3-days", min: 1, max: 3, unit: "day", name: t("1-3 days", "1-3 dni", "1-3 Tage") },
  { key: "2-5-days", min: 2, max: 5, unit: "day", name: t("2-5 days", "2-5 dni", "2-5 Tage") },
  { key: "1-2-weeks", min: 1, max: 2, unit: "week", name: t("1-2 weeks", "1-2 tygodnie", "1-2 Wochen") },
  {
    key: "instant",
    min: 0,
    max: 0,
    unit: "day",
    name: t("Available instantly", "Dostępne od razu", "Sofort verfügbar"),
  },
];

export const PAYMENT_METHODS = [
  {
    key: "cash-on-delivery",
    handler: "cash_on_delivery",
    position: 1,
    async: false,
    name: t("Cash on delivery", "Płatność przy odbiorze", "Nachnahme"),
    description: t(
      "Pay the courier when your parcel arrives.",
      "Zapłać kurierowi przy odbiorze paczki.",
      "Bezahlen Sie bei Lieferung an den Boten.",
    ),
  },
  {
    key: "prepayment",
    handler: "prepayment",
    position: 2,
    async: false,
    name: t("Paid in advance", "Przedpłata", "Vorkasse"),
    description: t(
      "Transfer the amount before we ship.",
      "Przelej kwotę przed wysyłką.",
      "Überweisen Sie den Betrag vor dem Versand.",
    ),
  },
  {
    key: "invoice",
    handler: "invoice",
    position: 3,
    async: false,
    name: t("Invoice", "Faktura", "Rechnung"),
    description: t(
      "Pay within 14 days of receiving the invoice.",
      "Zapłać w ciągu 14 dni od otrzymania faktury.",
      "Zahlbar innerhalb von 14 Tagen nach Erhalt der Rechnung.",
    ),
  },
  {
    key: "demo-gateway",
    handler: "demo_gateway",
    position: 4,
    async: true,
    name: t("DemoPay (online)", "DemoPay (online)", "DemoPay (online)"),
    description: t(
      "Approve the payment on the DemoPay page.",
      "Zatwierdź płatność na stronie DemoPay.",
      "Bestätigen Sie die Zahlung auf der DemoPay-Seite.",
    ),
  },
] as const;

export const paymentMethodId = (key: string) => idFor(`payment-method.${key}`);
export const shippingMethodId = (key: string) => idFor(`shipping-method.${key}`);

/** Prices in EUR minor units; calculation 2 = by cart price (quantityStart in EUR). */
export const SHIPPING_METHODS = [
  {
    key: "standard",
    position: 1,
    deliveryTime: "2-5-days",
    name: t("Standard", "Standardowa", "Standard"),
    description: t("Free from €50.", "Darmowa od 50 €.", "Kostenlos ab 50 €."),
    prices: [
      { calculation: 2, start: 0, end: 49.99, gross: 499 },
      { calculation: 2, start: 50, end: null, gross: 0 },
    ],
  },
  {
    key: "express",
    position: 2,
    deliveryTime: "1-3-days",
    name: t("Express", "Ekspresowa", "Express"),
    description: t("Delivered within 1-3 days.", "Dostawa w 1-3 dni.", "Lieferung in 1-3 Tagen."),
    prices: [{ calculation: 1, start: 1, end: null, gross: 999 }],
  },
  {
    key: "pickup",
    position: 3,
    deliveryTime: "1-3-days",
    name: t("Pick-up in store", "Odbiór osobisty", "Abholung im Geschäft"),
    description: t(
      "Collect your order at our shop.",
      "Odbierz zamówienie w naszym sklepie.",
      "Holen Sie Ihre Bestellung bei uns ab.",
    ),
    prices: [{ calculation: 1, start: 1, end: null, gross: 0 }],
  },
] as const;

export const SORTINGS = [
  {
    key: "name-asc",
    priority: 4,
    fields: [{ field: "product.name", order: "asc", priority: 1, naturalSorting: 0 }],
    label: t("Name A-Z", "Nazwa A-Z", "Name A-Z"),
  },
  {
    key: "name-desc",
    priority: 3,
    fields: [{ field: "product.name", order: "desc", priority: 1, naturalSorting: 0 }],
    label: t("Name Z-A", "Nazwa Z-A", "Name Z-A"),
  },
  {
    key: "price-asc",
    priority: 2,
    fields: [{ field: "product.cheapestPrice", order: "asc", priority: 1, naturalSorting: 0 }],
    label: t("Price ascending", "Cena rosnąco", "Preis aufsteigend"),
  },
  {
    key: "price-desc",
    priority: 1,
    fields: [{ field: "product.cheapestPrice", order: "desc", priority: 1, naturalSorting: 0 }],
    label: t("Price descending", "Cena malejąco", "Preis absteigend"),
  },
  {
    key: "topseller",
    priority: 0,
    fields: [{ field: "product.sales", order: "desc", priority: 1, naturalSorting: 0 }],
    label: t("Topseller", "Najpopularniejsze", "Topseller"),
  },
  {
    key: "score",
    priority: 0,
    fields: [{ field: "_score", order: "desc", priority: 1, naturalSorting: 0 }],
    label: t("Top results", "Najtrafniejsze", "Beste Ergebnisse"),
  },
] as const;

export const CUSTOMER_GROUP_ID = idFor("customer-group.default");
export const SALES_CHANNEL_ID = idFor("sales-channel.storefront");
