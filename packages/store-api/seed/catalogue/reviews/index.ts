import { createRandom } from "../random.js";
import type { Locale, ProductSeed, ReviewSeed } from "../types.js";
import { closers, type Group, type Mood, openers, remarks, replies, reviewers, titles } from "./phrases.js";

function groupOf(product: ProductSeed): Group {
  if (product.downloads?.length) return "digital";
  const main = product.categories[0];
  if (
    main.startsWith("cat.clothing") ||
    main.startsWith("cat.shoes") ||
    main === "cat.bags" ||
    main === "cat.hats" ||
    main === "cat.accessories"
  )
    return "wear";
  if (main.startsWith("cat.home")) return "home";
  if (main.startsWith("cat.food")) return "food";
  if (main.startsWith("cat.garden")) return "garden";
  if (main.startsWith("cat.toys")) return "toys";
  if (main.startsWith("cat.sports")) return "sports";
  if (main.startsWith("cat.books")) return "books";
  return "tech";
}

const moodOf = (points: number): Mood => (points >= 4 ? "good" : points === 3 ? "mixed" : "bad");

function ascii(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

/**
 * Deterministic demo reviews: topsellers get 5–8, other physical products 0–3, downloads 1–3. Ratings lean
 * positive; one review in ten carries a shop reply; a handful await approval (status false).
 */
export function generateReviews(products: ProductSeed[], seed = 20261121): ReviewSeed[] {
  const random = createRandom(seed);
  const pickOf = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const reviews: ReviewSeed[] = [];
  let counter = 0;
  for (const product of products) {
    const count = product.markAsTopseller ? 5 + Math.floor(random() * 4) : Math.floor(random() * 4);
    const group = groupOf(product);
    for (let i = 0; i < count; i++) {
      const roll = random();
      const lang: Locale = roll < 0.45 ? "en-GB" : roll < 0.75 ? "de-DE" : "pl-PL";
      const r = random();
      const points = r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
      const mood = moodOf(points);
      const name = pickOf(reviewers[lang]);
      counter++;
      const review: ReviewSeed = {
        key: `rev.${String(counter).padStart(3, "0")}`,
        product: product.key,
        language: lang,
        title: pickOf(titles[lang][points]),
        content: [pickOf(openers[lang][mood]), pickOf(remarks[lang][group][mood]), pickOf(closers[lang][mood])].join(
          " ",
        ),
        points,
        status: true,
        externalUser: name,
        externalEmail: `${ascii(name)}${counter}@example.com`,
        daysAgo: 1 + Math.floor(random() * 400),
      };
      if (random() < 0.1 || points <= 2) {
        if (random() < 0.6) review.comment = pickOf(replies[lang][mood]);
      }
      reviews.push(review);
    }
  }
  // A few fresh reviews still waiting for approval.
  for (const [i, index] of [3, 17, 42, 77, 120, 151].entries()) {
    const product = products[index % products.length];
    reviews.push({
      key: `rev.pending.${i + 1}`,
      product: product.key,
      language: (["en-GB", "de-DE", "pl-PL"] as const)[i % 3],
      title: ["Arrived today", "Gerade angekommen", "Właśnie dotarło"][i % 3],
      content: [
        "First impression is very good, I will write more after a few weeks of use.",
        "Erster Eindruck ist sehr gut, ich schreibe nach ein paar Wochen mehr dazu.",
        "Pierwsze wrażenie bardzo dobre, napiszę więcej po kilku tygodniach używania.",
      ][i % 3],
      points: 4,
      status: false,
      externalUser: ["Ben N.", "Tim E.", "Ewa R."][i % 3],
      externalEmail: `pending${i + 1}@example.com`,
      daysAgo: 0,
    });
  }
  return reviews;
}
