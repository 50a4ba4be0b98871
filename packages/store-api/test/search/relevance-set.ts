/**
 * The search relevance set: queries a shopper types, per language, with the demo catalogue's products they expect
 * among the first five results (named by their en-GB name). Checked by search-relevance.test.ts and reported as
 * recall@5 by `npm run bench`. Queries are what people type — singular and plural, inflected Polish and German
 * forms, parts of compounds, partial words, hyphenated names without the hyphen, brands and category words — not
 * tuned to the engine; a query fails when any expected product is missing from the top five.
 */
export type RelevanceLocale = "en-GB" | "pl-PL" | "de-DE";

export interface RelevanceQuery {
  query: string;
  expected: string[];
}

const TEA = ["Organic Sencha Green Tea 100 g", "Earl Grey Loose Tea 250 g"];
const SOCKS = ["Merino Socks", "Everyday Socks, 6-Pack"];
const EBOOKS = ["The Quiet Garden (E-book)", "Weekend Projects with TypeScript (E-book)"];
const PLUSH = ["Unicorn Plush", "Panda Plush", "Sloth Plush"];
const COOKBOOKS = ["Pierogi & More: Polish Home Cooking", "The Sourdough Book", "Coffee at Home"];
const BALLS = ["Match Football, Size 5", "Outdoor Basketball", "Beach Volleyball", "Tennis Balls, 4-Pack"];
const WIRELESS = ['Wireless Headphones "Calm"', "Ergonomic Wireless Mouse", "Wireless Game Controller"];
const PANS = ["Cast Iron Skillet 26 cm", "Paella Pan 34 cm"];

