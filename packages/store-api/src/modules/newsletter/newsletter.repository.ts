/** The newsletter module's table, newsletter_recipient: every query of it. */
import type { Db } from "../../db/database.js";
import type { NewRow, RowUpdate } from "../../db/schema.js";
import type { NewsletterStatus } from "./newsletter.js";

export interface RecipientRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
  first_name: string | null;
  last_name: string | null;
  confirmed_at: string | null;
}

export async function findRecipient(
  db: Db,
  salesChannelId: string,
  column: "email" | "hash",
  value: string,
): Promise<RecipientRow | undefined> {
  return (await db
    .selectFrom("newsletter_recipient")
    .selectAll()
    .where("sales_channel_id", "=", salesChannelId)
    .where(column, "=", value)
    .executeTakeFirst()) as RecipientRow | undefined;
}

/**
 * Inserts the recipient of an address in a channel, or updates the one there is: an upsert, so two first
 * subscriptions of one address racing each other end in one recipient, not an error.
 */
export async function upsertRecipient(
  db: Db,
  id: string,
  values: Omit<NewRow<"newsletter_recipient">, "id" | "created_at">,
  at: string,
): Promise<void> {
  await db
    .insertInto("newsletter_recipient")
    .values({ id, ...values, created_at: at })
    .onConflict((oc) => oc.columns(["email", "sales_channel_id"]).doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

export async function updateRecipient(db: Db, id: string, values: RowUpdate<"newsletter_recipient">): Promise<void> {
  await db.updateTable("newsletter_recipient").set(values).where("id", "=", id).execute();
}
