import { z } from "zod";
import type { Db } from "../../db/database.js";
import { assertUuid } from "../../http/errors.js";
import { deleteCart } from "../cart/cart.service.js";
import { detachReviewsOf } from "../review/review.service.js";
import { deleteWishlistsOf } from "../wishlist/wishlist.service.js";
import { isAssigned, type ChannelData } from "../context/channel-cache.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { deleteCustomerContexts } from "../context/context.repository.js";
import { customerErrors } from "./customer.errors.js";
import * as repo from "./customer.repository.js";
import { birthdayOf, checkBusinessVatIds, checkNewPassword } from "./customer.service.js";
import { defaultSalutationId, optionalString, orNull, parseBody, Violations } from "./customer-validation.js";
import { hashPassword, verifyPassword } from "./password.js";
import { findPaymentMethod, salutationExists } from "../system/system.repository.js";

const profileSchema = z.object({
  salutationId: optionalString,
  title: optionalString,
  firstName: optionalString,
  lastName: optionalString,
  accountType: optionalString,
  company: optionalString,
  // Looked at for business accounts only; birthday parts are range-checked only when a shop requires a birthday;
  // custom fields are kept only when marked allow_customer_write (StoreApiCustomFieldMapper; this shop has none).
  vatIds: z.unknown().optional(),
  birthdayDay: z.unknown().optional(),
  birthdayMonth: z.unknown().optional(),
  birthdayYear: z.unknown().optional(),
  customFields: z.unknown().optional(),
});

/**
 * POST /account/change-profile (§8.5, guests allowed), as ChangeCustomerProfileRoute: an empty or missing
 * accountType leaves the account type as it is (and clears the company); a business needs a company and VAT ids
 * in its billing country's format (empty entries dropped); a title is at most 100 characters.
 */
export async function changeProfile(db: Db, customer: ContextCustomer, body: unknown): Promise<void> {
  const input = parseBody(profileSchema, body);
  const v = new Violations();
  for (const field of ["firstName", "lastName"] as const)
    if (v.notBlank(`/${field}`, input[field])) v.maxLength(`/${field}`, input[field], 255);
  for (const field of ["firstName", "lastName"] as const) v.personName(`/${field}`, input[field]);
  v.maxLength("/title", input.title, 100);
  v.singleLine("/title", input.title);
  const salutationId = orNull(input.salutationId) ?? (await defaultSalutationId(db));
  if (salutationId && !(await salutationExists(db, salutationId)))
    v.notFound("/salutationId", "salutation", salutationId);
  const accountType = orNull(input.accountType);
  if (accountType !== null) v.choice("/accountType", accountType, ["private", "business"]);
  let vatIds: string[] | undefined;
  if (accountType === "business") {
    v.notBlank("/company", input.company);
    const billing = customer.defaultBillingAddressId
      ? await repo.findOwnAddress(db, customer.id, customer.defaultBillingAddressId)
      : undefined;
    if (billing) vatIds = await checkBusinessVatIds(db, billing.country_id, input.vatIds, v);
  }
  v.throwIfAny();
  await repo.updateCustomer(db, customer.id, {
    salutation_id: salutationId,
    title: orNull(input.title),
    first_name: (input.firstName ?? "").trim(),
    last_name: (input.lastName ?? "").trim(),
    ...(accountType !== null ? { account_type: accountType } : {}),
    company: accountType === "business" ? orNull(input.company) : null,
    vat_ids: accountType === "business" ? JSON.stringify(vatIds ?? []) : null,
    birthday: birthdayOf(input.birthdayDay, input.birthdayMonth, input.birthdayYear),
  });
}

/** The current password, or 'Password incorrect' (VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT on /password). */
async function checkCurrentPassword(
  db: Db,
  customerId: string,
  password: string | null | undefined,
  v: Violations,
): Promise<void> {
  const row = await repo.findCustomer(db, customerId);
  if (!password || !(await verifyPassword(password, row?.password as string | null))) {
    v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Password incorrect", {});
  }
}

const emailSchema = z.object({ email: optionalString, emailConfirmation: optionalString, password: optionalString });

