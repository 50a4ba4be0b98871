/**
 * The system module's reference tables as the cart calculation and the context switch read them: shipping and
 * payment methods with names and prices, delivery times, countries and their states.
 */
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
