/** The payment module's table, payment_token: every query of it. */
import type { Db } from "../../db/database.js";
import type { NewRow, Row } from "../../db/schema.js";

export async function insertPaymentToken(db: Db, row: NewRow<"payment_token">): Promise<void> {
  await db.insertInto("payment_token").values(row).execute();
}

export async function findPaymentToken(db: Db, token: string): Promise<Row<"payment_token"> | undefined> {
  return db.selectFrom("payment_token").selectAll().where("token", "=", token).executeTakeFirst();
}

/** Marks an unused token used; false when it was used already (of two concurrent claims only one succeeds). */
export async function claimPaymentToken(db: Db, token: string): Promise<boolean> {
  const claimed = await db
    .updateTable("payment_token")
    .set({ consumed_at: new Date().toISOString() })
    .where("token", "=", token)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Marks the unused payment tokens of a transaction, or of every transaction of an order, as used. */
export async function killPaymentTokens(
  db: Db,
  scope: { transactionId: string } | { orderId: string },
  now = new Date().toISOString(),
): Promise<void> {
  const query = db.updateTable("payment_token").set({ consumed_at: now }).where("consumed_at", "is", null);
  await ("transactionId" in scope
    ? query.where("transaction_id", "=", scope.transactionId)
    : query.where("order_id", "=", scope.orderId)
  ).execute();
}

/** Deletes the payment tokens that expired or were used before `before` (ISO time); returns how many went. */
export async function deletePaymentTokensSpentBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom("payment_token")
    .where((eb) => eb.or([eb("expires_at", "<", before), eb("consumed_at", "<", before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
