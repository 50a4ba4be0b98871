/** Writes the reference data (reference-tables.ts) and the storefront sales channel with its domains. */
import { DEFAULT_ACCESS_KEY } from "../src/config.js";
import { idFor, languageId, LOCALES, type LocaleCode, type Translated } from "./ids.js";
import {
  ADDRESS_FORMAT,
  COUNTRIES,
  CURRENCIES,
  CUSTOMER_GROUP_ID,
  countryId,
  currencyId,
  DELIVERY_TIMES,
  deliveryTimeId,
  LANGUAGES,
  PAYMENT_METHODS,
  paymentMethodId,
  rounding,
  SALES_CHANNEL_ID,
  SHIPPING_METHODS,
  SORTINGS,
  shippingMethodId,
  t,
} from "./reference-tables.js";
import type { SeedWriter } from "./writer.js";

export {
  CURRENCIES,
  CUSTOMER_GROUP_ID,
  countryId,
  currencyId,
  DELIVERY_TIMES,
  deliveryTimeId,
  PAYMENT_METHODS,
  paymentMethodId,
  SALES_CHANNEL_ID,
  SHIPPING_METHODS,
  SORTINGS,
  shippingMethodId,
} from "./reference-tables.js";

/** Languages, currencies, countries, salutations, delivery times, payment and shipping methods, sortings. */
export function addReferenceData(writer: SeedWriter): void {
  for (const language of LANGUAGES) {
    const localeId = idFor(`locale.${language.code}`);
    writer.add("locale", {
      id: localeId,
      code: language.code,
      name: language.localeName["en-GB"],
      territory: language.territory["en-GB"],
    });
  }
  LANGUAGES.forEach((language, position) => {
    const localeId = idFor(`locale.${language.code}`);
    writer.add("language", {
      id: languageId(language.code),
      parent_id: null,
      locale_id: localeId,
      translation_code_id: localeId,
      name: language.name,
      position: position + 1,
    });
  });
  // After the languages they name (foreign keys on PostgreSQL).
  for (const language of LANGUAGES) {
    for (const locale of LOCALES) {
      writer.add("locale_translation", {
        locale_id: idFor(`locale.${language.code}`),
        language_id: languageId(locale),
        name: language.localeName[locale],
        territory: language.territory[locale],
      });
    }
  }

  for (const currency of CURRENCIES) {
    writer.addTranslated(
      "currency",
      {
        id: currencyId(currency.iso),
        iso_code: currency.iso,
        symbol: currency.symbol,
        factor: currency.factor,
        position: currency.position,
        is_system_default: "default" in currency ? 1 : 0,
        item_rounding: rounding(),
        total_rounding: rounding(),
        tax_free_from: 0,
      },
      { name: currency.name, short_name: currency.iso },
    );
  }

  COUNTRIES.forEach((country, position) => {
    writer.addTranslated(
      "country",
      {
        id: countryId(country.iso),
        iso: country.iso,
        iso3: country.iso3,
        position: position + 1,
        vat_id_pattern: country.vat ?? null,
        default_postal_code_pattern: country.zip ?? null,
        customer_tax: JSON.stringify({ enabled: Boolean(country.taxFree), currencyId: currencyId("EUR"), amount: 0 }),
        company_tax: JSON.stringify({
          enabled: country.eu && country.iso !== "DE",
          currencyId: currencyId("EUR"),
          amount: 0,
        }),
        active: 1,
        shipping_available: 1,
        display_state_in_registration: country.states ? 1 : 0,
        force_state_in_registration: 0,
        check_vat_id_pattern: country.vat ? 1 : 0,
        vat_id_required: 0,
        postal_code_required: 1,
        check_postal_code_pattern: country.zip ? 1 : 0,
        is_eu: country.eu ? 1 : 0,
      },
      { name: country.name, address_format: ADDRESS_FORMAT },
    );
    country.states?.forEach(([code, name], statePosition) => {
      writer.addTranslated(
        "country_state",
        {
          id: idFor(`country-state.${code}`),
          country_id: countryId(country.iso),
          short_code: code,
          position: statePosition + 1,
          active: 1,
        },
        { name },
      );
    });
  });

  const salutations: [string, Translated, Translated][] = [
    ["mr", t("Mr.", "Pan", "Herr"), t("Dear Mr.", "Szanowny Panie", "Sehr geehrter Herr")],
    ["mrs", t("Mrs.", "Pani", "Frau"), t("Dear Mrs.", "Szanowna Pani", "Sehr geehrte Frau")],
    ["not_specified", t("Not specified", "Nie podano", "Keine Angabe"), t(" ", " ", " ")],
  ];
  salutations.forEach(([key, displayName, letterName], position) =>
    writer.addTranslated(
      "salutation",
      { id: idFor(`salutation.${key}`), salutation_key: key, position: position + 1 },
      { display_name: displayName, letter_name: letterName },
    ),
  );

  writer.addTranslated(
    "customer_group",
    { id: CUSTOMER_GROUP_ID, display_gross: 1, registration_active: 0, registration_only_company_registration: 0 },
    { name: t("Standard customer group", "Standardowa grupa klientów", "Standard-Kundengruppe") },
  );

  for (const time of DELIVERY_TIMES)
    writer.addTranslated(
      "delivery_time",
      { id: deliveryTimeId(time.key), min: time.min, max: time.max, unit: time.unit },
      { name: time.name },
    );

  for (const method of PAYMENT_METHODS) {
    writer.addTranslated(
      "payment_method",
      {
        id: paymentMethodId(method.key),
        technical_name: `payment_${method.handler}`,
        handler: method.handler,
        position: method.position,
        active: 1,
        after_order_enabled: 1,
        asynchronous: method.async ? 1 : 0,
      },
      { name: method.name, description: method.description, distinguishable_name: method.name, short_name: null },
    );
  }

  for (const method of SHIPPING_METHODS) {
    writer.addTranslated(
      "shipping_method",
      {
        id: shippingMethodId(method.key),
        technical_name: `shipping_${method.key}`,
        position: method.position,
        active: 1,
        delivery_time_id: deliveryTimeId(method.deliveryTime),
        tax_type: "auto",
      },
      { name: method.name, description: method.description, tracking_url: null },
    );
    method.prices.forEach((price, i) => {
      const currencyPrice = JSON.stringify([
        { currencyId: currencyId("EUR"), gross: price.gross, net: Math.round(price.gross / 1.19), linked: true },
      ]);
      writer.add("shipping_method_price", {
        id: idFor(`shipping-price.${method.key}.${i}`),
        shipping_method_id: shippingMethodId(method.key),
        calculation: price.calculation,
        quantity_start: price.start,
        quantity_end: price.end,
        currency_price: currencyPrice,
      });
    });
  }

  for (const sorting of SORTINGS) {
    writer.addTranslated(
      "product_sorting",
      {
        id: idFor(`sorting.${sorting.key}`),
        url_key: sorting.key,
        priority: sorting.priority,
        active: 1,
        locked: sorting.key === "score" ? 1 : 0,
        fields: JSON.stringify(sorting.fields),
      },
      { label: sorting.label },
    );
  }
}

