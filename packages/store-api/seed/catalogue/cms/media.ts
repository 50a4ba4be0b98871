/** Pictures used only by CMS layouts: hero slides, teasers and illustrations. */
import { t } from "../basics.js";
import type { MotifSeed } from "../types.js";

function motif(key: string, kind: MotifSeed["kind"], icons: string[], hue: number, alt: MotifSeed["alt"]): MotifSeed {
  const view = kind === "slide" ? "slide" : kind === "teaser" ? "teaser" : "illustration";
  return { key, kind, views: [view], alt, picture: { icon: icons[0], hue }, icons };
}

export const cmsMotifs: MotifSeed[] = [
  motif(
    "hero-summer",
    "slide",
    ["sunglasses", "bikini", "beach-with-umbrella", "tropical-drink", "womans-hat"],
    190,
    t(
      "Summer sale: swimwear, hats and sunglasses",
      "Letnia wyprzedaż: stroje kąpielowe, kapelusze i okulary",
      "Sommer-Sale: Bademode, Hüte und Sonnenbrillen",
    ),
  ),
  motif(
    "hero-coffee",
    "slide",
    ["hot-beverage", "croissant", "teapot", "chocolate-bar", "honey-pot"],
    30,
    t("Freshly roasted coffee and treats", "Świeżo palona kawa i przysmaki", "Frisch gerösteter Kaffee und Leckereien"),
  ),
  motif(
    "hero-garden",
    "slide",
    ["potted-plant", "tulip", "sunflower", "seedling", "herb"],
    110,
    t("Plants and seeds for spring", "Rośliny i nasiona na wiosnę", "Pflanzen und Saatgut für den Frühling"),
  ),
  motif(
    "hero-gifts",
    "slide",
    ["wrapped-gift", "teddy-bear", "ribbon", "party-popper", "balloon"],
    340,
    t("Gift ideas for everyone", "Pomysły na prezent dla każdego", "Geschenkideen für alle"),
  ),
  motif("teaser-clothing", "teaser", ["dress", "t-shirt", "scarf"], 210, t("Clothing", "Odzież", "Bekleidung")),
  motif(
    "teaser-home",
    "teaser",
    ["teapot", "candle", "cooking"],
    20,
    t("Home & kitchen", "Dom i kuchnia", "Haus & Küche"),
  ),
  motif(
    "teaser-food",
    "teaser",
    ["honey-pot", "chocolate-bar", "hot-beverage"],
    40,
    t("Food & drink", "Żywność i napoje", "Lebensmittel & Getränke"),
  ),
  motif(
    "teaser-garden",
    "teaser",
    ["potted-plant", "tulip", "seedling"],
    115,
    t("Garden & plants", "Ogród i rośliny", "Garten & Pflanzen"),
  ),
  motif(
    "teaser-toys",
    "teaser",
    ["teddy-bear", "kite", "game-die"],
    45,
    t("Toys & games", "Zabawki i gry", "Spielzeug & Spiele"),
  ),
  motif(
    "teaser-books",
    "teaser",
    ["books", "fountain-pen", "headphone"],
    230,
    t("Books & downloads", "Książki i pliki do pobrania", "Bücher & Downloads"),
  ),
  motif(
    "teaser-newsletter",
    "teaser",
    ["incoming-envelope", "love-letter", "sparkles"],
    330,
    t("Newsletter", "Newsletter", "Newsletter"),
  ),
  motif(
    "teaser-shipping",
    "teaser",
    ["delivery-truck", "package", "house"],
    150,
    t("Free shipping from 50 €", "Darmowa dostawa od 50 €", "Kostenloser Versand ab 50 €"),
  ),
  motif(
    "teaser-workshop",
    "teaser",
    ["sewing-needle", "yarn", "thread"],
    200,
    t("Our textile workshop", "Nasza pracownia tekstylna", "Unsere Textilwerkstatt"),
  ),
  motif(
    "teaser-warehouse",
    "teaser",
    ["package", "bellhop-bell", "delivery-truck"],
    35,
    t("Packed with care", "Pakowane z troską", "Mit Sorgfalt verpackt"),
  ),
  motif(
    "error-not-found",
    "illustration",
    ["magnifying-glass-tilted-left", "ghost", "world-map"],
    220,
    t("Nothing found here", "Nic tu nie ma", "Hier ist nichts"),
  ),
  motif(
    "error-server",
    "illustration",
    ["construction", "gear", "hammer-and-wrench"],
    25,
    t("Something went wrong", "Coś poszło nie tak", "Etwas ist schiefgelaufen"),
  ),
  motif(
    "maintenance",
    "illustration",
    ["toolbox", "wrench", "hourglass-not-done"],
    50,
    t("We are doing maintenance", "Trwają prace konserwacyjne", "Wir führen Wartungsarbeiten durch"),
  ),
];
