import { sql, type Kysely } from "kysely";
import { dialectOf } from "../database.js";

/**
 * What the catalogue response cache (src/http/response-cache.ts, src/db/cache-tags.ts) needs to know which of its
 * entries a write retired, kept in the database so that every backend process on it sees every write, whoever made
 * it (a request, the seed, the operator command, a hand-written UPDATE): triggers on the catalogue tables record the
 * cache tags they touch. Shopware's CacheInvalidationSubscriber does the same from its DAL write events
 * (product-{id}, category-{id}, cms-page-{id}, …); ours are coarser, and coarse where it is cheap to be:
 * - `catalogue`: any write to a table the catalogue responses read (products and everything hanging off them,
 *   categories, CMS, SEO URLs, media, manufacturers, properties, sales channels, system config, …);
 * - a product update that changes only its stock (stock, available_stock, sales: an order) records `product-{id}`,
 *   `product-{parentId}` and `product-stock` instead, so an order retires the responses showing that product (and
 *   those sorted or filtered by stock or sales), not the whole catalogue.
 * Carts, contexts, customers, orders, number ranges, mails, rate limits, promotions, wishlists and newsletter rows
 * have no trigger: their writes never retire a catalogue response.
 *
 * SQLite (one writer at a time): `cache_tag` holds one row per tag with the value of a global counter (tag '*') at
 * its last write. PostgreSQL (concurrent writers): statement triggers append to `cache_change` with the writing
 * transaction's id, so concurrent orders never wait for each other on a shared counter row; a reader asks whether a
 * tag changed in a transaction its snapshot did not see.
 */

/** Tables that catalogue responses read; every write to one retires the cached responses (see above). */
export const CATALOGUE_TABLES = [
  "category",
  "category_translation",
  "cms_block",
  "cms_page",
  "cms_page_translation",
  "cms_section",
  "cms_slot",
  "cms_slot_translation",
  "country",
  "country_state",
  "country_state_translation",
  "country_translation",
  "currency",
  "currency_translation",
  "customer_group",
  "customer_group_translation",
  "customer_group_registration_sales_channels",
  "delivery_time",
  "delivery_time_translation",
  "landing_page",
  "landing_page_translation",
  "language",
  "locale",
  "locale_translation",
  "media",
  "media_thumbnail",
  "media_translation",
  "payment_method",
  "payment_method_translation",
  "product_category",
  "product_category_tree",
  "product_configurator_setting",
  "product_cross_selling",
  "product_cross_selling_assigned_products",
  "product_cross_selling_translation",
  "product_download",
  "product_manufacturer",
  "product_manufacturer_translation",
  "product_media",
  "product_option",
  "product_price",
  "product_keyword_dictionary",
  "product_property",
  "product_review",
  "product_search_keyword",
  "product_sorting",
  "product_sorting_translation",
  "product_stream",
  "product_stream_translation",
  "product_translation",
  "property_group",
  "property_group_option",
  "property_group_option_translation",
  "property_group_translation",
  "sales_channel",
  "sales_channel_assignment",
  "sales_channel_domain",
  "sales_channel_translation",
  "salutation",
  "salutation_translation",
  "seo_url",
  "shipping_method",
  "shipping_method_price",
  "shipping_method_translation",
  "system_config",
  "tax",
  "tax_rule",
  "unit",
  "unit_translation",
];

/** Tables whose writes must never retire a catalogue response (session, customer and order data). */
export const NON_CATALOGUE_TABLES = [
  "cart",
  "customer",
  "customer_address",
  "customer_recovery",
  "customer_wishlist",
  "customer_wishlist_product",
  "document",
  "mail_outbox",
  "newsletter_recipient",
  "number_range",
  "order",
  "order_address",
  "order_customer",
  "order_delivery",
  "order_delivery_position",
  "order_line_item",
  "order_line_item_download",
  "order_transaction",
  "payment_token",
  "promotion",
  "promotion_discount",
  "promotion_individual_code",
  "promotion_sales_channel",
  "promotion_translation",
  "rate_limit",
  "sales_channel_api_context",
  "cache_tag",
  "cache_change",
  // Derived from product rows (migration 018): written only by the triggers of writes that record their own tags.
  "product_listing_index",
  // SQLite's note of the display groups a conflicting write replaces (migration 019), emptied by the same write.
  "product_listing_stale",
  // Its view of each language's fallback chain (information_schema lists views as tables on PostgreSQL).
  "product_listing_language",
  "kysely_migration",
  "kysely_migration_lock",
];

