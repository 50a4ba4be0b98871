import { sql } from "kysely";
import { isUniqueViolation, type Db } from "../../db/database.js";
import type { NewRow, Row, RowUpdate } from "../../db/schema.js";

// Only Kysely code: rows in, rows out. The service decides what they mean.

export async function findCustomer(db: Db, id: string): Promise<Row<"customer"> | undefined> {
  return db.selectFrom("customer").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Accounts that may log in with this email in the channel: active, registered (not guest), unbound or bound here; newest first. */
export async function findLoginCandidates(db: Db, email: string, salesChannelId: string): Promise<Row<"customer">[]> {
  return db
    .selectFrom("customer")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("active", "=", 1)
    .where("guest", "=", 0)
    .where((eb) => eb.or([eb("bound_sales_channel_id", "is", null), eb("bound_sales_channel_id", "=", salesChannelId)]))
    .orderBy("created_at", "desc")
    .execute();
}

/** Whether a registered (non-guest) account other than `exceptId` already uses the email where this channel sees it. */
export async function emailTaken(db: Db, email: string, salesChannelId: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom("customer")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("guest", "=", 0)
    .where((eb) =>
      eb.or([eb("bound_sales_channel_id", "is", null), eb("bound_sales_channel_id", "=", salesChannelId)]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/**
 * Runs a write that may make `email` a registered account's address; when the unique index (014) refuses it, because
 * a parallel request took the address between our check and our write, the answer is the one the check gives:
 * CUSTOMER_EMAIL_NOT_UNIQUE on `pointer`.
 */
export async function withUniqueEmail<T>(
  email: string,
  pointer: string,
  write: () => Promise<T>,
  taken: (pointer: string, email: string) => never,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "customer_email_unique")) taken(pointer, email);
    throw error;
  }
}

const NUMBER_RANGE_KEY = "core.customer.numberRange.last";
const NUMBER_RANGE_START = 10000;

/** The next customer number: one atomic UPDATE … RETURNING, so concurrent registrations never share a number. */
export async function nextCustomerNumber(db: Db): Promise<string> {
  await db
    .insertInto("system_config")
    .values({ key: NUMBER_RANGE_KEY, value: String(NUMBER_RANGE_START) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .updateTable("system_config")
    .set({ value: sql<string>`CAST(CAST(value AS integer) + 1 AS varchar(32))` })
    .where("key", "=", NUMBER_RANGE_KEY)
    .returning("value")
    .executeTakeFirstOrThrow();
  return String(row.value);
}

export async function insertCustomer(db: Db, row: NewRow<"customer">): Promise<void> {
  await db.insertInto("customer").values(row).execute();
}

export async function updateCustomer(db: Db, id: string, values: RowUpdate<"customer">): Promise<void> {
  await db
    .updateTable("customer")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteCustomer(db: Db, id: string): Promise<void> {
  await db.deleteFrom("customer").where("id", "=", id).execute();
}

export async function findCustomerByHash(db: Db, hash: string): Promise<Row<"customer"> | undefined> {
  return db.selectFrom("customer").selectAll().where("hash", "=", hash).executeTakeFirst();
}

export async function insertAddress(db: Db, row: NewRow<"customer_address">): Promise<void> {
  await db.insertInto("customer_address").values(row).execute();
}

/** The address if it belongs to the customer; someone else's id looks exactly like an unknown one. */
export async function findOwnAddress(
  db: Db,
  customerId: string,
  addressId: string,
): Promise<Row<"customer_address"> | undefined> {
  return db
    .selectFrom("customer_address")
    .selectAll()
    .where("id", "=", addressId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
}

/** Where the customer's addresses among `addressIds` are (country and state); other customers' ids are left out. */
export async function ownAddressLocations(
  db: Db,
  customerId: string,
  addressIds: string[],
): Promise<Pick<Row<"customer_address">, "id" | "country_id" | "country_state_id">[]> {
  if (addressIds.length === 0) return [];
  return db
    .selectFrom("customer_address")
    .select(["id", "country_id", "country_state_id"])
    .where("customer_id", "=", customerId)
    .where("id", "in", addressIds)
    .execute();
}

export async function updateAddress(
  db: Db,
  customerId: string,
  addressId: string,
  values: RowUpdate<"customer_address">,
): Promise<void> {
  await db
    .updateTable("customer_address")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", addressId)
    .where("customer_id", "=", customerId)
    .execute();
}

export async function deleteAddress(db: Db, customerId: string, addressId: string): Promise<void> {
  await db.deleteFrom("customer_address").where("id", "=", addressId).where("customer_id", "=", customerId).execute();
}

export async function findRecovery(db: Db, hash: string): Promise<Row<"customer_recovery"> | undefined> {
  return db.selectFrom("customer_recovery").selectAll().where("hash", "=", hash).executeTakeFirst();
}

/** Replaces any earlier recovery of the customer by a new one. */
export async function replaceRecovery(
  db: Db,
  row: { id: string; customer_id: string; hash: string; created_at: string },
): Promise<void> {
  await db.deleteFrom("customer_recovery").where("customer_id", "=", row.customer_id).execute();
  await db.insertInto("customer_recovery").values(row).execute();
}

export async function deleteRecovery(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom("customer_recovery").where("customer_id", "=", customerId).execute();
}
