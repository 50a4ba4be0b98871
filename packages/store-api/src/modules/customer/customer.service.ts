import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { emptyCriteria, type Criteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import { consumeRateLimit, resetRateLimit } from "../../http/rate-limit.js";
import type { ChannelData } from "../context/channel-cache.js";
import type { SalesChannelContext } from "../context/context.js";
import { UUID_PATTERN } from "../../http/errors.js";
import { registrationOpenIn } from "../customer-group/customer-group.routes.js";
import { customerConfig } from "./customer-config.js";
import { customerAddressDefinition, customerDefinition } from "./customer.definition.js";
import { customerErrors } from "./customer.errors.js";
import { sendCustomerMail } from "./customer-mail.js";
import * as repo from "./customer.repository.js";
import { loginAs } from "./customer-session.js";
import { addressSchema, type AddressValues, defaultSalutationId, optionalString, orNull, parseBody, validateAddress, validateVatIds, Violations } from "./customer-validation.js";
import { hashPassword, verifyPassword } from "./password.js";

export const newId = () => randomBytes(16).toString("hex");
export const sha1 = (value: string) => createHash("sha1").update(value).digest("hex");
const now = () => new Date().toISOString();

/**
 * The `customer` entity JSON: criteria associations (e.g. defaultBillingAddress.country) plus the active billing and
 * shipping addresses (session selection, else the defaults) with country, state and salutation, as Shopware's
 * context customer carries them.
 */
export async function customerJson(db: Db, ctx: SalesChannelContext, customerId: string, criteria: Criteria = emptyCriteria()): Promise<Entity> {
  const [customer] = await readByIds(db, customerDefinition, [customerId], ctx, { ...criteria, ids: undefined });
  if (!customer) throw new Error(`customer ${customerId} vanished while being read`);
  const own = ctx.customer?.id === customerId ? ctx.customer : undefined;
  const billingId = own?.activeBillingAddressId ?? (customer.defaultBillingAddressId as string | null);
  const shippingId = own?.activeShippingAddressId ?? (customer.defaultShippingAddressId as string | null);
  const ids = [billingId, shippingId].filter((id): id is string => typeof id === "string");
  const addresses = new Map((await readByIds(db, customerAddressDefinition, ids, ctx)).map((a) => [a.id, a]));
  customer.activeBillingAddress = (billingId && addresses.get(billingId)) ?? null;
  customer.activeShippingAddress = (shippingId && addresses.get(shippingId)) ?? null;
  customer.vatIds ??= [];
  return customer;
}

/** The storefront origin the links in mails point to; it must be one of the channel's domains (no trailing slash). */
export async function checkStorefrontUrl(db: Db, ctx: SalesChannelContext, url: string | null | undefined, v: Violations): Promise<string> {
  const domains = (await db.selectFrom("sales_channel_domain").select("url").where("sales_channel_id", "=", ctx.salesChannelId).execute()).map((d) => String(d.url).replace(/\/+$/, ""));
  const value = (url ?? "").replace(/\/+$/, "");
  if (!domains.includes(value)) v.choice("/storefrontUrl", url, domains);
  return value;
}

const registerSchema = z.object({
  email: optionalString,
  password: optionalString,
  salutationId: optionalString,
  title: optionalString,
  firstName: optionalString,
  lastName: optionalString,
  guest: z.boolean().nullish(),
  accountType: optionalString,
  storefrontUrl: optionalString,
  billingAddress: addressSchema.nullish(),
  shippingAddress: addressSchema.nullish(),
  birthdayDay: z.union([z.number(), z.string()]).nullish(),
  birthdayMonth: z.union([z.number(), z.string()]).nullish(),
  birthdayYear: z.union([z.number(), z.string()]).nullish(),
  vatIds: z.array(z.string()).nullish(),
  affiliateCode: optionalString,
  campaignCode: optionalString,
  customFields: z.record(z.string(), z.unknown()).nullish(),
  acceptedDataProtection: z.unknown().optional(),
  requestedGroupId: optionalString,
  redirectTo: optionalString,
  redirectParameters: z.unknown().optional(),
});

/** YYYY-MM-DD from the three form fields, or null when incomplete or not a real date. */
export function birthdayOf(day: unknown, month: unknown, year: unknown): string | null {
  const [d, m, y] = [day, month, year].map((x) => (x === null || x === undefined || x === "" ? NaN : Number(x)));
  if (![d, m, y].every(Number.isInteger)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Password rules shared by register, change-password, convert-guest and recovery. */
export async function checkNewPassword(db: Db, pointer: string, password: string | null | undefined, v: Violations): Promise<void> {
  if (v.notBlank(pointer, password)) v.minLength(pointer, password, await customerConfig(db, "passwordMinLength"));
}

/** POST /account/register (§8.1). */
export async function register(db: Db, ctx: SalesChannelContext, channel: ChannelData, reply: FastifyReply, body: unknown): Promise<Entity> {
  const input = parseBody(registerSchema, body);
  const guest = input.guest === true;
  const v = new Violations();
  const accountType = input.accountType ?? "private";
  v.choice("/accountType", accountType, ["private", "business"]);
  if (v.email("/email", input.email) && !guest && (await repo.emailTaken(db, input.email, ctx.salesChannelId))) {
    v.emailNotUnique("/email", input.email);
  }
  if (!guest) await checkNewPassword(db, "/password", input.password, v);
  for (const field of ["firstName", "lastName"] as const) if (v.notBlank(`/${field}`, input[field])) v.maxLength(`/${field}`, input[field], 255);
  const storefrontUrl = await checkStorefrontUrl(db, ctx, input.storefrontUrl, v);
  const salutationId = orNull(input.salutationId) ?? (await defaultSalutationId(db));
  const names = { salutationId, firstName: input.firstName, lastName: input.lastName, title: input.title };
  let billing: AddressValues | undefined;
  if (!input.billingAddress) v.notBlank("/billingAddress", null);
  else billing = await validateAddress(db, channel, { ...input.billingAddress, ...names }, "/billingAddress", v);
  const shipping = input.shippingAddress ? await validateAddress(db, channel, { salutationId, ...input.shippingAddress }, "/shippingAddress", v) : undefined;
  // Shopware: EntityExists over the customer groups whose registration is open in this channel (RegisterRoute).
  const requestedGroupId = orNull(input.requestedGroupId);
  if (requestedGroupId !== null && !(UUID_PATTERN.test(requestedGroupId) && (await registrationOpenIn(db, requestedGroupId, ctx.salesChannelId)))) {
    v.notFound("/requestedGroupId", "customer_group", requestedGroupId);
  }
  const vatIds = (input.vatIds ?? []).map((id) => id.trim()).filter((id) => id !== "");
  if (accountType === "business") {
    v.notBlank("/billingAddress/company", input.billingAddress?.company);
    await validateVatIds(db, input.billingAddress?.countryId, vatIds, "/vatIds", v);
  }
  v.throwIfAny();
  if (!billing || !input.email) throw new Error("validated registration lacks billing address or email");

  const doubleOptIn = await customerConfig(db, guest ? "doubleOptInGuestOrder" : "doubleOptInRegistration");
  const customerId = newId();
  const billingId = newId();
  const shippingId = shipping ? newId() : billingId;
  const hash = doubleOptIn ? randomBytes(16).toString("hex") : null;
  const passwordHash = guest ? null : await hashPassword(input.password ?? "");
  const email = input.email.trim();
  await db.transaction().execute(async (trx) => {
    await repo.insertCustomer(trx, {
      id: customerId,
      customer_number: await repo.nextCustomerNumber(trx),
      email,
      password: passwordHash,
      salutation_id: salutationId,
      title: orNull(input.title),
      first_name: billing.first_name,
      last_name: billing.last_name,
      company: accountType === "business" ? orNull(input.billingAddress?.company) : null,
      vat_ids: accountType === "business" ? JSON.stringify(vatIds) : null,
      account_type: accountType,
      birthday: birthdayOf(input.birthdayDay, input.birthdayMonth, input.birthdayYear),
      guest: guest ? 1 : 0,
      active: 1,
      double_opt_in_registration: doubleOptIn ? 1 : 0,
      double_opt_in_email_sent_date: doubleOptIn ? now() : null,
      hash,
      // The customer stays in the channel's group until the requested group is accepted (Shopware's approval).
      group_id: channel.salesChannel.customer_group_id,
      requested_group_id: requestedGroupId,
      sales_channel_id: ctx.salesChannelId,
      bound_sales_channel_id: (await customerConfig(trx, "boundToSalesChannel")) ? ctx.salesChannelId : null,
      language_id: ctx.languageId,
      default_billing_address_id: billingId,
      default_shipping_address_id: shippingId,
      default_payment_method_id: ctx.paymentMethodId,
      affiliate_code: orNull(input.affiliateCode),
      campaign_code: orNull(input.campaignCode),
      custom_fields: input.customFields ? JSON.stringify(input.customFields) : null,
      created_at: now(),
    });
    await repo.insertAddress(trx, { id: billingId, customer_id: customerId, ...billing, created_at: now() });
    if (shipping) await repo.insertAddress(trx, { id: shippingId, customer_id: customerId, ...shipping, created_at: now() });
  });

  const mailBase = { to: email, firstName: billing.first_name, lastName: billing.last_name, languageId: ctx.languageId, shopUrl: storefrontUrl };
  if (doubleOptIn && hash) {
    const path = (await customerConfig(db, "confirmationUrl")).replace("%%HASHEDEMAIL%%", sha1(email)).replace("%%SUBSCRIBEHASH%%", hash);
    const redirect = input.redirectTo ? `&redirectTo=${encodeURIComponent(input.redirectTo)}` : "";
    await sendCustomerMail(db, channel, { ...mailBase, template: "customer.double_opt_in_registration", link: `${storefrontUrl}${path}${redirect}`, data: { hash, em: sha1(email) } });
    return customerJson(db, ctx, customerId);
  }
  if (!guest) await sendCustomerMail(db, channel, { ...mailBase, template: "customer.registered", link: `${storefrontUrl}/login` });
  await loginAs(db, ctx, reply, customerId, { restore: false });
  return customerJson(db, { ...ctx, customer: null }, customerId);
}

const confirmSchema = z.object({ hash: optionalString, em: optionalString });

/** POST /account/register-confirm (§8.2): completes the double opt-in and logs the customer in. */
export async function registerConfirm(db: Db, ctx: SalesChannelContext, reply: FastifyReply, body: unknown): Promise<Entity> {
  const input = parseBody(confirmSchema, body);
  if (!input.hash) throw customerErrors.noHashProvided();
  const customer = await repo.findCustomerByHash(db, input.hash);
  if (!customer || customer.guest === 1) throw customerErrors.notFoundByHash(input.hash);
  const v = new Violations();
  const expected = sha1(String(customer.email));
  if (input.em !== expected) v.equalTo("/em", input.em, expected);
  if (customer.double_opt_in_registration !== 1) v.add("/doubleOptInRegistration", "IS_TRUE_ERROR", "This value should be true.", { "{{ value }}": "false" });
  v.throwIfAny();
  if (customer.double_opt_in_confirm_date) throw customerErrors.alreadyConfirmed(customer.id);
  await repo.updateCustomer(db, customer.id, { double_opt_in_confirm_date: now(), active: 1 });
  await loginAs(db, ctx, reply, customer.id, { restore: false });
  return customerJson(db, { ...ctx, customer: null }, customer.id);
}

const loginSchema = z.object({ email: optionalString, username: optionalString, password: optionalString });

// A fixed scrypt hash checked when no account matches, so a login costs the same time whether the email exists or not.
let dummyHash: Promise<string> | undefined;

/** POST /account/login (§8.4). */
export async function login(db: Db, ctx: SalesChannelContext, reply: FastifyReply, body: unknown, ip: string): Promise<string> {
  const input = parseBody(loginSchema, body);
  const email = (input.email ?? input.username ?? "").trim();
  const password = input.password ?? "";
  if (email === "" || password === "") throw customerErrors.badCredentials();
  const limiterKey = `${email.toLowerCase()}-${ip}`;
  await consumeRateLimit(db, "login", limiterKey);
  const [customer] = await repo.findLoginCandidates(db, email, ctx.salesChannelId);
  if (!customer) {
    await verifyPassword(password, await (dummyHash ??= hashPassword(randomBytes(16).toString("hex"))));
    throw customerErrors.notFound(email);
  }
  if (!(await verifyPassword(password, customer.password as string | null))) throw customerErrors.badCredentials();
  if (customer.double_opt_in_registration === 1 && !customer.double_opt_in_confirm_date) throw customerErrors.optInNotCompleted(customer.id);
  await resetRateLimit(db, "login", limiterKey);
  await repo.updateCustomer(db, customer.id, { last_login: now(), first_login: customer.first_login ?? now() });
  return loginAs(db, ctx, reply, customer.id, { restore: true });
}
