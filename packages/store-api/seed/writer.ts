import { sql } from "kysely";
import { dialectOf, type Db } from "../src/db/database.js";
import { dynamicTable, tableName } from "../src/dal/dynamic.js";
import type { AnyRow, TableName } from "../src/db/schema.js";
import { LOCALES, languageId, SEED_TIME, type Translated } from "./ids.js";

/** Batched inserts: many rows per statement, few statements per table. */
export class SeedWriter {
  private pending = new Map<TableName, AnyRow[]>();
  private order: TableName[] = [];

  /**
   * `bulk` (PostgreSQL only; the benchmark's generated catalogues): each batch of up to 5,000 rows travels as ONE
   * JSON parameter expanded by json_populate_recordset, instead of a statement with thousands of bound parameters
   * that PostgreSQL must parse and plan.
   */
  constructor(
    private readonly db: Db,
    private readonly options: { bulk?: boolean } = {},
  ) {}

  add(table: TableName, row: AnyRow): void {
    if (!this.pending.has(table)) {
      this.pending.set(table, []);
      this.order.push(table);
    }
    const withDefaults =
      "id" in row && !("created_at" in row) && !NO_TIMESTAMP.has(table) ? { created_at: SEED_TIME, ...row } : row;
    (this.pending.get(table) as AnyRow[]).push(withDefaults);
  }

  /** A row plus its `<table>_translation` rows, one per language, from `{column: Translated}`. */
  addTranslated(
    table: TableName,
    row: AnyRow & { id: string },
    translations: Record<string, Translated | string | null | undefined>,
  ): void {
    this.add(table, row);
    for (const locale of LOCALES) {
      const values: AnyRow = { [`${table}_id`]: row.id, language_id: languageId(locale) };
      for (const [column, value] of Object.entries(translations))
        values[column] =
          value === null || value === undefined ? null : typeof value === "string" ? value : value[locale];
      this.add(tableName(`${table}_translation`), values);
    }
  }

  /** Writes everything added so far, table by table in first-added order (parents before children). */
  async flush(onTable?: (table: string, rows: number) => void): Promise<void> {
    for (const table of this.order) {
      const rows = this.pending.get(table) ?? [];
      if (this.options.bulk && dialectOf(this.db) === "postgres") {
        for (let i = 0; i < rows.length; i += 5000) {
          const batch = normalize(rows.slice(i, i + 5000));
          const columns = sql.join(Object.keys(batch[0]).map((c) => sql.ref(c)));
          await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(batch)}::json)`.execute(
            this.db,
          );
        }
        onTable?.(table, rows.length);
        continue;
      }
      const columns = Object.keys(rows[0] ?? {}).length || 1;
      // SQLite allows 32766 bound parameters per statement; stay well below on both engines.
      const size = Math.max(1, Math.floor(8000 / columns));
      for (let i = 0; i < rows.length; i += size) {
        await dynamicTable(this.db, table)
          .insertInto()
          .values(normalize(rows.slice(i, i + size)))
          .execute();
      }
      onTable?.(table, rows.length);
    }
    this.pending.clear();
    this.order = [];
  }
}

const NO_TIMESTAMP = new Set([
  "product_category",
  "product_category_tree",
  "product_property",
  "product_option",
  "sales_channel_assignment",
]);

/** Every row of one insert must have the same keys. */
function normalize(rows: AnyRow[]): AnyRow[] {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] === undefined ? null : r[k]])));
}
