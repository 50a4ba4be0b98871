/**
 * The system module's reference tables as the cart calculation and the context switch read them: shipping and
 * payment methods with names and prices, delivery times, countries and their states.
 */
import { sql } from "kysely";
import type { NameRow } from "../../dal/name-rows.js";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";

export type DeliveryTimeRow = Pick<Row<"delivery_time">, "id" | "min" | "max" | "unit">;

/** Delivery times (all, or the given ids) with their names in the language chain. */
export async function deliveryTimes(
  db: Db,
  chain: string[],
  ids?: string[],
): Promise<{ times: DeliveryTimeRow[]; timeNames: NameRow<"delivery_time_id">[] }> {
  if (ids && ids.length === 0) return { times: [], timeNames: [] };
  let times = db.selectFrom("delivery_time").select(["id", "min", "max", "unit"]);
  let names = db
    .selectFrom("delivery_time_translation")
    .select(["delivery_time_id", "language_id", "name"])
    .where("language_id", "in", chain);
  if (ids) {
    times = times.where("id", "in", ids);
    names = names.where("delivery_time_id", "in", ids);
  }
  const [timeRows, timeNames] = await Promise.all([times.execute(), names.execute()]);
  return { times: timeRows, timeNames };
}

/** Every shipping method with its names (language chain) and price matrix entries. */
export async function shippingMethodRows(db: Db, chain: string[]) {
  const [methods, names, prices] = await Promise.all([
    db
      .selectFrom("shipping_method")
      .select(["id", "active", "position", "delivery_time_id", "tax_type", "tax_id"])
      .execute(),
    db
      .selectFrom("shipping_method_translation")
      .select(["shipping_method_id", "language_id", "name"])
      .where("language_id", "in", chain)
      .execute(),
    db
      .selectFrom("shipping_method_price")
      .select(["id", "shipping_method_id", "calculation", "quantity_start", "quantity_end", "currency_price"])
      .execute(),
  ]);
  return { methods, names, prices };
}

/** Every payment method with its names (language chain). */
export async function paymentMethodRows(db: Db, chain: string[]) {
  const [methods, names] = await Promise.all([
    db.selectFrom("payment_method").select(["id", "active", "position"]).execute(),
    db
      .selectFrom("payment_method_translation")
      .select(["payment_method_id", "language_id", "name"])
      .where("language_id", "in", chain)
      .execute(),
  ]);
  return { methods, names };
}

/** Every country (a small reference table) with its names in the language chain. */
export async function countryRows(db: Db, chain: string[]) {
  const [countries, names] = await Promise.all([
    db.selectFrom("country").select(["id", "active", "shipping_available", "force_state_in_registration"]).execute(),
    db
      .selectFrom("country_translation")
      .select(["country_id", "language_id", "name"])
      .where("language_id", "in", chain)
      .execute(),
  ]);
  return { countries, names };
}

/** Whether a country or country state with this id exists. */
export async function referenceExists(db: Db, table: "country" | "country_state", id: string): Promise<boolean> {
  return Boolean(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/** One payment method: whether it is active and which handler takes its payments. */
export async function findPaymentMethod(
  db: Db,
  id: string,
): Promise<Pick<Row<"payment_method">, "id" | "active" | "handler"> | undefined> {
  return db.selectFrom("payment_method").select(["id", "active", "handler"]).where("id", "=", id).executeTakeFirst();
}

/** A payment method's names in every language, by language id. */
export async function paymentMethodNames(db: Db, id: string): Promise<{ language_id: string; name: string | null }[]> {
  return db
    .selectFrom("payment_method_translation")
    .select(["language_id", "name"])
    .where("payment_method_id", "=", id)
    .orderBy("language_id")
    .execute();
}

/** Whether a salutation with this id exists. */
export async function salutationExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom("salutation").select("id").where("id", "=", id).executeTakeFirst());
}

/** The id of the salutation with this key ("not_specified", "mr", …), or null. */
export async function salutationIdByKey(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom("salutation").select("id").where("salutation_key", "=", key).executeTakeFirst();
  return row?.id ?? null;
}

export type AddressCountryRow = Pick<
  Row<"country">,
  "id" | "iso" | "postal_code_required" | "check_postal_code_pattern" | "default_postal_code_pattern"
>;

/** An active country with what an address in it must satisfy (postal code rules). */
export async function findActiveCountry(db: Db, id: string): Promise<AddressCountryRow | undefined> {
  return db
    .selectFrom("country")
    .select(["id", "iso", "postal_code_required", "check_postal_code_pattern", "default_postal_code_pattern"])
    .where("id", "=", id)
    .where("active", "=", 1)
    .executeTakeFirst();
}

