import { idFor, languageId, LOCALES, SEED_TIME, type Translated } from "./ids.js";
import { slugify } from "./loader/keys.js";
import { SALES_CHANNEL_ID } from "./reference.js";
import type { SeedWriter } from "./writer.js";

/** The trade customer group whose registration form is open in the storefront channel. */
export const TRADE_GROUP_ID = idFor("customer-group.trade");

/** Shopware's route name and technical path of a customer-group registration page (CustomerGroupSubscriber). */
export const REGISTRATION_ROUTE = "frontend.account.customer-group-registration.page";

const t = (en: string, pl: string, de: string): Translated => ({ "en-GB": en, "pl-PL": pl, "de-DE": de });

export const TRADE_GROUP = {
  name: t("Trade customers", "Klienci firmowi", "Gewerbekunden"),
  registrationTitle: t("Trade account", "Konto firmowe", "Händlerkonto"),
  registrationIntroduction: t(
    "Open a trade account for your business: net prices, invoices with your VAT ID and one account for your whole team. We review every request and confirm it by e-mail, usually within one working day.",
    "Załóż konto firmowe dla swojej działalności: ceny netto, faktury z numerem NIP i jedno konto dla całego zespołu. Sprawdzamy każde zgłoszenie i potwierdzamy je e-mailem, zwykle w ciągu jednego dnia roboczego.",
    "Eröffnen Sie ein Händlerkonto für Ihr Unternehmen: Nettopreise, Rechnungen mit Ihrer USt-IdNr. und ein Konto für Ihr ganzes Team. Wir prüfen jede Anfrage und bestätigen sie per E-Mail, meist innerhalb eines Werktags.",
  ),
  registrationSeoMetaDescription: t(
    "Apply for a trade account: net prices and VAT invoices for businesses.",
    "Załóż konto firmowe: ceny netto i faktury VAT dla firm.",
    "Beantragen Sie ein Händlerkonto: Nettopreise und Rechnungen mit ausgewiesener MwSt. für Unternehmen.",
  ),
};

/**
 * A second customer group with its registration open (company accounts only) in the storefront channel, and the
 * registration page's canonical SEO URL per language: the slug of its registration title, as Shopware's
 * CustomerGroupSubscriber builds it when a group's registration is activated.
 */
export function seedCustomerGroups(writer: SeedWriter): void {
  writer.addTranslated(
    "customer_group",
    { id: TRADE_GROUP_ID, display_gross: 0, registration_active: 1, registration_only_company_registration: 1 },
    {
      name: TRADE_GROUP.name,
      registration_title: TRADE_GROUP.registrationTitle,
      registration_introduction: TRADE_GROUP.registrationIntroduction,
      registration_seo_meta_description: TRADE_GROUP.registrationSeoMetaDescription,
    },
  );
  writer.add("customer_group_registration_sales_channels", {
    customer_group_id: TRADE_GROUP_ID,
    sales_channel_id: SALES_CHANNEL_ID,
    created_at: SEED_TIME,
  });
  for (const locale of LOCALES) {
    writer.add("seo_url", {
      id: idFor(`seo.customer-group-registration.${TRADE_GROUP_ID}.${locale}`),
      sales_channel_id: SALES_CHANNEL_ID,
      language_id: languageId(locale),
      foreign_key: TRADE_GROUP_ID,
      route_name: REGISTRATION_ROUTE,
      path_info: `/customer-group-registration/${TRADE_GROUP_ID}`,
      seo_path_info: slugify(TRADE_GROUP.registrationTitle[locale]),
      is_canonical: 1,
      is_modified: 0,
      is_deleted: 0,
    });
  }
}
