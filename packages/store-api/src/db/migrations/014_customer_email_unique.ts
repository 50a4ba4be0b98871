import { sql, type Kysely } from "kysely";

/**
 * One registered account per e-mail where a sales channel sees it (issue 12 M4): a check before the insert let 10
 * parallel registrations make 10 accounts. The database now refuses the second one (a unique index on both engines);
 * guests may repeat, as in Shopware (guest orders reuse an e-mail). The key is the lower-cased e-mail plus the bound
 * channel ('' for accounts every channel sees), Shopware's CustomerEmailUnique scope.
 *
 * Existing duplicates: the account login picked (the newest) keeps the address as a registered account; the others
 * become guest records (their orders stay, their login ends: it already did, login only ever found the newest).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE customer SET guest = 1 WHERE guest = 0 AND EXISTS (
    SELECT 1 FROM customer newer WHERE newer.guest = 0 AND lower(newer.email) = lower(customer.email)
      AND COALESCE(newer.bound_sales_channel_id, '') = COALESCE(customer.bound_sales_channel_id, '')
      AND (newer.created_at > customer.created_at OR (newer.created_at = customer.created_at AND newer.id > customer.id)))`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX customer_email_unique ON customer (lower(email), COALESCE(bound_sales_channel_id, '')) WHERE guest = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX customer_email_unique`.execute(db);
}
