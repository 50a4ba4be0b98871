import { t } from "./basics.js";
import type { CategoryLinkType, CategorySeed, CategoryType, MotifSeed, Translated } from "./types.js";

/** Authoring shape: a nested tree, flattened below. */
interface Node {
  key: string;
  name: Translated;
  type?: CategoryType;
  description?: Translated;
  /** Banner: icons drawn in a row on a pastel background of this hue. */
  banner?: { icons: string[]; hue: number };
  cmsPage?: string;
  visible?: boolean;
  link?: { type: CategoryLinkType; target: string; newTab?: boolean };
  children?: Node[];
}

const LISTING = "cms.category-listing";

const main: Node = {
  key: "cat.root",
  name: t("Home", "Strona główna", "Startseite"),
  cmsPage: "cms.home",
  children: [
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
    {
      key: "cat.sports",
      name: t("Sports & outdoor", "Sport i turystyka", "Sport & Outdoor"),
      description: t(
        "Balls, bikes, tents and winter gear for active days.",
        "Piłki, rowery, namioty i sprzęt zimowy na aktywne dni.",
        "Bälle, Räder, Zelte und Winterausrüstung für aktive Tage.",
      ),
      banner: { icons: ["soccer-ball", "bicycle", "tent", "skis"], hue: 140 },
      children: [
        {
          key: "cat.sports.ball",
          name: t("Ball sports", "Gry z piłką", "Ballsport"),
          description: t(
            "Match balls and rackets for club and garden.",
            "Piłki meczowe i rakiety do klubu i ogrodu.",
            "Spielbälle und Schläger für Verein und Garten.",
          ),
          banner: { icons: ["soccer-ball", "basketball", "tennis", "volleyball"], hue: 130 },
        },
        {
          key: "cat.sports.fitness",
          name: t("Fitness & running", "Fitness i bieganie", "Fitness & Laufen"),
          description: t(
            "Gloves, stopwatches and shirts for training.",
            "Rękawice, stopery i koszulki do treningu.",
            "Handschuhe, Stoppuhren und Shirts fürs Training.",
          ),
          banner: { icons: ["boxing-glove", "stopwatch", "running-shirt"], hue: 0 },
        },
        {
          key: "cat.sports.wheels",
          name: t("Bikes & skates", "Rowery i rolki", "Räder & Skates"),
          description: t(
            "Bicycles, skateboards and roller skates.",
            "Rowery, deskorolki i wrotki.",
            "Fahrräder, Skateboards und Rollschuhe.",
          ),
          banner: { icons: ["bicycle", "skateboard", "roller-skate"], hue: 170 },
        },
        {
          key: "cat.sports.camping",
          name: t("Camping & hiking", "Biwak i wędrówki", "Camping & Wandern"),
          description: t(
            "Tents, compasses and lamps for nights outdoors.",
            "Namioty, kompasy i latarki na noce pod gołym niebem.",
            "Zelte, Kompasse und Lampen für Nächte im Freien.",
          ),
          banner: { icons: ["tent", "compass", "flashlight", "camping"], hue: 100 },
        },
        {
          key: "cat.sports.winter",
          name: t("Winter sports", "Sporty zimowe", "Wintersport"),
          description: t(
            "Skis, sledges and ice skates.",
            "Narty, sanki i łyżwy.",
            "Ski, Schlitten und Schlittschuhe.",
          ),
          banner: { icons: ["skis", "sled", "ice-skate", "snowflake"], hue: 205 },
        },
      ],
    },
    {
      key: "cat.books",
      name: t("Books & stationery", "Książki i papeteria", "Bücher & Schreibwaren"),
      description: t(
        "Novels, cookbooks, e-books to download and stationery for notes and letters.",
        "Powieści, książki kucharskie, e-booki do pobrania i papeteria do notatek i listów.",
        "Romane, Kochbücher, E-Books zum Herunterladen und Schreibwaren für Notizen und Briefe.",
      ),
      banner: { icons: ["books", "open-book", "fountain-pen", "spiral-notepad"], hue: 225 },
      children: [
        {
          key: "cat.books.books",
          name: t("Books", "Książki", "Bücher"),
          description: t(
            "Printed books from Paperwhite Press.",
            "Książki drukowane wydawnictwa Paperwhite Press.",
            "Gedruckte Bücher von Paperwhite Press.",
          ),
          banner: { icons: ["books", "closed-book", "green-book"], hue: 230 },
          children: [
            {
              key: "cat.books.books.novels",
              name: t("Novels", "Powieści", "Romane"),
              description: t(
                "Stories for long evenings.",
                "Historie na długie wieczory.",
                "Geschichten für lange Abende.",
              ),
              banner: { icons: ["closed-book", "blue-book", "orange-book"], hue: 240 },
            },
            {
              key: "cat.books.books.cookbooks",
              name: t("Cookbooks", "Książki kucharskie", "Kochbücher"),
              description: t(
                "Recipes from Poland, Germany and beyond.",
                "Przepisy z Polski, Niemiec i nie tylko.",
                "Rezepte aus Polen, Deutschland und der Welt.",
              ),
              banner: { icons: ["green-book", "cooking", "ledger"], hue: 80 },
            },
          ],
        },
        {
          key: "cat.books.downloads",
          name: t("E-books & downloads", "E-booki i pliki do pobrania", "E-Books & Downloads"),
          description: t(
            "Available instantly after payment, no shipping.",
            "Dostępne od razu po zapłacie, bez wysyłki.",
            "Sofort nach der Zahlung verfügbar, kein Versand.",
          ),
          banner: { icons: ["open-book", "headphone", "musical-notes"], hue: 265 },
        },
        {
          key: "cat.books.stationery",
          name: t("Stationery", "Artykuły piśmiennicze", "Schreibwaren"),
          description: t(
            "Notebooks, pens and desk organisers.",
            "Notesy, pióra i organizery na biurko.",
            "Notizbücher, Stifte und Schreibtisch-Organizer.",
          ),
          banner: { icons: ["fountain-pen", "spiral-notepad", "pencil", "paperclip"], hue: 50 },
        },
      ],
    },
    {
      key: "cat.electronics",
      name: t("Electronics & gadgets", "Elektronika i gadżety", "Elektronik & Gadgets"),
      description: t(
        "Headphones, cameras and clever gadgets, repairable and with two years' warranty.",
        "Słuchawki, aparaty i sprytne gadżety – naprawialne i z dwuletnią gwarancją.",
        "Kopfhörer, Kameras und clevere Gadgets – reparierbar und mit zwei Jahren Garantie.",
      ),
      banner: { icons: ["headphone", "camera", "laptop", "joystick"], hue: 255 },
      children: [
        {
          key: "cat.electronics.audio",
          name: t("Audio", "Audio", "Audio"),
          description: t(
            "Headphones, radios and microphones.",
            "Słuchawki, radia i mikrofony.",
            "Kopfhörer, Radios und Mikrofone.",
          ),
          banner: { icons: ["headphone", "radio", "studio-microphone"], hue: 270 },
        },
        {
          key: "cat.electronics.computer",
          name: t("Computer accessories", "Akcesoria komputerowe", "Computerzubehör"),
          description: t(
            "Keyboards, mice and controllers.",
            "Klawiatury, myszy i kontrolery.",
            "Tastaturen, Mäuse und Controller.",
          ),
          banner: { icons: ["keyboard", "computer-mouse", "joystick"], hue: 215 },
        },
        {
          key: "cat.electronics.photo",
          name: t("Photo & video", "Foto i wideo", "Foto & Video"),
          description: t(
            "Cameras and projectors for your memories.",
            "Aparaty i projektory do utrwalania wspomnień.",
            "Kameras und Projektoren für deine Erinnerungen.",
          ),
          banner: { icons: ["camera", "video-camera", "film-projector"], hue: 195 },
        },
        {
          key: "cat.electronics.gadgets",
          name: t("Smart gadgets", "Gadżety", "Gadgets"),
          description: t(
            "Watches, lamps and clever helpers.",
            "Zegarki, lampki i sprytni pomocnicy.",
            "Uhren, Lampen und clevere Helfer.",
          ),
          banner: { icons: ["watch", "light-bulb", "battery"], hue: 50 },
        },
      ],
    },
    {
      key: "cat.sale",
      type: "link",
      name: t("Sale", "Wyprzedaż", "Sale"),
      link: { type: "landing_page", target: "lp.summer-sale" },
    },
  ],
};

