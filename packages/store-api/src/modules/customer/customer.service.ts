import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { emptyCriteria, type Criteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import { checkRateLimit, consumeRateLimit, resetRateLimit } from "../../http/rate-limit.js";
import type { ChannelData } from "../context/channel-cache.js";
import type { SalesChannelContext } from "../context/context.js";
import { channelDomainUrls } from "../context/context.repository.js";
import { UUID_PATTERN } from "../../http/errors.js";
import { registrationOpenIn } from "../customer-group/customer-group.repository.js";
import { customerConfig } from "./customer-config.js";
import { customerAddressDefinition, customerDefinition } from "./customer.definition.js";
import { customerErrors } from "./customer.errors.js";
import { sendCustomerMail } from "./customer-mail.js";
import * as repo from "./customer.repository.js";
import { loginAs } from "./customer-session.js";
import {
  addressSchema,
  type AddressValues,
  defaultSalutationId,
  optionalString,
  orNull,
  parseBody,
  validateAddress,
  validateVatIds,
  Violations,
} from "./customer-validation.js";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "./password.js";

export const newId = () => randomBytes(16).toString("hex");
export const sha1 = (value: string) => createHash("sha1").update(value).digest("hex");
const now = () => new Date().toISOString();

/**
 * The `customer` entity JSON: criteria associations (e.g. defaultBillingAddress.country) plus the active billing and
 * shipping addresses (session selection, else the defaults) with country, state and salutation, as Shopware's
 * context customer carries them.
 */
export async function customerJson(
  db: Db,
  ctx: SalesChannelContext,
  customerId: string,
  criteria: Criteria = emptyCriteria(),
): Promise<Entity> {
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
export async function checkStorefrontUrl(
  db: Db,
  ctx: SalesChannelContext,
  url: string | null | undefined,
  v: Violations,
): Promise<string> {
  const domains = (await channelDomainUrls(db, ctx.salesChannelId)).map((url) => url.replace(/\/+$/, ""));
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
  // Read as RequestDataBag::getBoolean reads it ("1", "true", "on", "yes" and true/1 are true).
  guest: z.unknown().optional(),
  accountType: optionalString,
  storefrontUrl: optionalString,
  billingAddress: addressSchema.nullish(),
  shippingAddress: addressSchema.nullish(),
  // Shopware range-checks the birthday only when the shop requires it (not ours); anything else means no birthday.
  birthdayDay: z.unknown().optional(),
  birthdayMonth: z.unknown().optional(),
  birthdayYear: z.unknown().optional(),
  // Only business accounts look at VAT ids (RegisterRoute::validateRegistrationData).
  vatIds: z.unknown().optional(),
  affiliateCode: optionalString,
  campaignCode: optionalString,
  // StoreApiCustomFieldMapper keeps only custom fields marked allow_customer_write; this shop defines none.
  customFields: z.unknown().optional(),
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
export async function checkNewPassword(
  db: Db,
  pointer: string,
  password: string | null | undefined,
  v: Violations,
): Promise<void> {
  if (v.notBlank(pointer, password)) v.minLength(pointer, password, await customerConfig(db, "passwordMinLength"));
}

/** PHP's filter_var(…, FILTER_VALIDATE_BOOLEAN), as RequestDataBag::getBoolean reads a flag. */
export function phpBoolean(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === "number") return value === 1;
  return typeof value === "string" && ["1", "true", "on", "yes"].includes(value.trim().toLowerCase());
}

/** PHP's truthiness, as array_filter keeps list entries (null, "", "0", 0 and false are dropped). */
const phpTruthy = (value: unknown) =>
  value !== null && value !== undefined && value !== "" && value !== "0" && value !== 0 && value !== false;

/**
 * A business account's VAT ids as Shopware checks them (register and change-profile): empty entries dropped
 * (array_filter), then Type('array') and CustomerVatIdentification against `countryId`. Returns the kept ids.
 */
export async function checkBusinessVatIds(db: Db, countryId: string, raw: unknown, v: Violations): Promise<string[]> {
  const kept = Array.isArray(raw) ? raw.filter(phpTruthy) : raw;
  if (kept !== undefined && kept !== null && !Array.isArray(kept)) {
    v.add("/vatIds", "INVALID_TYPE_ERROR", "This value should be of type array.", { "{{ type }}": "array" });
    return [];
  }
  const vatIds = ((kept as unknown[] | null | undefined) ?? []).map((id) => String(id).trim());
  await validateVatIds(db, countryId, vatIds, "/vatIds", v);
  return vatIds;
}

/**
 * POST /account/register (§8.1), validated as Shopware's RegisterRoute::validateRegistrationData: an empty accountType
 * is private; first/last name fall back to the billing address's (6.7); with only a shipping address that address is
 * the billing one too; VAT ids are looked at for business accounts only (empty entries dropped, then a list, each
 * matching the country's pattern: the shipping country's when there is a shipping address).
 */
export async function register(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  reply: FastifyReply,
  body: unknown,
  ip: string,
  hashCost: number,
): Promise<Entity> {
  // Every attempt counts per IP (a spam run sends valid ones); per e-mail only once the address is valid, below.
  await consumeRateLimit(db, "registration", ip);
  const input = parseBody(registerSchema, body);
  const guest = phpBoolean(input.guest);
  const v = new Violations();
  const accountType = orNull(input.accountType) ?? "private";
  v.choice("/accountType", accountType, ["private", "business"]);
  if (v.email("/email", input.email) && !guest && (await repo.emailTaken(db, input.email, ctx.salesChannelId))) {
    v.emailNotUnique("/email", input.email);
  }
  if (!guest) await checkNewPassword(db, "/password", input.password, v);
  const firstName = input.firstName !== undefined ? input.firstName : input.billingAddress?.firstName;
  const lastName = input.lastName !== undefined ? input.lastName : input.billingAddress?.lastName;
  if (v.notBlank("/firstName", firstName)) v.maxLength("/firstName", firstName, 255);
  if (v.notBlank("/lastName", lastName)) v.maxLength("/lastName", lastName, 255);
  v.personName("/firstName", firstName);
  v.personName("/lastName", lastName);
  for (const field of ["title", "affiliateCode", "campaignCode"] as const) v.singleLine(`/${field}`, input[field]);
  if (!orNull(input.storefrontUrl)) v.notBlank("/storefrontUrl", input.storefrontUrl);
  const storefrontUrl = await checkStorefrontUrl(db, ctx, input.storefrontUrl, v);
  const salutationId = orNull(input.salutationId) ?? (await defaultSalutationId(db));
  const names = { salutationId, firstName, lastName, title: input.title };
  let billing: AddressValues | undefined;
  if (input.billingAddress || !input.shippingAddress) {
    // The billing address is validated with the customer's account type (company required for a business).
    if (!input.billingAddress) v.notBlank("/billingAddress", null);
    else
      billing = await validateAddress(
        db,
        channel,
        { ...input.billingAddress, ...names, accountType },
        "/billingAddress",
        v,
      );
  }
  const shipping = input.shippingAddress
    ? await validateAddress(db, channel, { salutationId, ...input.shippingAddress }, "/shippingAddress", v)
    : undefined;
  // Shopware: EntityExists over the customer groups whose registration is open in this channel (RegisterRoute).
  const requestedGroupId = orNull(input.requestedGroupId);
  if (
    requestedGroupId !== null &&
    !(UUID_PATTERN.test(requestedGroupId) && (await registrationOpenIn(db, requestedGroupId, ctx.salesChannelId)))
  ) {
    v.notFound("/requestedGroupId", "customer_group", requestedGroupId);
  }
  let vatIds: string[] = [];
  if (accountType === "business") {
    const countryId = input.shippingAddress ? input.shippingAddress.countryId : input.billingAddress?.countryId;
    if (countryId) vatIds = await checkBusinessVatIds(db, countryId, input.vatIds, v);
  }
  v.throwIfAny();
  billing ??= shipping;
  if (!billing || !input.email) throw new Error("validated registration lacks billing address or email");
  // A registered account exists once per e-mail (the unique index); guest records may repeat one, each with a mail.
  if (guest) await consumeRateLimit(db, "registration_email", input.email.trim().toLowerCase());

  const doubleOptIn = await customerConfig(db, guest ? "doubleOptInGuestOrder" : "doubleOptInRegistration");
  const customerId = newId();
  const billingId = newId();
  const shippingId = shipping && input.billingAddress ? newId() : billingId;
  const hash = doubleOptIn ? randomBytes(16).toString("hex") : null;
  const passwordHash = guest ? null : await hashPassword(input.password ?? "", hashCost);
  const email = input.email.trim();
  // The check above answers the usual case; the unique index answers a parallel registration with the same e-mail.
  const insert = () =>
    db.transaction().execute(async (trx) => {
      await repo.insertCustomer(trx, {
        id: customerId,
        customer_number: await repo.nextCustomerNumber(trx),
        email,
        password: passwordHash,
        salutation_id: salutationId,
        title: orNull(input.title),
        first_name: (firstName ?? "").trim(),
        last_name: (lastName ?? "").trim(),
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
        custom_fields: null,
        created_at: now(),
      });
      await repo.insertAddress(trx, { id: billingId, customer_id: customerId, ...billing, created_at: now() });
      if (shipping && billingId !== shippingId)
        await repo.insertAddress(trx, { id: shippingId, customer_id: customerId, ...shipping, created_at: now() });
    });
  await repo.withUniqueEmail(email, "/email", insert, Violations.emailTaken);

  const mailBase = {
    to: email,
    firstName: billing.first_name,
    lastName: billing.last_name,
    languageId: ctx.languageId,
    shopUrl: storefrontUrl,
  };
  if (doubleOptIn && hash) {
    const path = (await customerConfig(db, "confirmationUrl"))
      .replace("%%HASHEDEMAIL%%", sha1(email))
      .replace("%%SUBSCRIBEHASH%%", hash);
    const redirect = input.redirectTo ? `&redirectTo=${encodeURIComponent(input.redirectTo)}` : "";
    await sendCustomerMail(db, channel, {
      ...mailBase,
      template: "customer.double_opt_in_registration",
      link: `${storefrontUrl}${path}${redirect}`,
      data: { hash, em: sha1(email) },
    });
    return customerJson(db, ctx, customerId);
  }
  if (!guest)
    await sendCustomerMail(db, channel, {
      ...mailBase,
      template: "customer.registered",
      link: `${storefrontUrl}/login`,
    });
  await loginAs(db, ctx, reply, customerId, { restore: false });
  return customerJson(db, { ...ctx, customer: null }, customerId);
}

const confirmSchema = z.object({ hash: optionalString, em: optionalString });

/** POST /account/register-confirm (§8.2): completes the double opt-in and logs the customer in. */
export async function registerConfirm(
  db: Db,
  ctx: SalesChannelContext,
  reply: FastifyReply,
  body: unknown,
): Promise<Entity> {
  const input = parseBody(confirmSchema, body);
  if (!input.hash) throw customerErrors.noHashProvided();
  const customer = await repo.findCustomerByHash(db, input.hash);
  if (!customer || customer.guest === 1) throw customerErrors.notFoundByHash(input.hash);
  const v = new Violations();
  const expected = sha1(String(customer.email));
  if (input.em !== expected) v.equalTo("/em", input.em, expected);
  if (customer.double_opt_in_registration !== 1)
    v.add("/doubleOptInRegistration", "IS_TRUE_ERROR", "This value should be true.", { "{{ value }}": "false" });
  v.throwIfAny();
  if (customer.double_opt_in_confirm_date) throw customerErrors.alreadyConfirmed(customer.id);
  await repo.updateCustomer(db, customer.id, { double_opt_in_confirm_date: now(), active: 1 });
  await loginAs(db, ctx, reply, customer.id, { restore: false });
  return customerJson(db, { ...ctx, customer: null }, customer.id);
}

const loginSchema = z.object({ email: optionalString, username: optionalString, password: optionalString });

/**
 * Per cost: the scrypt hash checked when no account matches, so that a login costs the same time whether the e-mail
 * exists or not (at the configured cost; an account hashed at an earlier setting verifies at its own).
 */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = hashPassword(randomBytes(16).toString("hex"), cost)));
  return hash;
}

