import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { FastifyReply } from "fastify";
import type { Db } from "../../db/database.js";
import { consumeRateLimit, resetRateLimit } from "../../http/rate-limit.js";
import type { ChannelData } from "../context/channel-cache.js";
import type { SalesChannelContext } from "../context/context.js";
import { deleteCustomerContexts } from "../context/context.repository.js";
import { customerConfig } from "./customer-config.js";
import { customerErrors } from "./customer.errors.js";
import { sendCustomerMail } from "./customer-mail.js";
import { logout } from "./customer-session.js";
import * as repo from "./customer.repository.js";
import { checkNewPassword, checkStorefrontUrl, newId } from "./customer.service.js";
import { optionalString, parseBody, Violations } from "./customer-validation.js";
import { hashPassword } from "./password.js";

/** A recovery link is valid for 2 hours (Shopware's fixed window). */
export const RECOVERY_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The recovery clock; tests move it forward to expire hashes. */
let clock: () => number = () => Date.now();
export function setRecoveryClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}

const requestSchema = z.object({ email: optionalString, storefrontUrl: optionalString });

/** POST /account/recovery-password (§8.7): a new 32-character hash and a mail with the reset link. */
export async function sendRecoveryMail(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  body: unknown,
  ip: string,
): Promise<void> {
  const input = parseBody(requestSchema, body);
  const v = new Violations();
  v.email("/email", input.email);
  const storefrontUrl = await checkStorefrontUrl(db, ctx, input.storefrontUrl, v);
  v.throwIfAny();
  const email = (input.email ?? "").trim();
  await consumeRateLimit(db, "reset_password", `${email}-${ip}`.toLowerCase());
  const candidates = await repo.findLoginCandidates(db, email, ctx.salesChannelId);
  // Exactly one account must match; otherwise the same 200 as for a known e-mail, and no mail (issue 12 L1: Shopware's
  // CHECKOUT__CUSTOMER_NOT_FOUND told who has an account). The mail is queued, not sent, so both answers take alike.
  if (candidates.length !== 1) return;
  const customer = candidates[0];
  const hash = randomBytes(16).toString("hex");
  await repo.replaceRecovery(db, {
    id: newId(),
    customer_id: customer.id,
    hash,
    created_at: new Date(clock()).toISOString(),
  });
  const path = (await customerConfig(db, "pwdRecoverUrl")).replace("%%RECOVERHASH%%", hash);
  await sendCustomerMail(db, channel, {
    template: "customer.password_recovery",
    to: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    languageId: ctx.languageId,
    link: `${storefrontUrl}${path}`,
    shopUrl: storefrontUrl,
    data: { hash },
  });
}

/** The recovery row of a hash, or 404 CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH. */
async function recoveryOf(db: Db, hash: string) {
  const recovery = await repo.findRecovery(db, hash);
  if (!recovery) throw customerErrors.notFoundByHash(hash);
  return { recovery, expired: clock() - Date.parse(recovery.created_at) > RECOVERY_LIFETIME_MS };
}

const hashSchema = z.object({ hash: optionalString });

/** POST /account/customer-recovery-is-expired. */
export async function recoveryIsExpired(db: Db, body: unknown): Promise<boolean> {
  const input = parseBody(hashSchema, body);
  const v = new Violations();
  if (v.notBlank("/hash", input.hash) && input.hash.length !== 32) {
    v.add("/hash", "NOT_EQUAL_LENGTH_ERROR", "This value should have exactly 32 characters.", {
      "{{ value }}": `"${input.hash}"`,
      "{{ limit }}": 32,
    });
  }
  v.throwIfAny();
  return (await recoveryOf(db, input.hash ?? "")).expired;
}

const confirmSchema = z.object({
  hash: optionalString,
  newPassword: optionalString,
  newPasswordConfirm: optionalString,
});

/**
 * POST /account/recovery-password-confirm: sets the password, forgets the hash and resets the login limiters. Whoever
 * knew the old password may still hold a session, so every session of the customer ends (a password change ends the
 * others too); when the request's own session was the customer's, it goes on under a new anonymous token.
 */
export async function recoverPassword(
  db: Db,
  ctx: SalesChannelContext,
  reply: FastifyReply,
  body: unknown,
  ip: string,
  hashCost: number,
): Promise<void> {
  const input = parseBody(confirmSchema, body);
  const v = new Violations();
  v.notBlank("/hash", input.hash);
  await checkNewPassword(db, "/newPassword", input.newPassword, v);
  v.equalTo("/newPasswordConfirm", input.newPasswordConfirm, input.newPassword);
  v.throwIfAny();
  const hash = input.hash ?? "";
  const { recovery, expired } = await recoveryOf(db, hash);
  if (expired) throw customerErrors.recoveryHashExpired(hash);
  const customer = await repo.findCustomer(db, recovery.customer_id);
  if (!customer) throw customerErrors.notFoundByHash(hash);
  await db.transaction().execute(async (trx) => {
    await repo.updateCustomer(trx, customer.id, { password: await hashPassword(input.newPassword ?? "", hashCost) });
    await repo.deleteRecovery(trx, customer.id);
    await deleteCustomerContexts(trx, customer.id);
  });
  if (ctx.customer?.id === customer.id) await logout(db, ctx, reply);
  const email = String(customer.email);
  await resetRateLimit(db, "login", `${email.toLowerCase()}-${ip}`);
  await resetRateLimit(db, "reset_password", `${email}-${ip}`.toLowerCase());
}
