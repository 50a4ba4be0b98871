import type { Kysely } from "kysely";

// Owned by the C-customer work of issues 4/5; filled in by that change.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
