import { sql, type Kysely } from "kysely";
import { dialectOf } from "../database.js";

/**
 * The product-listing index: one row per category, language and display group with at least one product a category
 * listing shows (active, visible everywhere, listable: not a parent standing only for its variants), carrying the
 * values the standard sortings order the groups by: the group's smallest and largest name in the language (with the
 * language chain's fallbacks, as the DAL reads a translated field), its smallest and largest cheapest price and its
 * largest sales. A category listing's page of groups and its exact group count are then an index walk over one
 * category's rows, instead of grouping and sorting every product of the category per request (issue 15/17).
 *
 * Kept by the database itself, with triggers on product, product_translation, product_category_tree, language and
 * locale: every write path (the seed, the catalogue generators, an order's sales update, an operator's hand-written
 * UPDATE) leaves the index right without knowing about it. A write recomputes the affected display groups whole
 * (a group is a product and its variants: a few rows). SQLite has only row triggers; PostgreSQL gets statement
 * triggers with transition tables, so a bulk INSERT … SELECT recomputes each touched group once.
 *
 * The listing reads the index only for what it can answer (a category's own listing, no filters, one of the
 * standard sortings, a language chain equal to the one below); everything else stays on the grouped query
 * (src/modules/product/product-listing-index.ts). The conditions here mirror `listable` and the listing's
 * availability filter in product-listing.service.ts; test/listing-index.test.ts compares both paths.
 */

/**
 * Each language's fallback chain as the context builds it (channel-cache.ts languageChain): the language, its parent,
 * then the system default (the root language with locale en-GB). The listing checks the context's chain against this
 * view and falls back to the grouped query when they differ.
 */
const CHAIN_VIEW = `CREATE VIEW product_listing_language AS
  SELECT l.id AS language_id,
    CASE WHEN l.parent_id IS NOT NULL AND l.parent_id <> l.id THEN l.parent_id
      WHEN d.id <> l.id THEN d.id END AS fallback_1,
    CASE WHEN l.parent_id IS NOT NULL AND l.parent_id <> l.id AND d.id <> l.id AND d.id <> l.parent_id THEN d.id
      END AS fallback_2
  FROM language AS l
  LEFT JOIN (SELECT r.id FROM language AS r JOIN locale AS c ON c.id = COALESCE(r.translation_code_id, r.locale_id)
    WHERE r.parent_id IS NULL AND c.code = 'en-GB' ORDER BY r.id LIMIT 1) AS d ON 1 = 1`;

const NAME = "COALESCE(n0.name, n1.name, n2.name)";

/** The index rows of the display groups `groups` selects (a subquery of display_group values), or of all. */
export function rebuild(groups: string | null): string {
  const only = groups === null ? "" : `display_group IN (${groups})`;
  return `DELETE FROM product_listing_index${only ? ` WHERE ${only}` : ""};
    INSERT INTO product_listing_index
      (category_id, language_id, display_group, name_min, name_max, price_min, price_max, sales_max)
    SELECT t.category_id, c.language_id, p.display_group, MIN(${NAME}), MAX(${NAME}), MIN(p.cheapest_price),
      MAX(p.cheapest_price), MAX(p.sales)
    FROM product AS p
    JOIN product_category_tree AS t ON t.product_id = p.id
    CROSS JOIN product_listing_language AS c
    LEFT JOIN product_translation AS n0 ON n0.product_id = p.id AND n0.language_id = c.language_id
    LEFT JOIN product_translation AS n1 ON n1.product_id = p.id AND n1.language_id = c.fallback_1
    LEFT JOIN product_translation AS n2 ON n2.product_id = p.id AND n2.language_id = c.fallback_2
    WHERE ${only ? `p.${only} AND ` : ""}p.active = 1 AND p.visibility >= 30
      AND NOT (p.parent_id IS NULL AND p.child_count > 0
        AND COALESCE(REPLACE(p.variant_listing_config, ' ', ''), '') NOT LIKE '%"displayParent":true%')
    GROUP BY t.category_id, c.language_id, p.display_group;`;
}

/**
 * The whole index recomputed set-based: its DELETE, then one INSERT … SELECT over every listed product. What up()
 * runs for the catalogue already there, and what a bulk load that kept these triggers off runs once at its end
 * (bench/lib/listing-index-bulk.ts).
 */
export const REBUILD_ALL = rebuild(null)
  .split(";")
  .map((statement) => statement.trim())
  .filter(Boolean);

/** The tables whose row writes the triggers below recompute display groups for (language and locale: all rows). */
export const TRIGGERED_TABLES = ["product", "product_translation", "product_category_tree"] as const;

/** Product columns the index rows depend on. */
const PRODUCT_COLUMNS = [
  "active",
  "visibility",
  "parent_id",
  "child_count",
  "variant_listing_config",
  "display_group",
  "cheapest_price",
  "sales",
];