/** POST /account/login (§8.4). */
export async function login(
  db: Db,
  ctx: SalesChannelContext,
  reply: FastifyReply,
  body: unknown,
  ip: string,
  hashCost: number,
): Promise<string> {
  const input = parseBody(loginSchema, body);
  const email = (input.email ?? input.username ?? "").trim();
  const password = input.password ?? "";
  if (email === "" || password === "") throw customerErrors.badCredentials();
  const limiterKey = `${email.toLowerCase()}-${ip}`;
  await checkRateLimit(db, "login_ip", ip);
  await consumeRateLimit(db, "login", limiterKey);
  // A failed login counts against the IP whatever the e-mail; a success does not (a shared office IP logs in a lot).
  const failed = async () => {
    await consumeRateLimit(db, "login_ip", ip).catch(() => undefined);
    return customerErrors.badCredentials();
  };
  const [customer] = await repo.findLoginCandidates(db, email, ctx.salesChannelId);
  // Unknown e-mail and wrong password answer alike, after the same scrypt work (issue 12 L1). Shopware answers an
  // unknown e-mail with CHECKOUT__CUSTOMER_NOT_FOUND (AccountService::getCustomerByEmail), which tells who has an account.
  const passwordOk = await verifyPassword(password, customer ? customer.password : await dummyHash(hashCost));
  if (!customer || !passwordOk) throw await failed();
  if (customer.double_opt_in_registration === 1 && !customer.double_opt_in_confirm_date)
    throw customerErrors.optInNotCompleted(customer.id);
  await resetRateLimit(db, "login", limiterKey);
  await repo.updateCustomer(db, customer.id, {
    last_login: now(),
    first_login: customer.first_login ?? now(),
    ...(passwordNeedsRehash(customer.password, hashCost) ? { password: await hashPassword(password, hashCost) } : {}),
  });
  return loginAs(db, ctx, reply, customer.id, { restore: true });
}
