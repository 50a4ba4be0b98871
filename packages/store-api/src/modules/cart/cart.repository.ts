/**
 * The `cart` table (006). Concurrency: every write is a compare-and-swap on `version` — update/delete only the
 * version that was read, insert only when no row exists (ON CONFLICT DO NOTHING) — and the caller re-reads and
 * re-applies its change when the swap fails (cart.service.ts `mutateCart`). We chose CAS over holding a transaction
 * with a row lock across the calculation because the calculation runs several reads (products, methods, promotions):
 * on SQLite a long write transaction would serialise the whole shop behind one cart, and on PostgreSQL a lock on a
 * not-yet-existing row is not possible (the first add to a new cart). CAS works the same on both engines and two
 * parallel changes of one cart both land: the loser of a race recalculates on top of the winner's state.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { emptyStoredCart, type StoredCart } from "./cart-types.js";

export interface CartRow {
  stored: StoredCart;
  /** 0 = no stored row. */
  version: number;
  hash: string;
  customerId: string | null;
}

export const hashOf = (stored: StoredCart): string =>
  createHash("sha256").update(JSON.stringify(stored)).digest("hex").slice(0, 32);

function parse(token: string, payload: string): StoredCart {
  const parsed = JSON.parse(payload) as Partial<StoredCart>;
  return { ...emptyStoredCart(token), ...parsed, token };
}

export async function findCart(db: Db, token: string): Promise<CartRow> {
  const row = await db
    .selectFrom("cart")
    .select(["payload", "version", "hash", "customer_id"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) {
    const stored = emptyStoredCart(token);
    return { stored, version: 0, hash: hashOf(stored), customerId: null };
  }
  return {
    stored: parse(token, row.payload),
    version: Number(row.version),
    hash: row.hash,
    customerId: row.customer_id ?? null,
  };
}

/** Whether a cart row is stored under the token. */
export async function cartExists(db: Db, token: string): Promise<boolean> {
  return (await db.selectFrom("cart").select("token").where("token", "=", token).executeTakeFirst()) !== undefined;
}

/** Stored only while it has items, a comment, or an affiliate or campaign code (§6.2). */
export const worthStoring = (stored: StoredCart): boolean =>
  stored.lineItems.length > 0 ||
  Boolean(stored.customerComment) ||
  Boolean(stored.affiliateCode) ||
  Boolean(stored.campaignCode);

export interface WriteTarget {
  token: string;
  customerId: string | null;
  salesChannelId: string;
  /** The version that was read (0 = none). */
  expectedVersion: number;
}

/** Writes (or deletes) the cart if nobody changed it since `expectedVersion`; false when the swap lost a race. */
export async function swapCart(db: Db, target: WriteTarget, stored: StoredCart): Promise<boolean> {
  const now = new Date().toISOString();
  const { token, expectedVersion } = target;
  if (!worthStoring(stored)) {
    if (expectedVersion === 0) return true;
    const result = await db
      .deleteFrom("cart")
      .where("token", "=", token)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
  const payload = JSON.stringify(stored);
  const hash = hashOf(stored);
  if (expectedVersion === 0) {
    const result = await db
      .insertInto("cart")
      .values({
        token,
        customer_id: target.customerId,
        sales_channel_id: target.salesChannelId,
        payload,
        hash,
        version: 1,
        rule_ids: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("token").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const result = await db
    .updateTable("cart")
    .set({ payload, hash, customer_id: target.customerId, version: expectedVersion + 1, updated_at: now })
    .where("token", "=", token)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeCart(db: Db, token: string): Promise<void> {
  await db.deleteFrom("cart").where("token", "=", token).execute();
}

/**
 * Deletes the cart only if it is still in the state `hash` (the order's "claim the cart" step: a double submit or a
 * concurrent change finds nothing to claim). Run it inside the order's transaction.
 */
export async function claimCart(db: Db, token: string, hash: string): Promise<boolean> {
  const result = await db.deleteFrom("cart").where("token", "=", token).where("hash", "=", hash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Moves a stored cart to another token (login/register), replacing whatever was stored there. */
export async function retokenCart(
  db: Db,
  fromToken: string,
  toToken: string,
  customerId: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("cart").select(["payload"]).where("token", "=", fromToken).executeTakeFirst();
    if (!row) return;
    const stored = { ...parse(fromToken, row.payload), token: toToken };
    await trx.deleteFrom("cart").where("token", "=", toToken).execute();
    await trx.deleteFrom("cart").where("token", "=", fromToken).execute();
    const now = new Date().toISOString();
    await trx
      .insertInto("cart")
      .values({
        token: toToken,
        customer_id: customerId,
        sales_channel_id: null,
        payload: JSON.stringify(stored),
        hash: hashOf(stored),
        version: 1,
        rule_ids: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}

/**
 * Deletes the carts last changed before `anonymousBefore` without a customer, or before `customerBefore` at all
 * (ISO times); returns how many went.
 */
export async function deleteCartsChangedBefore(
  db: Db,
  anonymousBefore: string,
  customerBefore: string,
): Promise<number> {
  const changedAt = sql<string>`COALESCE(updated_at, created_at)`;
  const result = await db
    .deleteFrom("cart")
    .where((eb) =>
      eb.or([
        eb.and([eb("customer_id", "is", null), eb(changedAt, "<", anonymousBefore)]),
        eb(changedAt, "<", customerBefore),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