export const RELEVANCE_SET: Record<RelevanceLocale, RelevanceQuery[]> = {
  "en-GB": [
    { query: "shirt", expected: ["Organic Basic T-Shirt", "Striped Breton Shirt", "Linen Shirt"] },
    { query: "t-shirt", expected: ["Organic Basic T-Shirt"] },
    { query: "tshirt", expected: ["Organic Basic T-Shirt"] },
    { query: "socks", expected: SOCKS },
    { query: "sock", expected: SOCKS },
    { query: "tea", expected: [...TEA, "Bubble Tea Kit"] },
    { query: "teapot", expected: ["Ceramic Teapot"] },
    { query: "teapots", expected: ["Ceramic Teapot"] },
    { query: "mugs", expected: ["Stoneware Mug"] },
    { query: "leather bag", expected: ["Leather Handbag"] },
    { query: "backpack", expected: ["City Backpack 20 l"] },
    { query: "boots", expected: ["Trail Hiking Boots", "Lined Winter Boots"] },
    { query: "hiking", expected: ["Trail Hiking Boots"] },
    { query: "sunglasses", expected: ["Classic Sunglasses"] },
    { query: "glasses", expected: ["Reading Glasses", "Classic Sunglasses", "Wine Glasses, Set of 2"] },
    { query: "coffee", expected: ["House Blend Coffee Beans 500 g", "Coffee at Home"] },
    { query: "chocolate", expected: ["Dark Chocolate 72 %"] },
    { query: "honey", expected: ["Heather Honey 500 g", "Oat & Honey Cookies", "Honey Body Lotion"] },
    { query: "plush", expected: PLUSH },
    { query: "teddy", expected: ["Classic Teddy Bear"] },
    { query: "yoyo", expected: ["Wooden Yo-Yo"] },
    { query: "yo-yo", expected: ["Wooden Yo-Yo"] },
    { query: "headphones", expected: ['Wireless Headphones "Calm"'] },
    { query: "wireless", expected: WIRELESS },
    { query: "pixel forge keyboard", expected: ["Mechanical Keyboard"] },
    { query: "bergkamm tent", expected: ["Trekking Tent for 2"] },
    { query: "honigwerk chocolate", expected: ["Dark Chocolate 72 %"] },
    { query: "cookbook", expected: COOKBOOKS },
    { query: "sourdough", expected: ["Rye Sourdough Bread 1 kg", "The Sourdough Book"] },
    { query: "skates", expected: ["Retro Roller Skates", "Figure Ice Skates"] },
    { query: "ebook", expected: EBOOKS },
    { query: "scissors", expected: ["Brass Desk Scissors"] },
    { query: "typescript", expected: ["Weekend Projects with TypeScript (E-book)"] },
    { query: "flashlight", expected: ["Rechargeable Flashlight"] },
    { query: "seeds", expected: ["Giant Sunflower Seeds", 'Tomato Seeds "Ox Heart"', "Carrot Seed Tape"] },
  ],
  "pl-PL": [
    { query: "koszulka", expected: ["Striped Breton Shirt", "Recycled Sports Tank Top"] },
    { query: "koszulki", expected: ["Striped Breton Shirt", "Recycled Sports Tank Top"] },
    { query: "t-shirt", expected: ["Organic Basic T-Shirt"] },
    { query: "herbata", expected: [...TEA, "Ceramic Teapot"] },
    { query: "herbaty", expected: [...TEA, "Ceramic Teapot"] },
    { query: "dzbanek", expected: ["Ceramic Teapot"] },
    { query: "kubek", expected: ["Stoneware Mug"] },
    { query: "kubki", expected: ["Stoneware Mug"] },
    { query: "skarpety", expected: SOCKS },
    { query: "skarpetki", expected: SOCKS },
    { query: "plecak", expected: ["City Backpack 20 l"] },
    { query: "plecaki", expected: ["City Backpack 20 l"] },
    { query: "czekolada", expected: ["Dark Chocolate 72 %"] },
    { query: "czekolady", expected: ["Dark Chocolate 72 %"] },
    { query: "miód", expected: ["Heather Honey 500 g"] },
    { query: "kawa", expected: ["House Blend Coffee Beans 500 g", "Coffee at Home"] },
    { query: "słuchawki", expected: ['Wireless Headphones "Calm"'] },
    { query: "sluchawki", expected: ['Wireless Headphones "Calm"'] },
    { query: "mysz", expected: ["Ergonomic Wireless Mouse"] },
    { query: "klawiatura", expected: ["Mechanical Keyboard"] },
    { query: "bezprzewodowa", expected: WIRELESS },
    { query: "pluszaki", expected: [...PLUSH, "Classic Teddy Bear"] },
    { query: "miś", expected: ["Classic Teddy Bear"] },
    { query: "drewniane", expected: ["Wooden Chess Set", "Wooden Yo-Yo", "Wooden Abacus", "Wooden Sledge"] },
    { query: "rower", expected: ['City Bike "Spree"'] },
    { query: "namiot", expected: ["Trekking Tent for 2"] },
    { query: "latarka", expected: ["Rechargeable Flashlight"] },
    { query: "piłki", expected: BALLS },
    { query: "ebook", expected: EBOOKS },
    { query: "nasiona", expected: ["Giant Sunflower Seeds", 'Tomato Seeds "Ox Heart"', "Carrot Seed Tape"] },
    { query: "patelnia", expected: PANS },
    { query: "patelnie", expected: PANS },
    { query: "okulary", expected: ["Classic Sunglasses", "Reading Glasses"] },
    { query: "wisła garnek", expected: ["Stainless Steel Stock Pot 5 l"] },
    { query: "książki kucharskie", expected: COOKBOOKS },
  ],
  "de-DE": [
    { query: "tee", expected: [...TEA, "Yerba Mate with Gourd", "Ceramic Teapot"] },
    { query: "teekanne", expected: ["Ceramic Teapot"] },
    { query: "kanne", expected: ["Ceramic Teapot"] },
    { query: "teekannen", expected: ["Ceramic Teapot"] },
    { query: "shirt", expected: ["Organic Basic T-Shirt", "Striped Breton Shirt"] },
    { query: "t-shirt", expected: ["Organic Basic T-Shirt"] },
    { query: "socken", expected: SOCKS },
    { query: "rucksack", expected: ["City Backpack 20 l"] },
    { query: "rucksäcke", expected: ["City Backpack 20 l"] },
    { query: "stiefel", expected: ["Trail Hiking Boots", "Lined Winter Boots"] },
    { query: "ledertasche", expected: ["Leather Handbag", "Leather Briefcase"] },
    { query: "becher", expected: ["Stoneware Mug"] },
    { query: "kaffee", expected: ["House Blend Coffee Beans 500 g", "Coffee at Home"] },
    { query: "kaffeebohnen", expected: ["House Blend Coffee Beans 500 g"] },
    { query: "bohnen", expected: ["House Blend Coffee Beans 500 g"] },
    { query: "schokolade", expected: ["Dark Chocolate 72 %"] },
    { query: "honig", expected: ["Heather Honey 500 g", "Oat & Honey Cookies", "Honey Body Lotion"] },
    { query: "kekse", expected: ["Oat & Honey Cookies", "Fortune Cookies, 12 pieces"] },
    { query: "keks", expected: ["Oat & Honey Cookies", "Fortune Cookies, 12 pieces"] },
    { query: "kuscheltier", expected: PLUSH },
    { query: "kuscheltiere", expected: PLUSH },
    { query: "teddy", expected: ["Classic Teddy Bear"] },
    { query: "kopfhörer", expected: ['Wireless Headphones "Calm"'] },
    { query: "maus", expected: ["Ergonomic Wireless Mouse"] },
    { query: "tastatur", expected: ["Mechanical Keyboard"] },
    { query: "zelt", expected: ["Trekking Tent for 2"] },
    { query: "taschenlampe", expected: ["Rechargeable Flashlight"] },
    { query: "lampe", expected: ["Rechargeable Flashlight", "Smart LED Bulb E27"] },
    { query: "pfanne", expected: PANS },
    { query: "pfannen", expected: PANS },
    { query: "e-book", expected: EBOOKS },
    { query: "schal", expected: ["Chunky Knit Scarf"] },
    { query: "handschuhe", expected: ["Leather Gloves", "Boxing Gloves 12 oz"] },
    { query: "samen", expected: ["Giant Sunflower Seeds", 'Tomato Seeds "Ox Heart"'] },
    { query: "kochbuch", expected: COOKBOOKS },
  ],
};

/** recall@k of one ranked list: the share of the expected products found in its first k entries. */
export function recallAt(k: number, ranked: string[], expected: string[]): number {
  const top = new Set(ranked.slice(0, k));
  return expected.filter((name) => top.has(name)).length / expected.length;
}

export interface RankedHit {
  id: string;
  parentId?: string | null;
}

/** Runs every query of a locale through `search` and names each hit by its product's en-GB name. */
export async function runRelevance(
  locale: RelevanceLocale,
  search: (locale: RelevanceLocale, query: string) => Promise<RankedHit[]>,
  nameOf: (productId: string) => string | undefined,
): Promise<{ query: string; expected: string[]; top: string[]; recall: number }[]> {
  const out = [];
  for (const { query, expected } of RELEVANCE_SET[locale]) {
    const hits = await search(locale, query);
    const top = hits.slice(0, 5).map((hit) => nameOf(hit.parentId ?? hit.id) ?? hit.id);
    out.push({ query, expected, top, recall: recallAt(5, top, expected) });
  }
  return out;
}
