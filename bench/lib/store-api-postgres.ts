import pg from "pg";
import { createDatabase } from "../../packages/store-api/src/db/database.js";
import { seedDatabase } from "../../packages/store-api/seed/seed.js";
import { flag, numberOption } from "./args.js";
import { generateCatalogue } from "./catalogue-generator.js";
import { generatedCatalogue } from "./catalogue-plan.js";
import {
  measureCatalogue,
  medianOfRounds,
  productCount,
  type StoreApiOptions,
  type StoreApiReport,
  type StoreApiRow,
} from "./store-api-measure.js";
import type { Plan } from "./store-api-operations.js";
import { BENCH_STOREFRONT_URL, buyableProductId } from "./store-api-session.js";

/**
 * The generated catalogues on PostgreSQL (--database-url=postgres://…, issue 17's growth figure): per size a schema
 * with the demo shop seeded and the catalogue generated into it, then every operation measured against a backend on
 * that schema. The demo catalogue alone is not measured here.
 *
 * - Schemas are dropped at the end; --keep-schema keeps them, named bench_<size> (a 1,000,000-product catalogue takes
 *   minutes to make and GBs to keep), and --reuse-schema measures a kept bench_<size> again without generating.
 * - --rounds N measures every catalogue N times, alternating (50,000, 1,000,000, 50,000, …), so both sizes meet the
 *   same load on a shared machine; each row is then the rounds' median (store-api-measure.ts medianOfRounds).
 */
export async function benchPostgres(
  databaseUrl: string,
  options: StoreApiOptions,
): Promise<Pick<StoreApiReport, "results" | "generation">> {
  const keep = flag("keep-schema") || flag("reuse-schema");
  const prepared: Prepared[] = [];
  try {
    for (const size of options.catalogues) prepared.push(await prepare(databaseUrl, size, keep));
    const rows: StoreApiRow[] = [];
    const rounds = numberOption("rounds", 1);
    for (let round = 1; round <= rounds; round++) {
      for (const c of prepared) {
        if (rounds > 1) console.log(`round ${round} of ${rounds}: ${c.size.toLocaleString("en-GB")} products`);
        const label = `demo+${c.size.toLocaleString("en-GB")} generated, PostgreSQL`;
        const database = { databaseUrl, schema: c.schema };
        rows.push(...(await measureCatalogue(database, label, c.products, c.plan, options.limits, options.serial)));
      }
    }
    const generation = prepared.map(({ size, schema, seconds, bytes }) => ({ products: size, schema, seconds, bytes }));
    return { results: medianOfRounds(rows), generation };
  } finally {
    for (const c of prepared) {
      if (keep) console.log(`  kept schema ${c.schema} (${gb(c.bytes)})`);
      else await admin(databaseUrl, `DROP SCHEMA IF EXISTS ${c.schema} CASCADE`);
    }
  }
}

interface Prepared {
  size: number;
  schema: string;
  plan: Plan;
  products: number;
  /** Seconds the generation took (seed excluded); absent for a reused schema. */
  seconds?: number;
  /** The schema's tables with their indexes and TOAST. */
  bytes: number;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

async function admin<R>(databaseUrl: string, statement: string, schema?: string): Promise<R[]> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    return (await client.query(statement)).rows as R[];
  } finally {
    await client.end();
  }
}

async function prepare(databaseUrl: string, size: number, keep: boolean): Promise<Prepared> {
  const schema = keep ? `bench_${size}` : `bench_${size}_${Date.now().toString(36)}`;
  const exists = await admin(databaseUrl, `SELECT 1 FROM pg_namespace WHERE nspname = '${schema}'`);
  const sizeOf = async () =>
    Number(
      (
        await admin<{ b: string }>(
          databaseUrl,
          `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS b FROM pg_class AS c
            WHERE c.relnamespace = '${schema}'::regnamespace AND c.relkind IN ('r', 'm')`,
        )
      )[0].b,
    );
  const db = createDatabase({ databaseUrl, schema, poolMax: 2 });
  try {
    const productId = async () => buyableProductId(db);
    if (exists.length && flag("reuse-schema")) {
      console.log(`measuring the kept schema ${schema} again (--reuse-schema)`);
      const plan = planOf(size, await productId());
      return { size, schema, plan, products: await productCount(db), bytes: await sizeOf() };
    }
    if (exists.length)
      throw new Error(`schema ${schema} exists: --reuse-schema measures it again, or drop it to generate afresh`);
    await admin(databaseUrl, `CREATE SCHEMA ${schema}`);
    console.log(`seeding the demo shop into PostgreSQL ${new URL(databaseUrl).host}, schema ${schema}`);
    await seedDatabase(db, { storefrontUrls: [BENCH_STOREFRONT_URL], schema });
    await db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
    await db.insertInto("system_config").values({ key: "core.cart.lineItemAddLimit", value: "0" }).execute();
    console.log(`generating ${size} products`);
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
    await generateCatalogue(db, { products: size, log: (line) => console.log(`${line} (${seconds()} s)`) });
    // Fresh planner statistics, as autovacuum would gather them shortly after a bulk import: this schema's tables
    // only (a bare ANALYZE would wait for another catalogue still being generated in the same database).
    const tables = await admin<{ t: string }>(
      databaseUrl,
      `SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = '${schema}'`,
    );
    await admin(databaseUrl, `ANALYZE ${tables.map((t) => t.t).join(", ")}`, schema);
    const took = (Date.now() - started) / 1000;
    const bytes = await sizeOf();
    console.log(`  done in ${took.toFixed(1)} s; schema ${schema} holds ${gb(bytes)}`);
    return {
      size,
      schema,
      plan: planOf(size, await productId()),
      products: await productCount(db),
      seconds: took,
      bytes,
    };
  } finally {
    await db.destroy();
  }
}

function planOf(size: number, productId: string): Plan {
  const generated = generatedCatalogue(size);
  return {
    listingCategoryId: generated.departmentId,
    filter: { properties: generated.departmentOptionId },
    searchTerm: generated.searchTerm,
    variantParentId: generated.parentId,
    productId,
  };
}
