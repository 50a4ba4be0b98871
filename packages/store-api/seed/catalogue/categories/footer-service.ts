import { t } from "../basics.js";
import type { CategoryNode } from "./tree.js";

export const footer: CategoryNode = {
  key: "cat.footer",
  type: "folder",
  name: t("Footer navigation", "Nawigacja w stopce", "Footer-Navigation"),
  children: [
    {
      key: "cat.footer.service",
      type: "folder",
      name: t("Shop service", "Obsługa klienta", "Kundenservice"),
      children: [
        { key: "cat.footer.service.contact", name: t("Contact", "Kontakt", "Kontakt"), cmsPage: "cms.contact" },
        {
          key: "cat.footer.service.shipping",
          type: "link",
          name: t("Shipping & payment", "Dostawa i płatność", "Versand & Zahlung"),
          link: { type: "category", target: "cat.service.shipping" },
        },
        {
          key: "cat.footer.service.returns",
          name: t("Returns & refunds", "Zwroty i reklamacje", "Rückgabe & Erstattung"),
          cmsPage: "cms.returns",
        },
        { key: "cat.footer.service.faq", name: t("FAQ", "Częste pytania", "Häufige Fragen"), cmsPage: "cms.faq" },
      ],
    },
    {
      key: "cat.footer.info",
      type: "folder",
      name: t("Information", "Informacje", "Informationen"),
      children: [
        { key: "cat.footer.info.about", name: t("About us", "O nas", "Über uns"), cmsPage: "cms.about" },
        {
          key: "cat.footer.info.brand",
          name: t("Brand story: Nordlicht", "Historia marki: Nordlicht", "Markengeschichte: Nordlicht"),
          cmsPage: "cms.brand",
        },
        {
          key: "cat.footer.info.gift-ideas",
          type: "link",
          name: t("Gift ideas", "Pomysły na prezent", "Geschenkideen"),
          link: { type: "landing_page", target: "lp.gift-ideas" },
        },
        {
          key: "cat.footer.info.gift-card",
          type: "link",
          name: t("Gift card", "Karta podarunkowa", "Geschenkgutschein"),
          link: { type: "product", target: "prod.gift-card" },
        },
        {
          key: "cat.footer.info.coffee",
          type: "link",
          name: t("Freshly roasted coffee", "Świeżo palona kawa", "Frisch gerösteter Kaffee"),
          link: { type: "category", target: "cat.food.coffee-tea.coffee" },
        },
        {
          key: "cat.footer.info.artwork",
          type: "link",
          name: t("Artwork: Fluent Emoji", "Grafiki: Fluent Emoji", "Grafiken: Fluent Emoji"),
          link: { type: "external", target: "https://github.com/microsoft/fluentui-emoji", newTab: true },
        },
      ],
    },
  ],
};

export const service: CategoryNode = {
  key: "cat.service",
  type: "folder",
  name: t("Service navigation", "Nawigacja serwisowa", "Service-Navigation"),
  children: [
    { key: "cat.service.imprint", name: t("Imprint", "Dane firmy", "Impressum"), cmsPage: "cms.imprint" },
    { key: "cat.service.privacy", name: t("Privacy", "Polityka prywatności", "Datenschutz"), cmsPage: "cms.privacy" },
    { key: "cat.service.terms", name: t("Terms and conditions", "Regulamin", "AGB"), cmsPage: "cms.terms" },
    {
      key: "cat.service.shipping",
      name: t("Shipping & payment", "Dostawa i płatność", "Versand & Zahlung"),
      cmsPage: "cms.shipping",
    },
    {
      key: "cat.service.withdrawal",
      name: t("Right of withdrawal", "Prawo odstąpienia od umowy", "Widerrufsrecht"),
      cmsPage: "cms.withdrawal",
    },
  ],
};
