import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDefinition, type EntityDefinition } from "../../src/dal/definition.js";
import { walk } from "../../src/dal/output.js";
import "../../src/modules/index.js";
import { LANGUAGE } from "../helpers.js";
import { createTestApp, firstError, type TestApp } from "../helpers.js";

/**
 * H1 (issue 12): an entity's non-public fields are never output, filtered, sorted or aggregated on, through any path
 * (direct, association, includes), and every association reaches only what its target shows in the store (pending
 * reviews, inactive products, private media). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
const id = () => randomBytes(16).toString("hex");
const PENDING_TITLE = "zqxpending secret title";
const SECRET_EMAIL = "victim-reviewer@example.com";
let reviewed: string; // a visible product whose only review is pending (5 points)
let other: string; // a visible product whose only review is approved (1 point)
let customerId: string;

async function productsWithoutReviews(): Promise<string[]> {
  const rows = await sql<{
    id: string;
  }>`SELECT p.id FROM product p WHERE p.active = 1 AND p.visibility >= 30 AND p.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM product_review r WHERE r.product_id = p.id) ORDER BY p.product_number LIMIT 2`.execute(
    t.db,
  );
  return rows.rows.map((r) => r.id);
}

async function addReview(
  productId: string,
  values: { title: string; points: number; status: number; email: string; customer: string | null },
) {
  const channel = (await sql<{ id: string }>`SELECT id FROM sales_channel LIMIT 1`.execute(t.db)).rows[0].id;
  await sql`INSERT INTO product_review (id, product_id, customer_id, sales_channel_id, language_id, external_user, external_email, title, content, points, status, created_at) VALUES (${id()}, ${productId}, ${values.customer}, ${channel}, ${LANGUAGE.en}, ${"Reviewer"}, ${values.email}, ${values.title}, ${"text"}, ${values.points}, ${values.status}, ${new Date().toISOString()})`.execute(
    t.db,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [reviewed, other] = await productsWithoutReviews();
  customerId = id();
  await addReview(reviewed, { title: PENDING_TITLE, points: 5, status: 0, email: SECRET_EMAIL, customer: customerId });
  await addReview(other, { title: "approved one", points: 1, status: 1, email: SECRET_EMAIL, customer: customerId });
});
afterAll(async () => t?.close());

const post = (url: string, body: unknown) => t.api("POST", url, { body });
type Listing = {
  total: number;
  elements: Record<string, unknown>[];
  aggregations: Record<
    string,
    { buckets?: { key: string }[]; entities?: { id: string; title?: string }[]; count?: number }
  >;
};

describe("H1: the reported exploit", () => {
  it("product reviews through the association carry neither externalEmail nor customerId, and no pending review", async () => {
    const response = await post("/product", { limit: 100, associations: { productReviews: {} } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET_EMAIL);
    expect(response.body).not.toContain(customerId);
    expect(response.body).not.toContain(PENDING_TITLE);
    const reviews: Record<string, unknown>[] = [];
    walk(response.json(), (object) => {
      if (object.apiAlias === "product_review") reviews.push(object);
    });
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review).not.toHaveProperty("externalEmail");
      expect(review).not.toHaveProperty("customerId");
    }
  });

  it("a prefix filter on productReviews.title does not count pending reviews (no letter-by-letter reading)", async () => {
    for (const prefix of ["zqx", "zqxpending", PENDING_TITLE]) {
      const body = (
        await post("/product", { limit: 1, filter: [{ type: "prefix", field: "productReviews.title", value: prefix }] })
      ).json() as Listing;
      expect(body.total, prefix).toBe(0);
    }
    // The same filter does find approved reviews.
    const approved = (
      await post("/product", {
        limit: 1,
        filter: [{ type: "equals", field: "productReviews.title", value: "approved one" }],
      })
    ).json() as Listing;
    expect(approved.total).toBe(1);
  });
});

describe("H1: association visibility on every path", () => {
  // Each criteria is limited to the product whose only review is pending: any match means the pending one counted.
  const pendingPaths: [string, Record<string, unknown>][] = [
    ["filter equals", { filter: [{ type: "equals", field: "productReviews.title", value: PENDING_TITLE }] }],
    ["filter contains", { filter: [{ type: "contains", field: "productReviews.title", value: "pending secret" }] }],
    [
      "filter range on points",
      { filter: [{ type: "range", field: "productReviews.points", parameters: { gte: 4.5 } }] },
    ],
    ["post-filter", { "post-filter": [{ type: "equals", field: "productReviews.status", value: false }] }],
    [
      "nested multi",
      {
        filter: [
          {
            type: "multi",
            operator: "and",
            queries: [{ type: "equals", field: "productReviews.status", value: false }],
          },
        ],
      },
    ],
  ];
  it.each(pendingPaths)("%s through productReviews finds nothing pending", async (_label, criteria) => {
    const body = (await post("/product", { ids: [reviewed], ...criteria })).json() as Listing;
    expect(body.total).toBe(0);
  });

  it("a sort by productReviews.points ignores pending reviews", async () => {
    const body = (
      await post("/product", { ids: [reviewed, other], sort: [{ field: "productReviews.points", order: "DESC" }] })
    ).json() as Listing;
    // Counting the pending 5 would put `reviewed` first; without it, `reviewed` has no visible review (sorts as null).
    expect(body.elements.map((e) => e.id)).toEqual([other, reviewed]);
  });

  it("terms, count, max and entity aggregations through productReviews see only visible reviews", async () => {
    const body = (
      await post("/product", {
        ids: [reviewed, other],
        aggregations: [
          { name: "titles", type: "terms", field: "productReviews.title" },
          { name: "count", type: "count", field: "productReviews.id" },
          { name: "max", type: "max", field: "productReviews.points" },
          { name: "reviews", type: "entity", field: "productReviews.id", definition: "product_review" },
          { name: "status", type: "terms", field: "productReviews.status" },
        ],
      })
    ).json() as Listing & { aggregations: Record<string, { max?: number }> };
    expect(body.aggregations.titles.buckets?.map((b) => b.key)).toEqual(["approved one"]);
    expect(body.aggregations.count.count).toBe(1);
    expect(body.aggregations.max.max).toBe(1);
    expect(body.aggregations.reviews.entities?.map((e) => e.title)).toEqual(["approved one"]);
    expect(body.aggregations.status.buckets?.map((b) => b.key)).toEqual(["1"]);
  });

  it("an inactive variant is not reachable through children (output, filter, aggregation)", async () => {
    const row = (
      await sql<{
        id: string;
        parent_id: string;
        product_number: string;
      }>`SELECT c.id, c.parent_id, c.product_number FROM product c JOIN product p ON p.id = c.parent_id WHERE p.active = 1 AND p.visibility >= 30 ORDER BY c.product_number LIMIT 1`.execute(
        t.db,
      )
    ).rows[0];
    await sql`UPDATE product SET active = 0 WHERE id = ${row.id}`.execute(t.db);
    const loaded = (await post("/product", { ids: [row.parent_id], associations: { children: {} } })).json() as Listing;
    expect(JSON.stringify(loaded)).not.toContain(row.product_number);
    const filtered = (
      await post("/product", {
        filter: [{ type: "equals", field: "children.productNumber", value: row.product_number }],
      })
    ).json() as Listing;
    expect(filtered.total).toBe(0);
    const aggregated = (
      await post("/product", {
        ids: [row.parent_id],
        aggregations: [{ name: "n", type: "terms", field: "children.productNumber" }],
      })
    ).json() as Listing;
    expect(aggregated.aggregations.n.buckets?.map((b) => b.key)).not.toContain(row.product_number);
    await sql`UPDATE product SET active = 1 WHERE id = ${row.id}`.execute(t.db);
  });

  it("a private medium is not reachable through a to-one association (manufacturer.media)", async () => {
    const row = (
      await sql<{
        product: string;
        media: string;
        file_name: string;
      }>`SELECT p.id AS product, m.id AS media, m.file_name FROM product p JOIN product_manufacturer pm ON pm.id = p.manufacturer_id JOIN media m ON m.id = pm.media_id WHERE p.active = 1 AND p.visibility >= 30 LIMIT 1`.execute(
        t.db,
      )
    ).rows[0];
    expect(row).toBeDefined();
    await sql`UPDATE media SET private = 1 WHERE id = ${row.media}`.execute(t.db);
    const loaded = (
      await post("/product", { ids: [row.product], associations: { manufacturer: { associations: { media: {} } } } })
    ).json() as Listing;
    expect((loaded.elements[0].manufacturer as Record<string, unknown>).media).toBeNull();
    const filtered = (
      await post("/product", {
        ids: [row.product],
        filter: [{ type: "equals", field: "manufacturer.media.fileName", value: row.file_name }],
      })
    ).json() as Listing;
    expect(filtered.total).toBe(0);
    // An entity aggregation naming the target definition reads it through the same restrictions.
    const aggregated = (
      await post("/product", {
        ids: [row.product],
        aggregations: [{ name: "m", type: "entity", field: "manufacturer.mediaId", definition: "media" }],
      })
    ).json() as Listing;
    expect(aggregated.aggregations.m.entities).toEqual([]);
    await sql`UPDATE media SET private = 0 WHERE id = ${row.media}`.execute(t.db);
  });
});

/** Every entity reachable from the product root (breadth first, up to three hops) with the path that reaches it. */
function reachable(root: string, depth: number): { path: string[]; definition: EntityDefinition }[] {
  const out: { path: string[]; definition: EntityDefinition }[] = [{ path: [], definition: getDefinition(root) }];
  const seen = new Set([root]);
  let frontier = out.slice();
  for (let d = 0; d < depth; d += 1) {
    const next: typeof out = [];
    for (const { path, definition } of frontier) {
      for (const [name, association] of Object.entries(definition.associations)) {
        // notHeld associations have no rows (a filter through them matches nothing or reads NULL) and computed ones
        // cannot be filtered at all: neither can tell anything about a target's rows.
        if (association.kind === "notHeld" || association.kind === "computed") continue;
        if (seen.has(association.entity)) continue;
        seen.add(association.entity);
        next.push({ path: [...path, name], definition: getDefinition(association.entity) });
      }
    }
    out.push(...next);
    frontier = next;
  }
  return out;
}