export interface ChannelSeed {
  navigationCategoryId: string;
  footerCategoryId: string | null;
  serviceCategoryId: string | null;
  homeCmsPageId: string | null;
  storefrontUrls: string[];
}

/** The one storefront sales channel: everything above assigned, a domain per storefront origin and language. */
export function addSalesChannel(writer: SeedWriter, channel: ChannelSeed): void {
  writer.addTranslated(
    "sales_channel",
    {
      id: SALES_CHANNEL_ID,
      access_key: DEFAULT_ACCESS_KEY,
      active: 1,
      maintenance: 0,
      maintenance_ip_whitelist: "[]",
      language_id: languageId("en-GB"),
      currency_id: currencyId("EUR"),
      payment_method_id: paymentMethodId("invoice"),
      shipping_method_id: shippingMethodId("standard"),
      country_id: countryId("DE"),
      customer_group_id: CUSTOMER_GROUP_ID,
      navigation_category_id: channel.navigationCategoryId,
      navigation_category_depth: 3,
      footer_category_id: channel.footerCategoryId,
      service_category_id: channel.serviceCategoryId,
      home_cms_page_id: channel.homeCmsPageId,
      tax_calculation_type: "horizontal",
    },
    {
      name: t("Demo Store", "Sklep Demo", "Demo-Shop"),
      home_name: t("Home", "Strona główna", "Startseite"),
      home_meta_title: t("Demo Store", "Sklep Demo", "Demo-Shop"),
      home_meta_description: t(
        "Lovely things for everyday life.",
        "Piękne rzeczy na co dzień.",
        "Schöne Dinge für jeden Tag.",
      ),
      home_slot_config: null,
    },
  );
  const assign = (entity: string, id: string) =>
    writer.add("sales_channel_assignment", { sales_channel_id: SALES_CHANNEL_ID, entity, entity_id: id });
  for (const code of LOCALES) assign("language", languageId(code));
  for (const currency of CURRENCIES) assign("currency", currencyId(currency.iso));
  for (const country of COUNTRIES) assign("country", countryId(country.iso));
  for (const method of PAYMENT_METHODS) assign("payment_method", paymentMethodId(method.key));
  for (const method of SHIPPING_METHODS) assign("shipping_method", shippingMethodId(method.key));
  addDomains(writer, channel.storefrontUrls);
}

/** Storefront origins × languages, with the storefront's locale prefixes (en-GB none, /pl-PL, /testde). */
export function addDomains(writer: SeedWriter, storefrontUrls: string[]): void {
  const prefixes: Record<LocaleCode, string> = { "en-GB": "", "pl-PL": "/pl-PL", "de-DE": "/testde" };
  const currencies: Record<LocaleCode, string> = { "en-GB": "EUR", "pl-PL": "PLN", "de-DE": "EUR" };
  for (const origin of storefrontUrls) {
    for (const code of LOCALES) {
      const url = `${origin}${prefixes[code]}`;
      writer.add("sales_channel_domain", {
        id: idFor(`domain.${url}`),
        sales_channel_id: SALES_CHANNEL_ID,
        url,
        language_id: languageId(code),
        currency_id: currencyId(currencies[code]),
        snippet_set_id: idFor(`snippet-set.${code}`),
      });
    }
  }
}