/** The sort columns, each with the one direction a standard sorting reads it in, and the index serving it. */
export const SORT_INDEXES = [
  ["name_min", "ASC"],
  ["name_max", "DESC"],
  ["price_min", "ASC"],
  ["price_max", "DESC"],
  ["sales_max", "DESC"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  await sql.raw(CHAIN_VIEW).execute(db);
  await db.schema
    .createTable("product_listing_index")
    .addColumn("category_id", "varchar(32)", (c) => c.notNull())
    .addColumn("language_id", "varchar(32)", (c) => c.notNull())
    .addColumn("display_group", "varchar(32)", (c) => c.notNull())
    .addColumn("name_min", "text")
    .addColumn("name_max", "text")
    .addColumn("price_min", "integer")
    .addColumn("price_max", "integer")
    .addColumn("sales_max", "integer")
    .addPrimaryKeyConstraint("product_listing_index_pk", ["category_id", "language_id", "display_group"])
    .execute();
  await db.schema
    .createIndex("product_listing_index_group")
    .on("product_listing_index")
    .column("display_group")
    .execute();
  // Nulls order as the listing's sorts order them (smallest: first ascending, last descending), SQLite's own order.
  for (const [column, direction] of SORT_INDEXES) {
    const nulls = postgres ? (direction === "ASC" ? " NULLS FIRST" : " NULLS LAST") : "";
    await sql
      .raw(
        `CREATE INDEX product_listing_index_${column} ON product_listing_index (category_id, language_id, ${column} ${direction}${nulls}, display_group)`,
      )
      .execute(db);
  }
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // The rows of the catalogue already there (one statement at a time: SQLite prepares one per call).
  for (const statement of REBUILD_ALL) await sql.raw(statement).execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const trigger = (name: string, event: string, when: string, groups: string) =>
    sql
      .raw(
        `CREATE TRIGGER product_listing_${name} AFTER ${event} FOR EACH ROW ${when ? `WHEN ${when}` : ""} BEGIN ${rebuild(groups)} END`,
      )
      .execute(db);
  const changed = PRODUCT_COLUMNS.map((c) => `NEW.${c} IS NOT OLD.${c}`).join(" OR ");
  await trigger("product_insert", "INSERT ON product", "", "SELECT NEW.display_group");
  await trigger(
    "product_update",
    "UPDATE ON product",
    changed,
    "SELECT OLD.display_group UNION SELECT NEW.display_group",
  );
  await trigger("product_delete", "DELETE ON product", "", "SELECT OLD.display_group");
  for (const table of ["product_translation", "product_category_tree"]) {
    const of = (row: string) => `SELECT display_group FROM product WHERE id = ${row}.product_id`;
    await trigger(`${table}_insert`, `INSERT ON ${table}`, "", of("NEW"));
    await trigger(`${table}_update`, `UPDATE ON ${table}`, "", `${of("OLD")} UNION ${of("NEW")}`);
    await trigger(`${table}_delete`, `DELETE ON ${table}`, "", of("OLD"));
  }
  // Languages change each language's fallback chain: every row is recomputed (rare, and small while seeding).
  for (const [table, event] of [
    ["language", "INSERT"],
    ["language", "UPDATE"],
    ["language", "DELETE"],
    ["locale", "UPDATE"],
  ])
    await sql
      .raw(
        `CREATE TRIGGER product_listing_${table}_${event.toLowerCase()} AFTER ${event} ON ${table} FOR EACH ROW BEGIN ${rebuild(null)} END`,
      )
      .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const changed = `(${PRODUCT_COLUMNS.map((c) => `o.${c}`).join(", ")}) IS DISTINCT FROM (${PRODUCT_COLUMNS.map((c) => `n.${c}`).join(", ")})`;
  const bodies: Record<string, { insert: string; update: string; delete: string }> = {
    product: {
      insert: "SELECT display_group FROM new_rows",
      update: `SELECT o.display_group FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE ${changed}
        UNION SELECT n.display_group FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE ${changed}`,
      delete: "SELECT display_group FROM old_rows",
    },
  };
  for (const table of ["product_translation", "product_category_tree"]) {
    const of = (rows: string) =>
      `SELECT p.display_group FROM product AS p WHERE p.id IN (SELECT product_id FROM ${rows})`;
    bodies[table] = {
      insert: of("new_rows"),
      update: `${of("old_rows")} UNION ${of("new_rows")}`,
      delete: of("old_rows"),
    };
  }
  for (const [table, body] of Object.entries(bodies)) {
    await sql
      .raw(`CREATE FUNCTION product_listing_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN ${rebuild(body.insert)}
          ELSIF TG_OP = 'UPDATE' THEN ${rebuild(body.update)}
          ELSE ${rebuild(body.delete)}
          END IF;
          RETURN NULL;
        END $$`)
      .execute(db);
    const create = (event: string, referencing: string) =>
      sql
        .raw(
          `CREATE TRIGGER product_listing_${table}_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION product_listing_${table}()`,
        )
        .execute(db);
    await create("INSERT", "NEW TABLE AS new_rows");
    await create("UPDATE", "OLD TABLE AS old_rows NEW TABLE AS new_rows");
    await create("DELETE", "OLD TABLE AS old_rows");
  }
  await sql
    .raw(`CREATE FUNCTION product_listing_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${rebuild(null)} RETURN NULL; END $$`)
    .execute(db);
  await sql
    .raw(
      "CREATE TRIGGER product_listing_language AFTER INSERT OR UPDATE OR DELETE ON language FOR EACH STATEMENT EXECUTE FUNCTION product_listing_rebuild()",
    )
    .execute(db);
  await sql
    .raw(
      "CREATE TRIGGER product_listing_locale AFTER UPDATE ON locale FOR EACH STATEMENT EXECUTE FUNCTION product_listing_rebuild()",
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    const triggers = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'product_listing_%'`.execute(db);
    for (const { name } of triggers.rows) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  }
  await sql.raw("DROP TABLE product_listing_index").execute(db);
  await sql.raw("DROP VIEW product_listing_language").execute(db);
  if (dialectOf(db) === "postgres") {
    for (const table of ["product", "product_translation", "product_category_tree"])
      await sql.raw(`DROP FUNCTION product_listing_${table}() CASCADE`).execute(db);
    await sql.raw("DROP FUNCTION product_listing_rebuild() CASCADE").execute(db);
  }
}
