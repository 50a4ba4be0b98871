import { t } from "./basics.js";
import type { PropertyGroupSeed, PropertyOptionSeed, Translated } from "./types.js";

function options(group: string, list: [slug: string, name: Translated, hex?: string][]): PropertyOptionSeed[] {
  return list.map(([slug, name, hex], position) => ({
    key: `opt.${group}.${slug}`,
    name,
    position,
    ...(hex ? { colorHexCode: hex } : {}),
  }));
}

const same = (text: string): Translated => t(text, text, text);

export const colours: [string, Translated, string][] = [
  ["black", t("Black", "Czarny", "Schwarz"), "#1c1c1e"],
  ["white", t("White", "Biały", "Weiß"), "#f5f5f2"],
  ["grey", t("Grey", "Szary", "Grau"), "#8e9196"],
  ["navy", t("Navy", "Granatowy", "Marineblau"), "#1f2f57"],
  ["blue", t("Blue", "Niebieski", "Blau"), "#2f6fd6"],
  ["light-blue", t("Light blue", "Jasnoniebieski", "Hellblau"), "#8fc3ea"],
  ["indigo", t("Indigo", "Indygo", "Indigo"), "#34447a"],
  ["red", t("Red", "Czerwony", "Rot"), "#d03a32"],
  ["burgundy", t("Burgundy", "Bordowy", "Bordeaux"), "#7a1f33"],
  ["green", t("Green", "Zielony", "Grün"), "#3f9b57"],
  ["olive", t("Olive", "Oliwkowy", "Oliv"), "#6b7135"],
  ["yellow", t("Yellow", "Żółty", "Gelb"), "#f2c230"],
  ["mustard", t("Mustard", "Musztardowy", "Senfgelb"), "#c9a227"],
  ["orange", t("Orange", "Pomarańczowy", "Orange"), "#ef7d2d"],
  ["pink", t("Pink", "Różowy", "Rosa"), "#ee8fb0"],
  ["beige", t("Beige", "Beżowy", "Beige"), "#d9c3a0"],
  ["brown", t("Brown", "Brązowy", "Braun"), "#7b4b2a"],
  ["purple", t("Purple", "Fioletowy", "Lila"), "#7d4fb3"],
];

/** "#rrggbb" of a colour option slug. */
export function colourHex(slug: string): string {
  const found = colours.find(([s]) => s === slug);
  if (!found) throw new Error(`unknown colour ${slug}`);
  return found[2];
}

export function colourName(slug: string): Translated {
  const found = colours.find(([s]) => s === slug);
  if (!found) throw new Error(`unknown colour ${slug}`);
  return found[1];
}