const footer: Node = {
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

const service: Node = {
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

function slugOf(key: string): string {
  return key.replace(/^cat\./, "").replace(/\./g, "-");
}

const flat: CategorySeed[] = [];
const bannerMotifs: MotifSeed[] = [];

function flatten(node: Node, parent: string | null, level: number, position: number, inMain: boolean): void {
  const type = node.type ?? "page";
  const seed: CategorySeed = {
    key: node.key,
    parent,
    position,
    level,
    type,
    name: node.name,
    active: true,
    visible: node.visible ?? true,
  };
  if (node.description) seed.description = wrap(node.description);
  if (type === "page") seed.cmsPage = node.cmsPage ?? (inMain ? LISTING : undefined);
  if (node.banner) {
    const motif = `banner-${slugOf(node.key)}`;
    seed.media = `${motif}/banner`;
    bannerMotifs.push({
      key: motif,
      kind: "banner",
      views: ["banner"],
      alt: node.name,
      picture: { icon: node.banner.icons[0], hue: node.banner.hue },
      icons: node.banner.icons,
    });
  }
  if (node.link) {
    seed.linkType = node.link.type;
    if (node.link.type === "external") seed.externalLink = node.link.target;
    else seed.internalLink = node.link.target;
    seed.linkNewTab = node.link.newTab ?? false;
  }
  flat.push(seed);
  (node.children ?? []).forEach((child, i) => flatten(child, node.key, level + 1, i, inMain));
}

function wrap(text: Translated): Translated {
  return { "en-GB": `<p>${text["en-GB"]}</p>`, "pl-PL": `<p>${text["pl-PL"]}</p>`, "de-DE": `<p>${text["de-DE"]}</p>` };
}

flatten(main, null, 1, 0, true);
flatten(footer, null, 1, 1, false);
flatten(service, null, 1, 2, false);

export const categories: CategorySeed[] = flat;
export const categoryMotifs: MotifSeed[] = bannerMotifs;
export const navigation = { main: main.key, footer: footer.key, service: service.key };

const categoryKeys = new Set(flat.map((c) => c.key));

/** Checks a category key exists (used by the product helpers). */
export function category(key: string): string {
  if (!categoryKeys.has(key)) throw new Error(`unknown category ${key}`);
  return key;
}
