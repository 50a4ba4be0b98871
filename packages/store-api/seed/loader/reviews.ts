import { languageId } from "../ids.js";
import type { Catalogue } from "../catalogue/types.js";
import { SALES_CHANNEL_ID } from "../reference.js";
import type { SeedWriter } from "../writer.js";
import type { KeyRegistry, SeedClock } from "./keys.js";
import type { LoadedProduct } from "./products.js";

/** The display group (parent or simple product key) of every product key, variants included. */
function groupOf(products: LoadedProduct[]): Map<string, string> {
  return new Map(products.map((product) => [product.key, product.seed.key]));
}

/** Average points of the approved reviews per display group, as Shopware's ratingAverage. */
export function ratingAverages(catalogue: Catalogue, products: LoadedProduct[]): Map<string, number> {
  const groups = groupOf(products);
  const points = new Map<string, number[]>();
  for (const review of catalogue.reviews) {
    if (!review.status) continue;
    const group = groups.get(review.product);
    if (!group) throw new Error(`catalogue: review ${review.key} is for unknown product ${review.product}`);
    points.set(group, [...(points.get(group) ?? []), review.points]);
  }
  return new Map(
    [...points].map(([group, list]) => [
      group,
      Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100) / 100,
    ]),
  );
}

export function addReviews(writer: SeedWriter, catalogue: Catalogue, keys: KeyRegistry, clock: SeedClock): void {
  for (const review of catalogue.reviews) {
    const id = keys.id("review", review.key);
    writer.add("product_review", {
      id,
      product_id: keys.id("product", review.product),
      customer_id: null,
      sales_channel_id: SALES_CHANNEL_ID,
      language_id: languageId(review.language),
      external_user: review.externalUser,
      external_email: review.externalEmail,
      title: review.title,
      content: review.content,
      points: review.points,
      status: review.status ? 1 : 0,
      comment: review.comment ?? null,
      // Spread over the day too, so "newest first" has a stable order among reviews of the same day.
      created_at: clock.daysAgo(review.daysAgo, 8 + (Number.parseInt(id.slice(0, 2), 16) % 12)),
    });
  }
}
