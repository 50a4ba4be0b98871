import { t } from "./basics.js";
import type { ManufacturerSeed, MotifSeed } from "./types.js";

interface Brand {
  seed: ManufacturerSeed;
  /** Logo drawing: icon, accent colour, background hue. */
  logo?: { icon: string; accent: string; hue: number };
}

function brand(
  slug: string,
  name: string,
  link: string,
  description: ManufacturerSeed["description"],
  logo?: Brand["logo"],
): Brand {
  return {
    seed: { key: `man.${slug}`, name, description, link, logo: logo ? `brand-${slug}/logo` : undefined },
    logo,
  };
}

const brands: Brand[] = [
  brand(
    "nordlicht",
    "Nordlicht Textil",
    "https://www.nordlicht-textil.example",
    t(
      "Family-run textile workshop from Flensburg making everyday clothing from organic cotton, linen and wool.",
      "Rodzinna pracownia tekstylna z Flensburga, szyjąca codzienną odzież z bawełny organicznej, lnu i wełny.",
      "Familiengeführte Textilmanufaktur aus Flensburg, die Alltagskleidung aus Bio-Baumwolle, Leinen und Wolle fertigt.",
    ),
    { icon: "t-shirt", accent: "#1f4e79", hue: 210 },
  ),
  brand(
    "wisla-home",
    "Wisła Home",
    "https://www.wisla-home.example",
    t(
      "Ceramics and kitchenware designed in Kraków and fired in small Polish manufactories.",
      "Ceramika i akcesoria kuchenne projektowane w Krakowie i wypalane w małych polskich manufakturach.",
      "Keramik und Küchenzubehör, entworfen in Krakau und in kleinen polnischen Manufakturen gebrannt.",
    ),
    { icon: "teapot", accent: "#b5443b", hue: 12 },
  ),
  brand(
    "bergkamm",
    "Bergkamm Outdoor",
    "https://www.bergkamm.example",
    t(
      "Robust gear for hiking, camping and winter days in the Alps, repairable and built to last.",
      "Solidny sprzęt na wędrówki, biwaki i zimowe dni w Alpach – naprawialny i trwały.",
      "Robuste Ausrüstung für Wanderungen, Camping und Wintertage in den Alpen – reparierbar und langlebig.",
    ),
    { icon: "snow-capped-mountain", accent: "#2e6b4f", hue: 150 },
  ),
  brand(
    "maple-moss",
    "Maple & Moss",
    "https://www.maple-and-moss.example",
    t(
      "Plants, seeds and garden tools for balconies, windowsills and allotments.",
      "Rośliny, nasiona i narzędzia ogrodowe na balkony, parapety i działki.",
      "Pflanzen, Saatgut und Gartenwerkzeug für Balkon, Fensterbank und Schrebergarten.",
    ),
    { icon: "seedling", accent: "#4a7c2a", hue: 100 },
  ),
  brand(
    "kawa-krakow",
    "Kawa Kraków Roasters",
    "https://www.kawakrakow.example",
    t(
      "Speciality coffee roaster buying directly from farms and roasting twice a week in small batches.",
      "Palarnia kawy specialty kupująca bezpośrednio od farmerów i palącą dwa razy w tygodniu w małych partiach.",
      "Spezialitätenrösterei, die direkt bei Farmen einkauft und zweimal pro Woche in kleinen Chargen röstet.",
    ),
    { icon: "hot-beverage", accent: "#6b3e26", hue: 28 },
  ),
  brand(
    "honigwerk",
    "Honigwerk",
    "https://www.honigwerk.example",
    t(
      "Beekeepers' cooperative from the Lüneburg Heath: raw honey, beeswax candles and sweet treats.",
      "Spółdzielnia pszczelarzy z Pustaci Lüneburskiej: surowy miód, świece z wosku pszczelego i słodkości.",
      "Imkergenossenschaft aus der Lüneburger Heide: naturbelassener Honig, Bienenwachskerzen und Süßes.",
    ),
    { icon: "honeybee", accent: "#c98a00", hue: 45 },
  ),
  brand(
    "pixel-forge",
    "Pixel Forge",
    "https://www.pixelforge.example",
    t(
      "Gadgets and accessories for desks, music and photography with a two-year repair promise.",
      "Gadżety i akcesoria do biurka, muzyki i fotografii z dwuletnią gwarancją naprawy.",
      "Gadgets und Zubehör für Schreibtisch, Musik und Fotografie mit zwei Jahren Reparaturversprechen.",
    ),
    { icon: "joystick", accent: "#5b3fb5", hue: 260 },
  ),
  brand(
    "playfield",
    "Playfield Toys",
    "https://www.playfield-toys.example",
    t(
      "Wooden toys, plush friends and games for the whole family, tested for safety in Europe.",
      "Drewniane zabawki, pluszaki i gry dla całej rodziny, z europejskimi testami bezpieczeństwa.",
      "Holzspielzeug, Kuscheltiere und Spiele für die ganze Familie, in Europa auf Sicherheit geprüft.",
    ),
    { icon: "teddy-bear", accent: "#d2691e", hue: 30 },
  ),
  brand(
    "paperwhite",
    "Paperwhite Press",
    "https://www.paperwhite-press.example",
    t(
      "Independent publisher of novels, cookbooks and e-books, plus notebooks printed on recycled paper.",
      "Niezależne wydawnictwo powieści, książek kucharskich i e-booków oraz notesów z papieru z recyklingu.",
      "Unabhängiger Verlag für Romane, Kochbücher und E-Books sowie Notizbücher aus Recyclingpapier.",
    ),
    { icon: "open-book", accent: "#33475b", hue: 220 },
  ),
  brand(
    "kettle-co",
    "Kettle & Co.",
    "https://www.kettleandco.example",
    t(
      "Tea merchants since 1998: loose-leaf teas, teapots and everything for the perfect cup.",
      "Kupcy herbaciani od 1998 roku: herbaty liściaste, dzbanki i wszystko do idealnej filiżanki.",
      "Teehändler seit 1998: lose Tees, Teekannen und alles für die perfekte Tasse.",
    ),
    { icon: "teacup-without-handle", accent: "#3c7a5a", hue: 140 },
  ),
  brand(
    "sonnenschuh",
    "Sonnenschuh",
    "https://www.sonnenschuh.example",
    t(
      "Shoes and bags from vegetable-tanned leather, made in Pirmasens and Portugal.",
      "Buty i torby ze skóry garbowanej roślinnie, produkowane w Pirmasens i Portugalii.",
      "Schuhe und Taschen aus pflanzlich gegerbtem Leder, gefertigt in Pirmasens und Portugal.",
    ),
    { icon: "mans-shoe", accent: "#8b4513", hue: 20 },
  ),
  brand(
    "tor-sport",
    "Tor Sport",
    "https://www.torsport.example",
    t(
      "Balls, rackets and fitness equipment for clubs, schools and weekend athletes.",
      "Piłki, rakiety i sprzęt fitness dla klubów, szkół i weekendowych sportowców.",
      "Bälle, Schläger und Fitnessgeräte für Vereine, Schulen und Freizeitsportler.",
    ),
    { icon: "soccer-ball", accent: "#c0392b", hue: 0 },
  ),
];

export const manufacturers: ManufacturerSeed[] = brands.map((b) => b.seed);

export const manufacturerMotifs: MotifSeed[] = brands.flatMap((b) =>
  b.logo
    ? [
        {
          key: `brand-${b.seed.key.slice(4)}`,
          kind: "logo" as const,
          views: ["logo"],
          alt: t(`${b.seed.name} logo`, `Logo ${b.seed.name}`, `${b.seed.name} Logo`),
          picture: { icon: b.logo.icon, hue: b.logo.hue },
          text: b.seed.name,
          accent: b.logo.accent,
        },
      ]
    : [],
);
