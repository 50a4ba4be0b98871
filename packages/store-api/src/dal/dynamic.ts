import type { Kysely } from "kysely";
import type { Db } from "../db/database.js";
import { TABLE_NAMES } from "../db/tables.generated.js";
import type { AnyRow, TableName } from "../db/schema.js";

/**
 * The one way to query a table whose name is chosen at run time. Every other query names its table literally and
 * gets the generated row types (src/db/tables.generated.ts). Kysely types a query by its table name's literal type,
 * so a name held in a variable (an entity definition's table, the seed writer's batches, a PATCH /context id check
 * over several tables) cannot be typed: here the name is still checked (`TableName`), and the columns are loose
 * (`AnyRow`) for the caller to convert, as the DAL does through its entity definitions.
 */
export function dynamicTable(db: Db, table: TableName) {
  // The cast widens the typed database to "any table, any column" for this one table; see above for why.
  const loose = db as unknown as Kysely<Record<string, AnyRow>>;
  return {
    selectFrom: () => loose.selectFrom(table),
    insertInto: () => loose.insertInto(table),
    updateTable: () => loose.updateTable(table),
    deleteFrom: () => loose.deleteFrom(table),
  };
}

const tableNames: ReadonlySet<string> = new Set(TABLE_NAMES);

export function isTableName(name: string): name is TableName {
  return tableNames.has(name);
}

/** A table name built at run time (e.g. `${owner}_translation`), checked against the migrated tables. */
export function tableName(name: string): TableName {
  if (!isTableName(name)) throw new Error(`No table "${name}"`);
  return name;
}