/** POST /account/change-email (§8.5, no guests). */
export async function changeEmail(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  body: unknown,
): Promise<void> {
  const input = parseBody(emailSchema, body);
  const v = new Violations();
  if (v.email("/email", input.email)) {
    if (await repo.emailTaken(db, input.email, ctx.salesChannelId, customer.id)) {
      v.emailNotUnique("/email", input.email);
    }
    v.equalTo("/emailConfirmation", input.emailConfirmation, input.email);
  }
  await checkCurrentPassword(db, customer.id, input.password, v);
  v.throwIfAny();
  const email = (input.email ?? "").trim();
  await repo.withUniqueEmail(
    email,
    "/email",
    () => repo.updateCustomer(db, customer.id, { email }),
    Violations.emailTaken,
  );
}

const passwordSchema = z.object({
  password: optionalString,
  newPassword: optionalString,
  newPasswordConfirm: optionalString,
});

/** POST /account/change-password (§8.5, no guests): other sessions of the customer end, this one keeps its token. */
export async function changePassword(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  body: unknown,
  hashCost: number,
): Promise<void> {
  const input = parseBody(passwordSchema, body);
  const v = new Violations();
  await checkCurrentPassword(db, customer.id, input.password, v);
  await checkNewPassword(db, "/newPassword", input.newPassword, v);
  v.equalTo("/newPasswordConfirm", input.newPasswordConfirm, input.newPassword);
  v.throwIfAny();
  await repo.updateCustomer(db, customer.id, { password: await hashPassword(input.newPassword ?? "", hashCost) });
  await deleteCustomerContexts(db, customer.id, ctx.token);
}

const convertSchema = z.object({ password: optionalString });

/** POST /account/convert-guest (6.7): the guest account becomes a registered one with a password. */
export async function convertGuest(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  body: unknown,
  hashCost: number,
): Promise<void> {
  if (!customer.guest) throw customerErrors.notGuest(customer.id);
  const input = parseBody(convertSchema, body);
  const v = new Violations();
  await checkNewPassword(db, "/password", input.password, v);
  if (await repo.emailTaken(db, customer.email, ctx.salesChannelId, customer.id)) {
    v.emailNotUnique("/email", customer.email);
  }
  v.throwIfAny();
  const password = await hashPassword(input.password ?? "", hashCost);
  await repo.withUniqueEmail(
    customer.email,
    "/email",
    () => repo.updateCustomer(db, customer.id, { guest: 0, password }),
    Violations.emailTaken,
  );
}

const languageSchema = z.object({ languageId: optionalString });

/** POST /account/change-language: the language the customer's mails are written in. */
export async function changeLanguage(
  db: Db,
  channel: ChannelData,
  customer: ContextCustomer,
  body: unknown,
): Promise<void> {
  const input = parseBody(languageSchema, body);
  const v = new Violations();
  const { languageId } = input;
  if (v.notBlank("/languageId", languageId) && !isAssigned(channel, "language", languageId))
    v.notFound("/languageId", "language", languageId);
  v.throwIfAny();
  if (languageId) await repo.updateCustomer(db, customer.id, { language_id: languageId }); // always set here: notBlank threw above otherwise
}

/** POST /account/change-payment-method/{id}: the default payment method, one of the channel's. */
export async function changePaymentMethod(
  db: Db,
  channel: ChannelData,
  customer: ContextCustomer,
  paymentMethodId: string,
): Promise<void> {
  assertUuid(paymentMethodId);
  const method = isAssigned(channel, "payment_method", paymentMethodId)
    ? await findPaymentMethod(db, paymentMethodId)
    : undefined;
  if (!method || Number(method.active) !== 1) throw customerErrors.paymentMethodNotFound(paymentMethodId);
  await repo.updateCustomer(db, customer.id, { default_payment_method_id: paymentMethodId });
}

/**
 * DELETE /account/customer: the account, its addresses and recovery rows (cascade), its wishlists, this session's
 * cart and every session of it; its reviews stay without the link to the account (Shopware's ON DELETE SET NULL).
 */
export async function deleteAccount(db: Db, ctx: SalesChannelContext, customer: ContextCustomer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteCart(trx, ctx.token);
    await deleteWishlistsOf(trx, customer.id);
    await detachReviewsOf(trx, customer.id);
    await deleteCustomerContexts(trx, customer.id);
    await repo.deleteCustomer(trx, customer.id);
  });
}