const nested = (path: string[]): Record<string, unknown> =>
  path.length === 0 ? {} : { [path[0]]: { associations: nested(path.slice(1)) } };

describe("H1: non-public fields, table-driven over every entity reachable from /product", () => {
  const cases = reachable("product", 3).flatMap(({ path, definition }) =>
    Object.entries(definition.fields)
      .filter(([, field]) => field.internal)
      .map(([name]) => ({
        entity: definition.name,
        alias: definition.apiAlias,
        path,
        field: name,
        dotted: [...path, name].join("."),
      })),
  );

  it("the table covers the reported fields (a review's externalEmail and customerId)", () => {
    const names = cases.map((c) => `${c.entity}.${c.field}`);
    expect(names).toContain("product_review.externalEmail");
    expect(names).toContain("product_review.customerId");
  });

  it.each(cases.map((c) => [c.dotted, c] as const))(
    "%s: refused as filter, post-filter, sort and aggregation; never output, not even when included",
    async (_label, c) => {
      const refusals: [string, unknown][] = [
        ["filter", { filter: [{ type: "equals", field: c.dotted, value: "x" }] }],
        ["prefix", { filter: [{ type: "prefix", field: c.dotted, value: "a" }] }],
        ["post-filter", { "post-filter": [{ type: "equals", field: c.dotted, value: "x" }] }],
        ["sort", { sort: [{ field: c.dotted, order: "ASC" }] }],
        ["terms", { aggregations: [{ name: "a", type: "terms", field: c.dotted }] }],
        ["max", { aggregations: [{ name: "a", type: "max", field: c.dotted }] }],
      ];
      for (const [label, criteria] of refusals) {
        const response = await post("/product", { limit: 1, ...(criteria as object) });
        expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(firstError(response).code).toBe("FRAMEWORK__ACCESSOR_NOT_ALLOWED");
      }
      const loaded = await post("/product", {
        limit: 25,
        associations: nested(c.path),
        includes: { [c.alias]: [c.field, "id"] },
      });
      expect(loaded.statusCode).toBe(200);
      walk(loaded.json(), (object) => {
        if (object.apiAlias === c.alias) expect(object, c.dotted).not.toHaveProperty(c.field);
      });
    },
  );

  it("the reviews route refuses a review's non-public fields too (the review as root)", async () => {
    for (const field of ["externalEmail", "customerId"]) {
      const response = await post(`/product/${other}/reviews`, {
        filter: [{ type: "equals", field, value: SECRET_EMAIL }],
      });
      expect(response.statusCode).toBe(400);
      expect(firstError(response).code).toBe("FRAMEWORK__ACCESSOR_NOT_ALLOWED");
    }
    const body = await post(`/product/${other}/reviews`, {
      includes: { product_review: ["externalEmail", "customerId", "title"] },
    });
    expect(body.body).not.toContain(SECRET_EMAIL);
    expect(body.body).not.toContain(customerId);
    expect(body.body).toContain("approved one");
  });
});
