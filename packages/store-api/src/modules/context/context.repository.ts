import type { Db } from "../../db/database.js";
import type { ContextPayload } from "./context.js";

export interface StoredContext {
  token: string;
  salesChannelId: string;
  customerId: string | null;
  payload: ContextPayload;
  updatedAt: string;
}

export async function findContext(db: Db, token: string): Promise<StoredContext | undefined> {
  const row = await db
    .selectFrom("sales_channel_api_context")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    token: row.token,
    salesChannelId: row.sales_channel_id,
    customerId: row.customer_id,
    payload: JSON.parse(row.payload) as ContextPayload,
    updatedAt: row.updated_at,
  };
}

/** Inserts or replaces the payload stored under a token. */
export async function saveContext(
  db: Db,
  token: string,
  salesChannelId: string,
  payload: ContextPayload,
): Promise<void> {
  const values = {
    token,
    sales_channel_id: salesChannelId,
    customer_id: payload.customerId ?? null,
    payload: JSON.stringify(payload),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto("sales_channel_api_context")
    .values(values)
    .onConflict((oc) =>
      oc
        .column("token")
        .doUpdateSet({ customer_id: values.customer_id, payload: values.payload, updated_at: values.updated_at }),
    )
    .execute();
}

export async function deleteContext(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sales_channel_api_context").where("token", "=", token).execute();
}

/** The newest stored context of a customer in a channel (parked at logout or still live), other than `exceptToken`. */
export async function findCustomerContext(
  db: Db,
  customerId: string,
  salesChannelId: string,
  exceptToken: string,
): Promise<StoredContext | undefined> {
  const row = await db
    .selectFrom("sales_channel_api_context")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("sales_channel_id", "=", salesChannelId)
    .where("token", "!=", exceptToken)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    token: row.token,
    salesChannelId: row.sales_channel_id,
    customerId: row.customer_id,
    payload: JSON.parse(row.payload) as ContextPayload,
    updatedAt: row.updated_at,
  };
}

/** Forgets every stored context of a customer (account deleted, password changed elsewhere). */
export async function deleteCustomerContexts(db: Db, customerId: string, exceptToken?: string): Promise<void> {
  let query = db.deleteFrom("sales_channel_api_context").where("customer_id", "=", customerId);
  if (exceptToken) query = query.where("token", "!=", exceptToken);
  await query.execute();
}

/** What is assigned to the sales channel among the given entity kinds (shipping_method, country, …). */
export async function channelAssignments(
  db: Db,
  salesChannelId: string,
  entities: string[],
): Promise<{ entity: string; entity_id: string }[]> {
  return db
    .selectFrom("sales_channel_assignment")
    .select(["entity", "entity_id"])
    .where("sales_channel_id", "=", salesChannelId)
    .where("entity", "in", entities)
    .execute();
}

/** The URL of the channel's domain for a language, if it has one. */
export async function domainUrl(db: Db, salesChannelId: string, languageId: string): Promise<string | null> {
  const domain = await db
    .selectFrom("sales_channel_domain")
    .select("url")
    .where("sales_channel_id", "=", salesChannelId)
    .where("language_id", "=", languageId)
    .executeTakeFirst();
  return domain?.url ?? null;
}

/**
 * What ChannelCache keeps of an active sales channel (by access key): the channel, its assignments, and the small
 * reference tables every request resolves against (languages, locales, currencies, customer groups, country tax
 * settings, the default currency's id). Null for an unknown or inactive access key.
 */
export async function channelRows(db: Db, accessKey: string) {
  const salesChannel = await db
    .selectFrom("sales_channel")
    .selectAll()
    .where("access_key", "=", accessKey)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!salesChannel) return null;
  const [assignments, languages, locales, currencies, groups, countries, defaultCurrency] = await Promise.all([
    db.selectFrom("sales_channel_assignment").selectAll().where("sales_channel_id", "=", salesChannel.id).execute(),
    db.selectFrom("language").selectAll().execute(),
    db.selectFrom("locale").selectAll().execute(),
    db.selectFrom("currency").selectAll().execute(),
    db.selectFrom("customer_group").selectAll().execute(),
    db
      .selectFrom("country")
      .select(["id", "customer_tax", "company_tax", "vat_id_pattern", "check_vat_id_pattern"])
      .execute(),
    db.selectFrom("currency").select("id").where("is_system_default", "=", 1).executeTakeFirst(),
  ]);
  return { salesChannel, assignments, languages, locales, currencies, groups, countries, defaultCurrency };
}

/** The customer a context token is logged in as, or null (also for an unknown token). */
export async function customerOfContext(db: Db, token: string): Promise<string | null> {
  const row = await db
    .selectFrom("sales_channel_api_context")
    .select("customer_id")
    .where("token", "=", token)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Deletes the contexts last changed before `anonymousBefore` without a customer, or before `customerBefore` at all
 * (ISO times); returns how many went.
 */
export async function deleteContextsChangedBefore(
  db: Db,
  anonymousBefore: string,
  customerBefore: string,
): Promise<number> {
  const result = await db
    .deleteFrom("sales_channel_api_context")
    .where((eb) =>
      eb.or([
        eb.and([eb("customer_id", "is", null), eb("updated_at", "<", anonymousBefore)]),
        eb("updated_at", "<", customerBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The URLs of the channel's domains (of one language when given), the oldest first (the seed lists a language's
 * primary domain first), then by URL.
 */
export async function channelDomainUrls(db: Db, salesChannelId: string, languageId?: string): Promise<string[]> {
  let query = db.selectFrom("sales_channel_domain").select("url").where("sales_channel_id", "=", salesChannelId);
  if (languageId !== undefined) query = query.where("language_id", "=", languageId);
  const rows = await query.orderBy("created_at").orderBy("url").execute();
  return rows.map((row) => row.url);
}
