import { t } from "../basics.js";
import type { CategoryNode } from "./tree.js";

export const foodGardenAndToys: CategoryNode[] = [
  {
    key: "cat.food",
    name: t("Food & drink", "Żywność i napoje", "Lebensmittel & Getränke"),
    description: t(
      "Freshly roasted coffee, loose tea, honey and treats from small producers.",
      "Świeżo palona kawa, herbata liściasta, miód i przysmaki od małych producentów.",
      "Frisch gerösteter Kaffee, loser Tee, Honig und Leckereien von kleinen Erzeugern.",
    ),
    banner: { icons: ["hot-beverage", "honey-pot", "chocolate-bar", "croissant"], hue: 35 },
    children: [
      {
        key: "cat.food.coffee-tea",
        name: t("Coffee & tea", "Kawa i herbata", "Kaffee & Tee"),
        description: t(
          "Speciality coffee beans and loose-leaf tea.",
          "Ziarna kawy specialty i herbata liściasta.",
          "Spezialitätenkaffee und loser Blatttee.",
        ),
        banner: { icons: ["hot-beverage", "teacup-without-handle", "mate"], hue: 30 },
        children: [
          {
            key: "cat.food.coffee-tea.coffee",
            name: t("Coffee", "Kawa", "Kaffee"),
            description: t(
              "Beans roasted twice a week in Kraków.",
              "Ziarna palone dwa razy w tygodniu w Krakowie.",
              "Bohnen, zweimal pro Woche in Krakau geröstet.",
            ),
            banner: { icons: ["hot-beverage", "bubble-tea", "hot-beverage"], hue: 28 },
          },
          {
            key: "cat.food.coffee-tea.tea",
            name: t("Tea", "Herbata", "Tee"),
            description: t(
              "Green, black and herbal teas from Kettle & Co.",
              "Herbaty zielone, czarne i ziołowe od Kettle & Co.",
              "Grüne, schwarze und Kräutertees von Kettle & Co.",
            ),
            banner: { icons: ["teacup-without-handle", "teapot", "herb"], hue: 120 },
          },
        ],
      },
      {
        key: "cat.food.sweets",
        name: t("Sweets & honey", "Słodycze i miód", "Süßes & Honig"),
        description: t(
          "Chocolate, honey, cookies and candy.",
          "Czekolada, miód, ciastka i cukierki.",
          "Schokolade, Honig, Kekse und Bonbons.",
        ),
        banner: { icons: ["chocolate-bar", "honey-pot", "lollipop", "cookie"], hue: 340 },
      },
      {
        key: "cat.food.pantry",
        name: t("Pantry", "Spiżarnia", "Vorratskammer"),
        description: t(
          "Olive oil, pasta, rice, spices and preserves.",
          "Oliwa, makaron, ryż, przyprawy i przetwory.",
          "Olivenöl, Pasta, Reis, Gewürze und Eingemachtes.",
        ),
        banner: { icons: ["jar", "olive", "spaghetti", "salt"], hue: 70 },
      },
      {
        key: "cat.food.bakery",
        name: t("Bakery & cheese", "Pieczywo i sery", "Brot & Käse"),
        description: t(
          "Long-life breads, crispbread and cheese from the mountains.",
          "Trwałe pieczywo, pieczywo chrupkie i górskie sery.",
          "Haltbares Brot, Knäckebrot und Käse aus den Bergen.",
        ),
        banner: { icons: ["bread", "baguette-bread", "cheese-wedge", "pretzel"], hue: 40 },
      },
    ],
  },
  {
    key: "cat.garden",
    name: t("Garden & plants", "Ogród i rośliny", "Garten & Pflanzen"),
    description: t(
      "Easy-care plants, flower bulbs, seeds and sturdy tools.",
      "Łatwe w uprawie rośliny, cebulki kwiatowe, nasiona i solidne narzędzia.",
      "Pflegeleichte Pflanzen, Blumenzwiebeln, Saatgut und robustes Werkzeug.",
    ),
    banner: { icons: ["potted-plant", "tulip", "sunflower", "seedling"], hue: 110 },
    children: [
      {
        key: "cat.garden.indoor",
        name: t("Indoor plants", "Rośliny doniczkowe", "Zimmerpflanzen"),
        description: t(
          "Green companions for bright and shady rooms.",
          "Zieloni towarzysze do jasnych i zacienionych pomieszczeń.",
          "Grüne Mitbewohner für helle und schattige Räume.",
        ),
        banner: { icons: ["potted-plant", "cactus", "leafy-green"], hue: 120 },
      },
      {
        key: "cat.garden.flowers",
        name: t("Flowers & bulbs", "Kwiaty i cebulki", "Blumen & Zwiebeln"),
        description: t(
          "Bulbs and bouquets for colour all year round.",
          "Cebulki i bukiety, by cieszyć się kolorami przez cały rok.",
          "Zwiebeln und Sträuße für Farbe das ganze Jahr.",
        ),
        banner: { icons: ["tulip", "rose", "sunflower", "hibiscus"], hue: 350 },
      },
      {
        key: "cat.garden.seeds",
        name: t("Seeds & herbs", "Nasiona i zioła", "Saatgut & Kräuter"),
        description: t(
          "Vegetable and herb seeds, tested for germination.",
          "Nasiona warzyw i ziół o sprawdzonej kiełkowalności.",
          "Gemüse- und Kräutersaatgut mit geprüfter Keimfähigkeit.",
        ),
        banner: { icons: ["seedling", "herb", "carrot", "tomato"], hue: 90 },
      },
      {
        key: "cat.garden.tools",
        name: t("Garden tools", "Narzędzia ogrodowe", "Gartenwerkzeug"),
        description: t(
          "Saws, axes, buckets and baskets built to last.",
          "Piły, siekiery, wiadra i kosze na lata.",
          "Sägen, Äxte, Eimer und Körbe für viele Jahre.",
        ),
        banner: { icons: ["carpentry-saw", "axe", "bucket"], hue: 60 },
      },
    ],
  },
  {
    key: "cat.toys",
    name: t("Toys & games", "Zabawki i gry", "Spielzeug & Spiele"),
    description: t(
      "Plush friends, board games and toys for outdoor adventures.",
      "Pluszowi przyjaciele, gry planszowe i zabawki na podwórkowe przygody.",
      "Kuschelfreunde, Brettspiele und Spielzeug für Abenteuer draußen.",
    ),
    banner: { icons: ["teddy-bear", "game-die", "kite", "puzzle-piece"], hue: 45 },
    children: [
      {
        key: "cat.toys.plush",
        name: t("Plush toys", "Pluszaki", "Kuscheltiere"),
        description: t(
          "Cuddly friends, washable at 30 °C.",
          "Przytulanki, które można prać w 30 °C.",
          "Kuschelfreunde, waschbar bei 30 °C.",
        ),
        banner: { icons: ["teddy-bear", "unicorn", "panda"], hue: 320 },
      },
      {
        key: "cat.toys.games",
        name: t("Board & card games", "Gry planszowe i karciane", "Brett- & Kartenspiele"),
        description: t(
          "Classics and new favourites for game night.",
          "Klasyki i nowe hity na wieczór z grami.",
          "Klassiker und neue Lieblinge für den Spieleabend.",
        ),
        banner: { icons: ["game-die", "chess-pawn", "joker", "puzzle-piece"], hue: 250 },
      },
      {
        key: "cat.toys.outdoor",
        name: t("Outdoor toys", "Zabawki na dwór", "Draußen spielen"),
        description: t(
          "Kites, scooters and water fun.",
          "Latawce, hulajnogi i wodne zabawy.",
          "Drachen, Roller und Wasserspaß.",
        ),
        banner: { icons: ["kite", "kick-scooter", "water-pistol"], hue: 190 },
      },
      {
        key: "cat.toys.creative",
        name: t("Arts & crafts", "Kreatywne zabawy", "Basteln & Malen"),
        description: t(
          "Crayons, paints and magic tricks.",
          "Kredki, farby i magiczne sztuczki.",
          "Wachsmalstifte, Farben und Zaubertricks.",
        ),
        banner: { icons: ["crayon", "artist-palette", "magic-wand"], hue: 280 },
      },
    ],
  },
];
