import { t } from "../basics.js";
import type { CategoryNode } from "./tree.js";

export const fashionAndHome: CategoryNode[] = [
  {
    key: "cat.clothing",
    name: t("Clothing", "Odzież", "Bekleidung"),
    description: t(
      "Everyday clothing from organic cotton, linen and wool, made to be worn for years.",
      "Codzienna odzież z bawełny organicznej, lnu i wełny, uszyta tak, by służyła latami.",
      "Alltagskleidung aus Bio-Baumwolle, Leinen und Wolle, gemacht für viele Jahre.",
    ),
    banner: { icons: ["t-shirt", "dress", "jeans", "coat", "scarf"], hue: 210 },
    children: [
      {
        key: "cat.clothing.tops",
        name: t("Tops & shirts", "Koszulki i koszule", "Oberteile & Hemden"),
        description: t(
          "T-shirts, shirts and blouses for work, weekends and warm evenings.",
          "T-shirty, koszule i bluzki do pracy, na weekend i na ciepłe wieczory.",
          "T-Shirts, Hemden und Blusen für Büro, Wochenende und laue Abende.",
        ),
        banner: { icons: ["t-shirt", "womans-clothes", "necktie"], hue: 200 },
        children: [
          {
            key: "cat.clothing.tops.t-shirts",
            name: t("T-shirts", "T-shirty", "T-Shirts"),
            description: t(
              "Soft jersey T-shirts in many colours and sizes XS to XXL.",
              "Miękkie koszulki z dżerseju w wielu kolorach i rozmiarach od XS do XXL.",
              "Weiche Jersey-T-Shirts in vielen Farben und den Größen XS bis XXL.",
            ),
            banner: { icons: ["t-shirt", "running-shirt", "t-shirt"], hue: 190 },
          },
          {
            key: "cat.clothing.tops.shirts",
            name: t("Shirts & blouses", "Koszule i bluzki", "Hemden & Blusen"),
            description: t(
              "Breathable linen and cotton shirts and blouses.",
              "Przewiewne lniane i bawełniane koszule oraz bluzki.",
              "Atmungsaktive Hemden und Blusen aus Leinen und Baumwolle.",
            ),
            banner: { icons: ["womans-clothes", "necktie", "lab-coat"], hue: 220 },
          },
        ],
      },
      {
        key: "cat.clothing.dresses",
        name: t("Dresses", "Sukienki", "Kleider"),
        description: t(
          "Summer dresses, wrap dresses and a kimono for special days.",
          "Letnie sukienki, sukienki kopertowe i kimono na wyjątkowe dni.",
          "Sommerkleider, Wickelkleider und ein Kimono für besondere Tage.",
        ),
        banner: { icons: ["dress", "kimono", "sari"], hue: 330 },
      },
      {
        key: "cat.clothing.trousers",
        name: t("Trousers & shorts", "Spodnie i szorty", "Hosen & Shorts"),
        description: t(
          "Jeans, chinos and shorts with a comfortable fit.",
          "Dżinsy, chinosy i szorty o wygodnym kroju.",
          "Jeans, Chinos und Shorts mit bequemer Passform.",
        ),
        banner: { icons: ["jeans", "shorts", "jeans"], hue: 225 },
      },
      {
        key: "cat.clothing.outerwear",
        name: t("Jackets & coats", "Kurtki i płaszcze", "Jacken & Mäntel"),
        description: t(
          "Warm coats and light jackets for every kind of weather.",
          "Ciepłe płaszcze i lekkie kurtki na każdą pogodę.",
          "Warme Mäntel und leichte Jacken für jedes Wetter.",
        ),
        banner: { icons: ["coat", "scarf", "gloves"], hue: 30 },
      },
      {
        key: "cat.clothing.swimwear",
        name: t("Swimwear", "Stroje kąpielowe", "Bademode"),
        description: t(
          "Swimsuits, bikinis and swim shorts made from recycled fibres.",
          "Kostiumy kąpielowe, bikini i szorty kąpielowe z włókien z recyklingu.",
          "Badeanzüge, Bikinis und Badeshorts aus recycelten Fasern.",
        ),
        banner: { icons: ["bikini", "one-piece-swimsuit", "beach-with-umbrella"], hue: 185 },
      },
      {
        key: "cat.clothing.socks",
        name: t("Socks & underwear", "Skarpety i bielizna", "Socken & Wäsche"),
        description: t(
          "Socks in packs, merino socks and organic cotton basics.",
          "Skarpety w pakietach, skarpety z merino i podstawy z bawełny organicznej.",
          "Socken im Mehrfachpack, Merinosocken und Basics aus Bio-Baumwolle.",
        ),
        banner: { icons: ["socks", "briefs", "socks"], hue: 280 },
      },
    ],
  },
  {
    key: "cat.shoes-accessories",
    name: t("Shoes & accessories", "Buty i akcesoria", "Schuhe & Accessoires"),
    description: t(
      "Leather shoes, bags and the small things that finish an outfit.",
      "Skórzane buty, torby i drobiazgi, które dopełniają stylizację.",
      "Lederschuhe, Taschen und die kleinen Dinge, die ein Outfit vollenden.",
    ),
    banner: { icons: ["running-shoe", "handbag", "billed-cap", "sunglasses"], hue: 20 },
    children: [
      {
        key: "cat.shoes",
        name: t("Shoes", "Buty", "Schuhe"),
        description: t(
          "Sneakers, boots and sandals in sizes 36 to 46.",
          "Sneakersy, botki i sandały w rozmiarach od 36 do 46.",
          "Sneaker, Stiefel und Sandalen in den Größen 36 bis 46.",
        ),
        banner: { icons: ["running-shoe", "hiking-boot", "high-heeled-shoe"], hue: 15 },
        children: [
          {
            key: "cat.shoes.sneakers",
            name: t("Sneakers", "Sneakersy", "Sneaker"),
            description: t(
              "Light sneakers for city and sport.",
              "Lekkie sneakersy do miasta i na sport.",
              "Leichte Sneaker für Stadt und Sport.",
            ),
            banner: { icons: ["running-shoe", "mans-shoe", "running-shoe"], hue: 10 },
          },
          {
            key: "cat.shoes.boots",
            name: t("Boots", "Botki i trapery", "Stiefel"),
            description: t(
              "Weatherproof boots for hiking and winter.",
              "Odporne na pogodę buty na wędrówki i zimę.",
              "Wetterfeste Stiefel für Wanderungen und Winter.",
            ),
            banner: { icons: ["hiking-boot", "womans-boot", "hiking-boot"], hue: 35 },
          },
          {
            key: "cat.shoes.sandals",
            name: t("Sandals & flats", "Sandały i baleriny", "Sandalen & Ballerinas"),
            description: t(
              "Sandals, ballet flats and heels for summer days.",
              "Sandały, baleriny i szpilki na letnie dni.",
              "Sandalen, Ballerinas und Pumps für Sommertage.",
            ),
            banner: { icons: ["womans-sandal", "flat-shoe", "high-heeled-shoe"], hue: 345 },
          },
        ],
      },
      {
        key: "cat.bags",
        name: t("Bags & backpacks", "Torby i plecaki", "Taschen & Rucksäcke"),
        description: t(
          "Handbags, backpacks and luggage for every trip.",
          "Torebki, plecaki i bagaż na każdą podróż.",
          "Handtaschen, Rucksäcke und Gepäck für jede Reise.",
        ),
        banner: { icons: ["handbag", "backpack", "luggage"], hue: 40 },
      },
      {
        key: "cat.hats",
        name: t("Hats & caps", "Czapki i kapelusze", "Hüte & Mützen"),
        description: t(
          "Caps, sun hats and a classic top hat.",
          "Czapki z daszkiem, kapelusze przeciwsłoneczne i klasyczny cylinder.",
          "Caps, Sonnenhüte und ein klassischer Zylinder.",
        ),
        banner: { icons: ["billed-cap", "womans-hat", "top-hat"], hue: 55 },
      },
      {
        key: "cat.accessories",
        name: t("Scarves, gloves & more", "Szale, rękawiczki i więcej", "Schals, Handschuhe & mehr"),
        description: t(
          "Scarves, gloves, sunglasses, umbrellas and jewellery.",
          "Szale, rękawiczki, okulary przeciwsłoneczne, parasole i biżuteria.",
          "Schals, Handschuhe, Sonnenbrillen, Schirme und Schmuck.",
        ),
        banner: { icons: ["scarf", "gloves", "sunglasses", "closed-umbrella"], hue: 300 },
      },
    ],
  },
  {
    key: "cat.home",
    name: t("Home & kitchen", "Dom i kuchnia", "Haus & Küche"),
    description: t(
      "Cookware, tableware and decor for a home you love coming back to.",
      "Garnki, zastawa i dekoracje do domu, do którego chce się wracać.",
      "Kochgeschirr, Geschirr und Deko für ein Zuhause, in das man gern zurückkommt.",
    ),
    banner: { icons: ["teapot", "cooking", "candle", "potted-plant"], hue: 15 },
    children: [
      {
        key: "cat.home.kitchen",
        name: t("Kitchen", "Kuchnia", "Küche"),
        description: t(
          "Pots, pans, knives and everything for the table.",
          "Garnki, patelnie, noże i wszystko na stół.",
          "Töpfe, Pfannen, Messer und alles für den Tisch.",
        ),
        banner: { icons: ["cooking", "kitchen-knife", "fork-and-knife-with-plate"], hue: 25 },
        children: [
          {
            key: "cat.home.kitchen.cookware",
            name: t("Cookware", "Garnki i patelnie", "Töpfe & Pfannen"),
            description: t(
              "Cast iron, stainless steel and enamel for every hob.",
              "Żeliwo, stal nierdzewna i emalia na każdą płytę.",
              "Gusseisen, Edelstahl und Emaille für jedes Kochfeld.",
            ),
            banner: { icons: ["cooking", "shallow-pan-of-food", "pot-of-food"], hue: 20 },
          },
          {
            key: "cat.home.kitchen.tableware",
            name: t("Tableware", "Zastawa stołowa", "Geschirr"),
            description: t(
              "Plates, bowls, glasses and cutlery.",
              "Talerze, miski, szklanki i sztućce.",
              "Teller, Schalen, Gläser und Besteck.",
            ),
            banner: { icons: ["fork-and-knife-with-plate", "wine-glass", "bowl-with-spoon"], hue: 200 },
          },
          {
            key: "cat.home.kitchen.tea-coffee",
            name: t("Tea & coffee makers", "Do herbaty i kawy", "Tee- & Kaffeezubehör"),
            description: t(
              "Teapots, cups and mugs for your daily ritual.",
              "Dzbanki, filiżanki i kubki na codzienny rytuał.",
              "Teekannen, Tassen und Becher für dein tägliches Ritual.",
            ),
            banner: { icons: ["teapot", "hot-beverage", "teacup-without-handle"], hue: 160 },
          },
        ],
      },
      {
        key: "cat.home.living",
        name: t("Living & decor", "Salon i dekoracje", "Wohnen & Deko"),
        description: t(
          "Candles, lamps, frames and cushions.",
          "Świece, lampy, ramki i poduszki.",
          "Kerzen, Lampen, Bilderrahmen und Kissen.",
        ),
        banner: { icons: ["couch-and-lamp", "candle", "framed-picture"], hue: 45 },
      },
      {
        key: "cat.home.bath",
        name: t("Bath & body", "Łazienka i pielęgnacja", "Bad & Pflege"),
        description: t(
          "Natural soaps, lotions and bathroom helpers.",
          "Naturalne mydła, balsamy i łazienkowe drobiazgi.",
          "Naturseifen, Lotionen und kleine Helfer fürs Bad.",
        ),
        banner: { icons: ["soap", "lotion-bottle", "bathtub"], hue: 180 },
      },
      {
        key: "cat.home.cleaning",
        name: t("Cleaning & storage", "Sprzątanie i przechowywanie", "Putzen & Aufbewahren"),
        description: t(
          "Brooms, baskets and boxes that keep things tidy.",
          "Miotły, kosze i pudełka, które utrzymują porządek.",
          "Besen, Körbe und Boxen, die Ordnung halten.",
        ),
        banner: { icons: ["broom", "basket", "sponge"], hue: 95 },
      },
    ],
  },
];
