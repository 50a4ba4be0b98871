import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import * as m001 from "./migrations/001_catalogue.js";
import * as m002 from "./migrations/002_downloads.js";
import * as m003 from "./migrations/003_product_listing_indexes.js";
import * as m004 from "./migrations/004_product_units.js";
import * as m005 from "./migrations/005_product_search_score_index.js";
import * as m006 from "./migrations/006_cart.js";
import * as m007 from "./migrations/007_customer.js";
import * as m008 from "./migrations/008_order.js";
import * as m009 from "./migrations/009_engagement.js";
import * as m010 from "./migrations/010_promotion.js";
import * as m011 from "./migrations/011_search_keyword_covering_index.js";
import * as m012 from "./migrations/012_customer_group_registration.js";
import * as m013 from "./migrations/013_locale_translation.js";
import * as m014 from "./migrations/014_customer_email_unique.js";
import * as m015 from "./migrations/015_mail_delivery.js";
import * as m016 from "./migrations/016_product_keyword_dictionary.js";
import * as m017 from "./migrations/017_cache_invalidation.js";
import * as m018 from "./migrations/018_product_listing_index.js";
import * as m019 from "./migrations/019_product_listing_index_conflicts.js";

// Listed statically so the built backend and the tests run exactly the same migrations on SQLite and PostgreSQL.
const migrations: Record<string, Migration> = {
  "001_catalogue": m001,
  "002_downloads": m002,
  "003_product_listing_indexes": m003,
  "004_product_units": m004,
  "005_product_search_score_index": m005,
  "006_cart": m006,
  "007_customer": m007,
  "008_order": m008,
  "009_engagement": m009,
  "010_promotion": m010,
  "011_search_keyword_covering_index": m011,
  "012_customer_group_registration": m012,
  "013_locale_translation": m013,
  "014_customer_email_unique": m014,
  "015_mail_delivery": m015,
  "016_product_keyword_dictionary": m016,
  "017_cache_invalidation": m017,
  "018_product_listing_index": m018,
  "019_product_listing_index_conflicts": m019,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// biome-ignore lint/suspicious/noExplicitAny: migrations are schema-agnostic by design
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  // With several schemas in one PostgreSQL database (tests), Kysely must be told which one holds its bookkeeping.
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
