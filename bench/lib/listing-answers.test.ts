import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../packages/store-api/src/app.js";
import { DEFAULT_ACCESS_KEY, testConfig } from "../../packages/store-api/src/config.js";
import { createDatabase, dialectOf, type Db } from "../../packages/store-api/src/db/database.js";
import { seedDatabase } from "../../packages/store-api/seed/seed.js";
import { generateCatalogue } from "./catalogue-generator.js";
import type { GeneratedCatalogue } from "./catalogue-plan.js";

/**
 * The product-listing answers on a generated catalogue, byte for byte, against the answers recorded before the
 * listing's speed work (issue 15): every sorting, a few filter sets, two pages, a department and the root. The
 * recorded file holds one hash per request and engine; a change to what the Store API answers shows up as a
 * changed hash (re-record only for an intended change, with `vitest -u`, and say why in the commit).
 */

const url = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString("hex")}`;
let db: Db;
let app: FastifyInstance;
let generated: GeneratedCatalogue;
let root: string;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// The day the answers were recorded. The seed dates "recent" things (release dates, reviews) back from the seeding
// day and the Store API computes isNew from the time of the request, so the answers change every day unless both
// see this day. Only Date is replaced: timers, sockets and the database's own clock run as usual.
const RECORDED_ON = new Date("2026-11-27T12:00:00Z");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: RECORDED_ON, shouldAdvanceTime: true });
  if (url) {
    await admin(`CREATE SCHEMA ${schema}`);
    db = createDatabase({ databaseUrl: url, schema, poolMax: 4 });
  } else db = createDatabase({ sqlitePath: ":memory:" });
  await seedDatabase(db, { storefrontUrls: ["http://127.0.0.1:3000"], schema: url ? schema : undefined });
  generated = await generateCatalogue(db, { products: 600 });
  const channel = await db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow();
  root = String(channel.navigation_category_id);
  app = await buildApp({ db, config: testConfig({ storefrontUrls: ["http://127.0.0.1:3000"] }) });
}, 300_000);

afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await db?.destroy();
  if (url) await admin(`DROP SCHEMA ${schema} CASCADE`);
});

const SORTINGS = ["name-asc", "name-desc", "price-asc", "price-desc", "topseller"];

describe("product-listing answers on a generated catalogue", () => {
  it("are the recorded ones for every sorting, filter set and page", async () => {
    const filterSets: Record<string, Record<string, unknown>> = {
      plain: {},
      property: { properties: generated.departmentOptionId },
      price: { "min-price": 10, "max-price": 60 },
      "shipping-free": { "shipping-free": true },
      reduced: { properties: generated.departmentOptionId, "reduce-aggregations": 1 },
    };
    const answers: Record<string, string> = {};
    for (const [category, categoryId] of [
      ["department", generated.departmentId],
      ["root", root],
    ])
      for (const [set, filters] of Object.entries(filterSets))
        for (const order of SORTINGS)
          for (const p of [1, 2]) {
            if (category === "root" && set !== "plain" && p === 2) continue;
            const response = await app.inject({
              method: "POST",
              url: `/store-api/product-listing/${categoryId}`,
              headers: { "sw-access-key": DEFAULT_ACCESS_KEY, "content-type": "application/json" },
              payload: JSON.stringify({ ...filters, order, p }),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
            answers[`${category} ${set} ${order} p${p}`] =
              `${response.body.length} ${createHash("sha256").update(response.body).digest("hex").slice(0, 16)}`;
          }
    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot(
      `__snapshots__/listing-answers.${dialectOf(db)}.json`,
    );
  }, 600_000);
});