/** A country's VAT id rules (required for businesses; the pattern and whether it is checked). */
export async function countryVatIdRules(
  db: Db,
  id: string,
): Promise<Pick<Row<"country">, "vat_id_required" | "check_vat_id_pattern" | "vat_id_pattern"> | undefined> {
  return db
    .selectFrom("country")
    .select(["vat_id_required", "check_vat_id_pattern", "vat_id_pattern"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Whether the country has a state with this id. */
export async function countryHasState(db: Db, countryId: string, stateId: string): Promise<boolean> {
  const row = await db
    .selectFrom("country_state")
    .select("id")
    .where("id", "=", stateId)
    .where("country_id", "=", countryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every tax id (a small reference table). */
export async function allTaxIds(db: Db): Promise<string[]> {
  return (await db.selectFrom("tax").select("id").execute()).map((row) => row.id);
}

/** A language's name and the code of its locale. */
export async function languageWithLocale(db: Db, id: string): Promise<{ name: string; code: string } | undefined> {
  return db
    .selectFrom("language")
    .innerJoin("locale", "locale.id", "language.translation_code_id")
    .select(["language.name as name", "locale.code as code"])
    .where("language.id", "=", id)
    .executeTakeFirst();
}

/** The locale code ("de-DE") of a language: its translation code's locale, else its own; undefined if unknown. */
export async function localeCodeOf(db: Db, languageId: string): Promise<string | undefined> {
  const row = (
    await sql<{
      code: string;
    }>`SELECT l.code FROM language AS g JOIN locale AS l ON l.id = COALESCE(g.translation_code_id, g.locale_id) WHERE g.id = ${languageId}`.execute(
      db,
    )
  ).rows[0];
  return row?.code;
}

/** Every language's locale code (as localeCodeOf), by language id. */
export async function localeCodes(db: Db): Promise<Map<string, string>> {
  const result = await sql<{
    id: string;
    code: string;
  }>`SELECT l.id, lo.code FROM language l JOIN locale lo ON lo.id = COALESCE(l.translation_code_id, l.locale_id)`.execute(
    db,
  );
  return new Map(result.rows.map((row) => [row.id, row.code]));
}

/** Each country's name per language it is translated into (country_translation rows). */
export async function countryTranslationNames(
  db: Db,
  countryIds: string[],
): Promise<{ id: string; name: string | null; language_id: string }[]> {
  const rows = await sql<{ id: string; name: string | null; language_id: string }>`
    SELECT country_id AS id, name, language_id FROM country_translation WHERE country_id IN (${sql.join(countryIds)})`.execute(
    db,
  );
  return rows.rows;
}

/** The keys asked for on one handle (a database or a transaction) in the current turn, each with its readers. */
type PendingReads = Map<string, ((value: string | undefined) => void)[]>;
const pendingConfigReads = new WeakMap<Db, { keys: PendingReads; failed: ((error: unknown) => void)[] }>();

/**
 * One system_config value as stored (JSON text), or undefined when the key is unset. The values asked for on one
 * handle in the same turn are read with one statement: a listing asks for its page size, default sorting and closeout
 * setting side by side, which were three statements (three pooled connections and round trips on PostgreSQL).
 */
export function findSystemConfigValue(db: Db, key: string): Promise<string | undefined> {
  let batch = pendingConfigReads.get(db);
  if (!batch) {
    const started = { keys: new Map() as PendingReads, failed: [] as ((error: unknown) => void)[] };
    pendingConfigReads.set(db, started);
    queueMicrotask(() => {
      pendingConfigReads.delete(db);
      readConfigBatch(db, started);
    });
    batch = started;
  }
  const readers = batch.keys.get(key) ?? [];
  batch.keys.set(key, readers);
  const { failed } = batch;
  return new Promise((resolve, reject) => {
    readers.push(resolve);
    failed.push(reject);
  });
}

function readConfigBatch(db: Db, batch: { keys: PendingReads; failed: ((error: unknown) => void)[] }): void {
  db.selectFrom("system_config")
    .select(["key", "value"])
    .where("key", "in", [...batch.keys.keys()])
    .execute()
    .then((rows) => {
      const values = new Map(rows.map((row) => [row.key, row.value]));
      for (const [key, readers] of batch.keys) for (const resolve of readers) resolve(values.get(key));
    })
    .catch((error: unknown) => {
      for (const reject of batch.failed) reject(error);
    });
}

/** Stores one system_config value (JSON text), replacing the old one. */
export async function saveSystemConfigValue(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto("system_config")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
