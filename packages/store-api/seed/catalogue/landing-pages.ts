import { t } from "./basics.js";
import type { LandingPageSeed } from "./types.js";

export const landingPages: LandingPageSeed[] = [
  {
    key: "lp.summer-sale",
    name: t("Summer sale", "Letnia wyprzedaż", "Sommer-Sale"),
    url: t("summer-sale", "letnia-wyprzedaz", "sommer-sale"),
    cmsPage: "cms.lp.summer-sale",
    active: true,
    metaTitle: t("Summer sale – up to 30 % off", "Letnia wyprzedaż – do –30 %", "Sommer-Sale – bis zu 30 % Rabatt"),
    metaDescription: t(
      "Swimwear, hats, sandals and summer dresses at reduced prices.",
      "Stroje kąpielowe, kapelusze, sandały i letnie sukienki w obniżonych cenach.",
      "Bademode, Hüte, Sandalen und Sommerkleider zu reduzierten Preisen.",
    ),
    keywords: t("sale, summer, discount", "wyprzedaż, lato, rabat", "Sale, Sommer, Rabatt"),
  },
  {
    key: "lp.gift-ideas",
    name: t("Gift ideas", "Pomysły na prezent", "Geschenkideen"),
    url: t("gift-ideas", "pomysly-na-prezent", "geschenkideen"),
    cmsPage: "cms.lp.gift-ideas",
    active: true,
    metaTitle: t("Gift ideas for everyone", "Pomysły na prezent dla każdego", "Geschenkideen für alle"),
    metaDescription: t(
      "Presents for birthdays, thank-yous and just because – plus gift cards delivered instantly.",
      "Prezenty na urodziny, w podziękowaniu i bez okazji – oraz karty podarunkowe dostarczane od ręki.",
      "Geschenke zum Geburtstag, als Dankeschön oder einfach so – dazu sofort gelieferte Gutscheine.",
    ),
  },
  {
    key: "lp.coffee-lovers",
    name: t("For coffee lovers", "Dla miłośników kawy", "Für Kaffeeliebhaber"),
    url: t("coffee-lovers", "dla-milosnikow-kawy", "fuer-kaffeeliebhaber"),
    cmsPage: "cms.lp.coffee-lovers",
    active: true,
  },
];