/**
 * system_config rows that are counters, not configuration (the customer number, `core.customer.numberRange.last`,
 * moves with every registration): their writes retire nothing.
 */
export const COUNTER_CONFIG_KEYS = "%numberRange%";

/** Product columns an order changes; an update of only these is a stock change, not a catalogue change. */
export const STOCK_COLUMNS = ["stock", "available_stock", "sales"];

async function productColumnsSqlite(db: Kysely<unknown>): Promise<string[]> {
  return (await sql<{ name: string }>`SELECT name FROM pragma_table_info('product')`.execute(db)).rows.map(
    (r) => r.name,
  );
}

/**
 * (Re)creates the triggers. A later migration that adds a catalogue table or a product column calls this again
 * (SQLite's product trigger lists the columns; test/cache/catalogue-cache.test.ts fails until it does).
 */
export async function createCacheTriggers(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    // No INSERT OR REPLACE / UPSERT: inside a trigger SQLite lets the outer statement's conflict policy override it
    // (an UPSERT into system_config made the trigger's OR REPLACE fail), so existing tags are updated, new ones inserted.
    const bump = (tags: string) =>
      sql.raw(
        `UPDATE cache_tag SET seq = seq + 1 WHERE tag = '*'; ` +
          `UPDATE cache_tag SET seq = (SELECT seq FROM cache_tag WHERE tag = '*') WHERE tag IN (SELECT t FROM (${tags})); ` +
          `INSERT INTO cache_tag (tag, seq) SELECT t, (SELECT seq FROM cache_tag WHERE tag = '*') FROM (${tags}) WHERE t NOT IN (SELECT tag FROM cache_tag);`,
      );
    for (const table of CATALOGUE_TABLES) {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        await sql.raw(`DROP TRIGGER IF EXISTS cache_${table}_${event.toLowerCase()}`).execute(db);
        const row = event === "DELETE" ? "OLD" : "NEW";
        const when = table === "system_config" ? sql.raw(`WHEN ${row}.key NOT LIKE '${COUNTER_CONFIG_KEYS}'`) : sql``;
        await sql`CREATE TRIGGER ${sql.raw(`cache_${table}_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)} FOR EACH ROW ${when} BEGIN ${bump("SELECT 'catalogue' AS t")} END`.execute(
          db,
        );
      }
    }
    const changed = (await productColumnsSqlite(db))
      .filter((c) => !STOCK_COLUMNS.includes(c))
      .map((c) => `NEW."${c}" IS NOT OLD."${c}"`)
      .join(" OR ");
    for (const name of ["cache_product_insert", "cache_product_delete", "cache_product_update", "cache_product_stock"])
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await sql`CREATE TRIGGER cache_product_insert AFTER INSERT ON product FOR EACH ROW BEGIN ${bump("SELECT 'catalogue' AS t")} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER cache_product_delete AFTER DELETE ON product FOR EACH ROW BEGIN ${bump("SELECT 'catalogue' AS t")} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER cache_product_update AFTER UPDATE ON product FOR EACH ROW WHEN ${sql.raw(changed)} BEGIN ${bump("SELECT 'catalogue' AS t")} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER cache_product_stock AFTER UPDATE ON product FOR EACH ROW WHEN NOT (${sql.raw(changed)}) AND (${sql.raw(STOCK_COLUMNS.map((c) => `NEW."${c}" IS NOT OLD."${c}"`).join(" OR "))}) BEGIN ${bump(
      "SELECT 'product-stock' AS t UNION SELECT 'product-' || NEW.id UNION SELECT 'product-' || NEW.parent_id WHERE NEW.parent_id IS NOT NULL",
    )} END`.execute(db);
    return;
  }
  // One row per tag and transaction is enough (the reader asks which transactions it did not see): a seed or import
  // of many statements adds one row, not one per statement.
  await sql`CREATE OR REPLACE FUNCTION cache_touch(tags text[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO cache_change (tag)
    SELECT DISTINCT t FROM unnest(tags) AS t
    WHERE NOT EXISTS (SELECT 1 FROM cache_change c WHERE c.tag = t AND c.xid = pg_current_xact_id())
  $$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION cache_touch_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM cache_touch(ARRAY['catalogue']);
      RETURN NULL;
    END $$`.execute(db);
  // Only a change of something other than the stock columns is a catalogue change; a stock change names its products.
  await sql`CREATE OR REPLACE FUNCTION cache_touch_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM cache_new_rows n JOIN cache_old_rows o ON o.id = n.id
                 WHERE (to_jsonb(n) - ${sql.raw(`'{${STOCK_COLUMNS.join(",")}}'`)}::text[]) IS DISTINCT FROM (to_jsonb(o) - ${sql.raw(`'{${STOCK_COLUMNS.join(",")}}'`)}::text[]))
         OR (SELECT count(*) FROM cache_new_rows) <> (SELECT count(*) FROM cache_new_rows n JOIN cache_old_rows o ON o.id = n.id) THEN
        PERFORM cache_touch(ARRAY['catalogue']);
      ELSIF EXISTS (SELECT 1 FROM cache_new_rows n JOIN cache_old_rows o ON o.id = n.id
                    WHERE n.stock IS DISTINCT FROM o.stock OR n.available_stock IS DISTINCT FROM o.available_stock OR n.sales IS DISTINCT FROM o.sales) THEN
        PERFORM cache_touch(ARRAY['product-stock'] || ARRAY(SELECT 'product-' || id FROM cache_new_rows) || ARRAY(SELECT 'product-' || parent_id FROM cache_new_rows WHERE parent_id IS NOT NULL));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of [...CATALOGUE_TABLES.filter((name) => name !== "system_config"), "product"]) {
    await sql`DROP TRIGGER IF EXISTS cache_touch ON ${sql.table(table)}`.execute(db);
    const events = table === "product" ? "INSERT OR DELETE OR TRUNCATE" : "INSERT OR UPDATE OR DELETE OR TRUNCATE";
    await sql`CREATE TRIGGER cache_touch AFTER ${sql.raw(events)} ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION cache_touch_catalogue()`.execute(
      db,
    );
  }
  // Row triggers on system_config, so counter keys can be told apart.
  for (const event of ["INSERT", "UPDATE", "DELETE"]) {
    const name = sql.raw(`cache_touch_${event.toLowerCase()}`);
    await sql`DROP TRIGGER IF EXISTS ${name} ON system_config`.execute(db);
    await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON system_config FOR EACH ROW WHEN (${sql.raw(event === "DELETE" ? "OLD" : "NEW")}.key NOT LIKE ${sql.lit(COUNTER_CONFIG_KEYS)}) EXECUTE FUNCTION cache_touch_catalogue()`.execute(
      db,
    );
  }
  await sql`DROP TRIGGER IF EXISTS cache_touch ON system_config`.execute(db);
  await sql`DROP TRIGGER IF EXISTS cache_touch_update ON product`.execute(db);
  await sql`CREATE TRIGGER cache_touch_update AFTER UPDATE ON product REFERENCING OLD TABLE AS cache_old_rows NEW TABLE AS cache_new_rows FOR EACH STATEMENT EXECUTE FUNCTION cache_touch_product_update()`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    await db.schema
      .createTable("cache_tag")
      .addColumn("tag", "varchar(100)", (c) => c.primaryKey())
      .addColumn("seq", "integer", (c) => c.notNull())
      .execute();
    await sql`INSERT INTO cache_tag (tag, seq) VALUES ('*', 0)`.execute(db);
  } else {
    await sql`CREATE TABLE cache_change (tag varchar(100) NOT NULL, xid xid8 NOT NULL DEFAULT pg_current_xact_id(), at timestamptz NOT NULL DEFAULT clock_timestamp())`.execute(
      db,
    );
    await sql`CREATE INDEX cache_change_tag ON cache_change (tag, xid)`.execute(db);
    await sql`CREATE INDEX cache_change_at ON cache_change (at)`.execute(db);
  }
  await createCacheTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    for (const table of CATALOGUE_TABLES)
      for (const event of ["insert", "update", "delete"])
        await sql.raw(`DROP TRIGGER IF EXISTS cache_${table}_${event}`).execute(db);
    for (const name of ["cache_product_insert", "cache_product_delete", "cache_product_update", "cache_product_stock"])
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    await db.schema.dropTable("cache_tag").execute();
    return;
  }
  for (const table of [...CATALOGUE_TABLES, "product"])
    await sql`DROP TRIGGER IF EXISTS cache_touch ON ${sql.table(table)}`.execute(db);
  for (const event of ["insert", "update", "delete"])
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`cache_touch_${event}`)} ON system_config`.execute(db);
  await sql`DROP TRIGGER IF EXISTS cache_touch_update ON product`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cache_touch_catalogue()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cache_touch_product_update()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS cache_touch(text[])`.execute(db);
  await db.schema.dropTable("cache_change").execute();
}