export const propertyGroups: PropertyGroupSeed[] = [
  {
    key: "prop.colour",
    name: t("Colour", "Kolor", "Farbe"),
    displayType: "color",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 1,
    options: options("colour", colours),
  },
  {
    key: "prop.size",
    name: t("Size", "Rozmiar", "Größe"),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 2,
    options: options(
      "size",
      ["XS", "S", "M", "L", "XL", "XXL"].map((s): [string, Translated] => [s.toLowerCase(), same(s)]),
    ),
  },
  {
    key: "prop.shoe-size",
    name: t("Shoe size", "Rozmiar buta", "Schuhgröße"),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 3,
    options: options(
      "shoe-size",
      Array.from({ length: 11 }, (_, i): [string, Translated] => [String(36 + i), same(String(36 + i))]),
    ),
  },
  {
    key: "prop.material",
    name: t("Material", "Materiał", "Material"),
    displayType: "text",
    sortingType: "alphanumeric",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 4,
    options: options("material", [
      ["cotton", t("Cotton", "Bawełna", "Baumwolle")],
      ["organic-cotton", t("Organic cotton", "Bawełna organiczna", "Bio-Baumwolle")],
      ["linen", t("Linen", "Len", "Leinen")],
      ["wool", t("Wool", "Wełna", "Wolle")],
      ["merino", t("Merino wool", "Wełna merino", "Merinowolle")],
      ["denim", t("Denim", "Denim", "Denim")],
      ["leather", t("Leather", "Skóra", "Leder")],
      ["recycled-polyester", t("Recycled polyester", "Poliester z recyklingu", "Recycling-Polyester")],
      ["ceramic", t("Ceramic", "Ceramika", "Keramik")],
      ["porcelain", t("Porcelain", "Porcelana", "Porzellan")],
      ["stoneware", t("Stoneware", "Kamionka", "Steinzeug")],
      ["cast-iron", t("Cast iron", "Żeliwo", "Gusseisen")],
      ["stainless-steel", t("Stainless steel", "Stal nierdzewna", "Edelstahl")],
      ["glass", t("Glass", "Szkło", "Glas")],
      ["wood", t("Wood", "Drewno", "Holz")],
      ["bamboo", t("Bamboo", "Bambus", "Bambus")],
      ["paper", t("Paper", "Papier", "Papier")],
      ["plush", t("Plush", "Plusz", "Plüsch")],
      ["recycled-plastic", t("Recycled plastic", "Tworzywo z recyklingu", "Recycling-Kunststoff")],
      ["rubber", t("Natural rubber", "Kauczuk naturalny", "Naturkautschuk")],
      ["beeswax", t("Beeswax", "Wosk pszczeli", "Bienenwachs")],
      ["aluminium", t("Aluminium", "Aluminium", "Aluminium")],
    ]),
  },
  {
    key: "prop.roast",
    name: t("Roast", "Stopień palenia", "Röstgrad"),
    description: t(
      "How long the beans were roasted: light is fruity, dark is chocolatey.",
      "Jak długo palono ziarna: jasne palenie jest owocowe, ciemne – czekoladowe.",
      "Wie lange die Bohnen geröstet wurden: hell ist fruchtig, dunkel schokoladig.",
    ),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 5,
    options: options("roast", [
      ["light", t("Light", "Jasne", "Hell")],
      ["medium", t("Medium", "Średnie", "Mittel")],
      ["dark", t("Dark", "Ciemne", "Dunkel")],
      ["espresso", t("Espresso", "Espresso", "Espresso")],
    ]),
  },
  {
    key: "prop.capacity",
    name: t("Capacity", "Pojemność", "Fassungsvermögen"),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 6,
    options: options("capacity", [
      ["250ml", same("250 ml")],
      ["350ml", same("350 ml")],
      ["500ml", same("500 ml")],
      ["800ml", t("0.8 l", "0,8 l", "0,8 l")],
      ["1l", same("1 l")],
      ["1-2l", t("1.2 l", "1,2 l", "1,2 l")],
      ["1-5l", t("1.5 l", "1,5 l", "1,5 l")],
      ["3l", same("3 l")],
      ["5l", same("5 l")],
      ["20l", same("20 l")],
      ["30l", same("30 l")],
    ]),
  },
  {
    key: "prop.format",
    name: t("Format", "Format", "Format"),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 7,
    options: options("format", [
      ["paperback", t("Paperback", "Miękka oprawa", "Taschenbuch")],
      ["hardcover", t("Hardcover", "Twarda oprawa", "Gebundene Ausgabe")],
      ["ebook", t("E-book", "E-book", "E-Book")],
      ["audio", t("Audio download (MP3)", "Plik audio (MP3)", "Audio-Download (MP3)")],
    ]),
  },
  {
    key: "prop.age",
    name: t("Recommended age", "Zalecany wiek", "Empfohlenes Alter"),
    displayType: "text",
    sortingType: "position",
    filterable: true,
    visibleOnProductDetailPage: true,
    position: 8,
    options: options("age", [
      ["18m", t("18 months+", "od 18 miesięcy", "ab 18 Monaten")],
      ["3y", t("3 years+", "od 3 lat", "ab 3 Jahren")],
      ["6y", t("6 years+", "od 6 lat", "ab 6 Jahren")],
      ["8y", t("8 years+", "od 8 lat", "ab 8 Jahren")],
      ["12y", t("12 years+", "od 12 lat", "ab 12 Jahren")],
    ]),
  },
];

const allOptionKeys = new Set(propertyGroups.flatMap((g) => g.options.map((o) => o.key)));

/** Checks an option key exists (used by the product helpers). */
export function option(key: string): string {
  if (!allOptionKeys.has(key)) throw new Error(`unknown property option ${key}`);
  return key;
}
