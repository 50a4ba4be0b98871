import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../src/modules/index.js";
import { createTestApp, LANGUAGE, type TestApp } from "./helpers.js";

/**
 * Issue 13 item 4: product cards show how many reviews a product has. Shopware 6.7's product has ratingAverage but no
 * review count, so the storefront asks once per listing page, with a terms aggregation on productReviews.productId
 * inside a filter aggregation on productReviews.status. Shopware's EntityAggregator (parseTermsAggregation) counts
 * COUNT(product.id) over the joined review rows, and the filter aggregation's condition holds per joined review: a
 * bucket's count is the product's number of approved reviews. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

let t: TestApp;
const id = () => randomBytes(16).toString("hex");
let threeApproved: string; // 3 approved reviews and 1 pending
let oneApproved: string; // 1 approved review
let onlyPending: string; // 1 pending review

async function addReview(productId: string, status: 0 | 1) {
  const channel = (await sql<{ id: string }>`SELECT id FROM sales_channel LIMIT 1`.execute(t.db)).rows[0].id;
  await sql`INSERT INTO product_review (id, product_id, customer_id, sales_channel_id, language_id, external_user, external_email, title, content, points, status, created_at) VALUES (${id()}, ${productId}, ${null}, ${channel}, ${LANGUAGE.en}, ${"Reviewer"}, ${"r@example.com"}, ${"Title"}, ${"text"}, ${4}, ${status}, ${new Date().toISOString()})`.execute(
    t.db,
  );
}

const REVIEW_COUNT = {
  name: "reviewCount",
  type: "filter",
  filter: [{ type: "equals", field: "productReviews.status", value: true }],
  aggregation: { name: "reviewCount", type: "terms", field: "productReviews.productId", limit: 100 },
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await sql<{
    id: string;
  }>`SELECT p.id FROM product p WHERE p.active = 1 AND p.visibility >= 30 AND p.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM product_review r WHERE r.product_id = p.id) ORDER BY p.product_number LIMIT 3`.execute(
    t.db,
  );
  [threeApproved, oneApproved, onlyPending] = rows.rows.map((r) => r.id);
  for (const status of [1, 1, 1, 0] as const) await addReview(threeApproved, status);
  await addReview(oneApproved, 1);
  await addReview(onlyPending, 0);
});
afterAll(async () => t?.close());

describe("review counts for a page of product cards: one request, Shopware's bucket counts", () => {
  it("counts each product's approved reviews (joined rows), not 1 per product; products without any have no bucket", async () => {
    const response = await t.api("POST", "/product", {
      body: {
        ids: [threeApproved, oneApproved, onlyPending],
        limit: 1,
        includes: { product: ["id"] },
        aggregations: [REVIEW_COUNT],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { aggregations: Record<string, { buckets: { key: string; count: number }[] }> };
    const counts = Object.fromEntries(
      body.aggregations.reviewCount.buckets.map((bucket) => [bucket.key, bucket.count]),
    );
    expect(counts).toEqual({ [threeApproved]: 3, [oneApproved]: 1 });
  });

  it("a terms aggregation on a to-one key still counts one per product", async () => {
    const response = await t.api("POST", "/product", {
      body: {
        ids: [threeApproved, oneApproved, onlyPending],
        limit: 1,
        aggregations: [{ name: "active", type: "terms", field: "active" }],
      },
    });
    const body = response.json() as { aggregations: Record<string, { buckets: { key: string; count: number }[] }> };
    expect(body.aggregations.active.buckets.map((bucket) => bucket.count)).toEqual([3]);
  });
});
