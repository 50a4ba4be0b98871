/**
 * Vocabulary of the generated catalogue, in the shop's three languages (en-GB, pl-PL, de-DE). Product names combine
 * one word of each list, so every noun occurs in roughly 1/NOUNS.length of the products — a realistic spread for a
 * search term ("shirt" finds a few thousand of 50,000 products, a product number finds one).
 */

export type Word = readonly [en: string, pl: string, de: string];

export const ADJECTIVES: Word[] = [
  ["Classic", "Klasyczny", "Klassisch"],
  ["Modern", "Nowoczesny", "Modern"],
  ["Vintage", "Vintage", "Vintage"],
  ["Everyday", "Codzienny", "Alltags"],
  ["Premium", "Premium", "Premium"],
  ["Light", "Lekki", "Leicht"],
  ["Cosy", "Przytulny", "Gemütlich"],
  ["Rugged", "Wytrzymały", "Robust"],
  ["Compact", "Kompaktowy", "Kompakt"],
  ["Urban", "Miejski", "Urban"],
  ["Nordic", "Nordycki", "Nordisch"],
  ["Coastal", "Nadmorski", "Küsten"],
];

export const MATERIALS: Word[] = [
  ["Linen", "Lniany", "Leinen"],
  ["Cotton", "Bawełniany", "Baumwoll"],
  ["Wool", "Wełniany", "Woll"],
  ["Oak", "Dębowy", "Eichen"],
  ["Bamboo", "Bambusowy", "Bambus"],
  ["Steel", "Stalowy", "Stahl"],
  ["Ceramic", "Ceramiczny", "Keramik"],
  ["Leather", "Skórzany", "Leder"],
  ["Glass", "Szklany", "Glas"],
  ["Recycled", "Z recyklingu", "Recycling"],
];

export const NOUNS: Word[] = [
  ["Shirt", "Koszula", "Hemd"],
  ["Jacket", "Kurtka", "Jacke"],
  ["Sweater", "Sweter", "Pullover"],
  ["Scarf", "Szalik", "Schal"],
  ["Sneaker", "Trampek", "Sneaker"],
  ["Boot", "But", "Stiefel"],
  ["Backpack", "Plecak", "Rucksack"],
  ["Lamp", "Lampa", "Lampe"],
  ["Chair", "Krzesło", "Stuhl"],
  ["Table", "Stół", "Tisch"],
  ["Mug", "Kubek", "Becher"],
  ["Vase", "Wazon", "Vase"],
  ["Blanket", "Koc", "Decke"],
  ["Pillow", "Poduszka", "Kissen"],
  ["Planter", "Donica", "Pflanzkübel"],
  ["Kettle", "Czajnik", "Wasserkocher"],
  ["Puzzle", "Puzzle", "Puzzle"],
  ["Teddy", "Miś", "Teddy"],
  ["Watch", "Zegarek", "Uhr"],
  ["Wallet", "Portfel", "Geldbörse"],
];

export const DEPARTMENTS: Word[] = [
  ["Apparel", "Odzież", "Bekleidung"],
  ["Footwear", "Obuwie", "Schuhe"],
  ["Living", "Salon", "Wohnen"],
  ["Kitchen", "Kuchnia", "Küche"],
  ["Outdoor", "Na zewnątrz", "Outdoor"],
  ["Kids", "Dzieci", "Kinder"],
  ["Travel", "Podróże", "Reisen"],
  ["Gifts", "Prezenty", "Geschenke"],
];

export const SECTIONS: Word[] = [
  ["New in", "Nowości", "Neu"],
  ["Bestsellers", "Bestsellery", "Bestseller"],
  ["Essentials", "Podstawy", "Basics"],
  ["Premium line", "Linia premium", "Premium-Linie"],
  ["Sale", "Wyprzedaż", "Sale"],
  ["Eco", "Eko", "Öko"],
];

export const SHELVES: Word[] = [
  ["Small", "Małe", "Klein"],
  ["Medium", "Średnie", "Mittel"],
  ["Large", "Duże", "Groß"],
  ["Sets", "Zestawy", "Sets"],
];

/** Property groups with their options; the first two are the variant axes. */
export const PROPERTY_GROUPS: { name: Word; displayType: "color" | "text"; options: Word[] }[] = [
  {
    name: ["Colour", "Kolor", "Farbe"],
    displayType: "color",
    options: [
      ["Black", "Czarny", "Schwarz"],
      ["White", "Biały", "Weiß"],
      ["Navy", "Granatowy", "Marine"],
      ["Red", "Czerwony", "Rot"],
      ["Green", "Zielony", "Grün"],
      ["Sand", "Piaskowy", "Sand"],
      ["Grey", "Szary", "Grau"],
      ["Ochre", "Ochra", "Ocker"],
      ["Teal", "Morski", "Petrol"],
      ["Rose", "Różowy", "Rosa"],
      ["Olive", "Oliwkowy", "Oliv"],
      ["Sky", "Błękitny", "Himmelblau"],
    ],
  },
  {
    name: ["Size", "Rozmiar", "Größe"],
    displayType: "text",
    options: [
      ["XS", "XS", "XS"],
      ["S", "S", "S"],
      ["M", "M", "M"],
      ["L", "L", "L"],
      ["XL", "XL", "XL"],
      ["XXL", "XXL", "XXL"],
    ],
  },
  {
    name: ["Material", "Materiał", "Material"],
    displayType: "text",
    options: MATERIALS,
  },
  {
    name: ["Pattern", "Wzór", "Muster"],
    displayType: "text",
    options: [
      ["Plain", "Gładki", "Uni"],
      ["Striped", "W paski", "Gestreift"],
      ["Checked", "W kratę", "Kariert"],
      ["Dotted", "W kropki", "Gepunktet"],
      ["Floral", "Kwiatowy", "Floral"],
    ],
  },
  {
    name: ["Season", "Sezon", "Saison"],
    displayType: "text",
    options: [
      ["Spring", "Wiosna", "Frühling"],
      ["Summer", "Lato", "Sommer"],
      ["Autumn", "Jesień", "Herbst"],
      ["Winter", "Zima", "Winter"],
    ],
  },
];

export const BRAND_PARTS = {
  first: ["North", "Oak", "River", "Stone", "Maple", "Harbor", "Pine", "Bright", "Silver", "Copper", "Iron", "Amber"],
  second: ["works", "& Co", "Studio", "Goods", "Supply", "Craft", "Lab", "House", "Mill", "Trading"],
};
