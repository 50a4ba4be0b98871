import { sql } from "kysely";
import type { Db } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { rebuildKeywordDictionary } from "../src/modules/product/product-search.js";
import { addCatalogue } from "./catalogue-loader.js";
import { seedCustomerGroups } from "./customer-groups.js";
import { DEFAULT_PASSWORD_HASH_COST } from "../src/modules/customer/password.js";
import { seedDemoCustomer } from "./demo-customer.js";
import { seedDemoEngagement } from "./demo-engagement.js";
import { seedDemoOrders } from "./demo-orders.js";
import { seedPromotions } from "./promotions.js";
import { addDomains, addReferenceData, addSalesChannel, SALES_CHANNEL_ID } from "./reference.js";
import { SeedWriter } from "./writer.js";

export interface SeedOptions {
  storefrontUrls: string[];
  /** Progress lines (table name and row count); silent when absent. */
  log?: (line: string) => void;
  /** PostgreSQL schema the database works in, when not the default. */
  schema?: string;
  /** The demo customer's password hash cost (AppConfig.passwordHashCost); the default when absent. */
  passwordHashCost?: number;
}

/** Bumped whenever the seeded data changes shape, so an old database is recognised as stale. */
export const SEED_VERSION = "4";

export type SeedOutcome = "seeded" | "already-seeded";

/** The database was seeded by another version of this code (its demo data has another shape). */
export class StaleSeedError extends Error {}

/**
 * Creates the schema and the demo shop. Idempotent: a database that already holds this seed version only gets its
 * storefront domains refreshed (the origins may differ between runs); delete the database to reseed from scratch.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedOutcome> {
  const log = options.log ?? (() => undefined);
  await migrateToLatest(db, options.schema);
  const marker = await db
    .selectFrom("system_config")
    .select("value")
    .where("key", "=", "seed.version")
    .executeTakeFirst();
  if (marker) {
    if (marker.value !== JSON.stringify(SEED_VERSION))
      throw new StaleSeedError(
        `The database holds seed version ${marker.value}, this code seeds ${SEED_VERSION}; delete the database and seed again.`,
      );
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("sales_channel_domain").where("sales_channel_id", "=", SALES_CHANNEL_ID).execute();
      const writer = new SeedWriter(trx);
      addDomains(writer, options.storefrontUrls);
      await writer.flush();
    });
    log("already seeded; storefront domains refreshed");
    return "already-seeded";
  }
  await db.transaction().execute(async (trx) => {
    const writer = new SeedWriter(trx);
    addReferenceData(writer);
    const roots = await addCatalogue(writer, trx, log);
    addSalesChannel(writer, { ...roots, storefrontUrls: options.storefrontUrls });
    seedCustomerGroups(writer);
    // Checkout and account data of issues 4/5, in dependency order (customers before their orders and wishlist).
    await seedPromotions(writer);
    await seedDemoCustomer(writer, options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST);
    await seedDemoOrders(writer);
    await seedDemoEngagement(writer);
    writer.add("system_config", { key: "seed.version", value: JSON.stringify(SEED_VERSION) });
    await writer.flush((table, rows) => log(`  ${table.padEnd(42)} ${String(rows).padStart(6)} rows`));
    await rebuildKeywordDictionary(trx);
  });
  if ((await sql`SELECT 1`.execute(db)).rows.length !== 1) throw new Error("database not reachable after seeding");
  return "seeded";
}
