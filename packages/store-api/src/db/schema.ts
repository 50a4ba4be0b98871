/**
 * Table typing for Kysely: one interface per table, generated from the migrations into tables.generated.ts
 * (scripts/db-types.ts; scripts/db-types.test.ts fails when a migration changes a table without regenerating).
 * There is no index signature: a table chosen at run time (the definition-driven DAL, src/dal) goes through the
 * one typed handle in src/dal/dynamic.ts.
 */
import type { Insertable, Selectable, Updateable } from "kysely";
import type { SalesChannelApiContextTable, SystemConfigTable, Tables } from "./tables.generated.js";

export type * from "./tables.generated.js";

export type Database = Tables;
export type TableName = keyof Database;
/** A row as read from a table. */
export type Row<T extends TableName> = Selectable<Database[T]>;
/** A row to insert into a table (columns with a default or NULL may be left out). */
export type NewRow<T extends TableName> = Insertable<Database[T]>;
/** The columns to change in a table. */
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;

// biome-ignore lint/suspicious/noExplicitAny: column values of tables chosen at run time; the DAL converts them via entity definitions
export type AnyRow = Record<string, any>;

export type ContextRow = Selectable<SalesChannelApiContextTable>;
export type SystemConfigRow = Selectable<SystemConfigTable>;
