import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/database.js";
import { consumeRateLimit } from "../../http/rate-limit.js";
import { requireCustomer } from "../customer/customer-auth.js";
import type { SalesChannelContext } from "../context/context.js";
import { Violations } from "../contact/form-validation.js";
import { sendMail } from "../mail/mail.js";
import {
  hashedEmail,
  isChannelDomain,
  languageDomain,
  type MailLocale,
  type RequestOrigin,
} from "../mail/mail-links.js";
import { systemConfig, systemConfigBool } from "../mail/system-config.js";
import { findRecipient, type RecipientRow, updateRecipient, upsertRecipient } from "./newsletter.repository.js";
import {
  confirmationLink,
  DEFAULT_SUBSCRIBE_URL,
  doubleOptInMail,
  newsletterErrors,
  registeredMail,
  statusForOption,
  SUBSCRIBE_OPTIONS,
  UNSUBSCRIBE_URL,
  type NewsletterMailLinks,
  type NewsletterStatus,
  type SubscribeOption,
} from "./newsletter.js";

export interface SubscribeInput {
  email?: string;
  option?: string;
  /** With option "unsubscribe": the recipient's hash from its mails' link. */
  hash?: string;
  storefrontUrl?: string;
  salutationId?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  zipCode?: string;
  city?: string;
  street?: string;
  customFields?: unknown;
}

const newHash = () => randomBytes(16).toString("hex");
const now = () => new Date().toISOString();
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Double opt-in applies to anonymous visitors (`core.newsletter.doubleOptIn`) and, for a logged-in customer
 * subscribing their own address, `core.newsletter.doubleOptInRegistered` (their address is already known). A logged-in
 * customer subscribing someone else's address is treated like a visitor, so nobody is subscribed unconfirmed.
 */
async function doubleOptInFor(db: Db, ctx: SalesChannelContext, email: string): Promise<boolean> {
  const own = ctx.customer && !ctx.customer.guest && normalized(ctx.customer.email) === email;
  return own
    ? systemConfigBool(db, "core.newsletter.doubleOptInRegistered", false)
    : systemConfigBool(db, "core.newsletter.doubleOptIn", true);
}

/**
 * The storefront URL a recipient's mails link to: `core.newsletter.doubleOptInDomain` when set, else the request's
 * (validated) storefrontUrl, else the channel's domain for the request language (confirm has no storefrontUrl).
 */
async function mailBase(db: Db, ctx: SalesChannelContext, storefrontUrl?: string): Promise<string | undefined> {
  const override = await systemConfig<string>(db, "core.newsletter.doubleOptInDomain", "");
  const base = override || storefrontUrl || (await languageDomain(db, ctx.salesChannelId, ctx.languageId));
  return base?.replace(/\/+$/, "");
}

/** The header link and the unsubscribe link (issue 12 L5) every newsletter mail carries, for this recipient's hash. */
function mailLinks(base: string | undefined, email: string, hash: string): NewsletterMailLinks {
  return base
    ? { shopUrl: base, unsubscribeUrl: confirmationLink(base, UNSUBSCRIBE_URL, hashedEmail(email), hash) }
    : {};
}

/** subscribeToNewsletter (§9). Returns the recipient's status afterwards. */
export async function subscribe(
  db: Db,
  ctx: SalesChannelContext,
  input: SubscribeInput,
  origin: RequestOrigin,
): Promise<NewsletterStatus> {
  const v = new Violations();
  const email = v.email("email", input.email);
  v.choice("option", input.option, SUBSCRIBE_OPTIONS);
  const domainOverride = await systemConfig<string>(db, "core.newsletter.doubleOptInDomain", "");
  if (!domainOverride) {
    const url = v.required("storefrontUrl", input.storefrontUrl);
    if (url !== undefined && !(await isChannelDomain(db, ctx.salesChannelId, url))) {
      v.custom("NO_SUCH_CHOICE_ERROR", "storefrontUrl", "The value you selected is not a valid choice.", {
        "{{ value }}": JSON.stringify(url),
      });
    }
  }
  v.noUrl("firstName", input.firstName);
  v.noUrl("lastName", input.lastName);
  for (const field of ["title", "firstName", "lastName", "zipCode", "city", "street"] as const)
    v.maxLength(field, input[field], 255);
  v.throwIfAny();
  // Only well-formed submissions count against the limiter, as in Shopware (validation first).
  await consumeRateLimit(db, "newsletter_form", origin.ip);

  const address = normalized(email as string);
  const option = input.option as SubscribeOption;
  // Opting out through subscribe follows unsubscribe's rule (own address or the recipient's hash), same answer.
  if (option === "unsubscribe") {
    await unsubscribe(db, ctx, { email: address, hash: input.hash });
    return "optOut";
  }
  const existing = await findRecipient(db, ctx.salesChannelId, "email", address);
  if (existing && existing.status !== "optOut" && existing.confirmed_at) return existing.status;

  const doubleOptIn = await doubleOptInFor(db, ctx, address);
  const status = statusForOption(option, doubleOptIn);
  const own = ctx.customer && normalized(ctx.customer.email) === address ? ctx.customer : null;
  const firstName = input.firstName?.trim() || own?.firstName || existing?.first_name || null;
  const lastName = input.lastName?.trim() || own?.lastName || existing?.last_name || null;
  const hash = newHash();
  const values = {
    email: address,
    sales_channel_id: ctx.salesChannelId,
    language_id: ctx.languageId,
    status,
    hash,
    salutation_id: input.salutationId ?? own?.salutationId ?? null,
    title: input.title ?? own?.title ?? null,
    first_name: firstName,
    last_name: lastName,
    zip_code: input.zipCode ?? null,
    city: input.city ?? null,
    street: input.street ?? null,
    // StoreApiCustomFieldMapper keeps only custom fields marked allow_customer_write; this shop defines none.
    custom_fields: null,
    // A new opt-in round (after an opt-out) starts unconfirmed, so asking again re-sends the link instead of being a no-op.
    confirmed_at: status === "optIn" ? now() : status === "notSet" ? null : (existing?.confirmed_at ?? null),
  };
  await upsertRecipient(db, newHash(), values, now());

  const name = [firstName, lastName].filter(Boolean).join(" ");
  const base = await mailBase(db, ctx, input.storefrontUrl);
  const links = mailLinks(base, address, hash);
  if (status === "notSet") {
    const pathTemplate = await systemConfig<string>(db, "core.newsletter.subscribeUrl", DEFAULT_SUBSCRIBE_URL);
    // Without the domain override storefrontUrl is required (validated above), so there is a base.
    const url = confirmationLink(base as string, pathTemplate, hashedEmail(address), hash);
    const mail = doubleOptInMail(origin.locale, name, url, links);
    await sendMail(db, {
      to: address,
      toName: name || undefined,
      template: "newsletter.double_opt_in",
      ...mail,
      languageId: ctx.languageId,
      data: { url, hash, em: hashedEmail(address), unsubscribeUrl: links.unsubscribeUrl },
    });
  } else if (status === "direct" || status === "optIn") {
    await sendMail(db, {
      to: address,
      toName: name || undefined,
      template: "newsletter.registered",
      ...registeredMail(origin.locale, name, links),
      languageId: ctx.languageId,
      data: { unsubscribeUrl: links.unsubscribeUrl },
    });
  }
  return status;
}

/**
 * confirmNewsletter: the link of the double opt-in mail. `storefrontUrl` (not in Shopware's request; optional) is the
 * domain the welcome mail's links use when it is one of the channel's; else the channel's domain for the language.
 */
export async function confirm(
  db: Db,
  ctx: SalesChannelContext,
  input: { hash?: string; em?: string; storefrontUrl?: string },
  locale: MailLocale,
): Promise<void> {
  const hash = input.hash ?? "";
  const recipient = hash ? await findRecipient(db, ctx.salesChannelId, "hash", hash) : undefined;
  if (!recipient) throw newsletterErrors.recipientNotFound("hash", hash);
  const v = new Violations();
  if (recipient.status !== "notSet") {
    v.custom("NOT_EQUAL_ERROR", "status", 'This value should be equal to "notSet".', {
      "{{ value }}": JSON.stringify(recipient.status),
      "{{ compared_value }}": '"notSet"',
    });
  }
  if (input.em !== hashedEmail(recipient.email)) {
    v.custom("NOT_EQUAL_ERROR", "em", "This value should be equal to the hashed email address.", {
      "{{ value }}": JSON.stringify(input.em ?? null),
    });
  }
  v.throwIfAny();
  await updateRecipient(db, recipient.id, { status: "optIn", confirmed_at: now(), updated_at: now() });
  const name = [recipient.first_name, recipient.last_name].filter(Boolean).join(" ");
  const storefrontUrl =
    input.storefrontUrl && (await isChannelDomain(db, ctx.salesChannelId, input.storefrontUrl))
      ? input.storefrontUrl
      : undefined;
  const links = mailLinks(await mailBase(db, ctx, storefrontUrl), recipient.email, recipient.hash);
  await sendMail(db, {
    to: recipient.email,
    toName: name || undefined,
    template: "newsletter.registered",
    ...registeredMail(locale, name, links),
    languageId: ctx.languageId,
    data: { unsubscribeUrl: links.unsubscribeUrl },
  });
}

/** The recipient's own secret (the hash its mails' links carry), compared in constant time. */
function holdsRecipientHash(recipient: RecipientRow, hash: string | undefined): boolean {
  if (!hash || hash.length !== recipient.hash.length) return false;
  return timingSafeEqual(Buffer.from(hash), Buffer.from(recipient.hash));
}

/** The logged-in (non-guest) customer's own address. */
const isOwnAddress = (ctx: SalesChannelContext, address: string) =>
  Boolean(ctx.customer && !ctx.customer.guest && normalized(ctx.customer.email) === address);

/**
 * unsubscribeToNewsletter. Shopware opts out any address anyone names and answers 400 for an unknown one (issue 12 L5:
 * anyone can unsubscribe anyone, and the answer tells whether an address is subscribed). Here an address is opted
 * out only by a link from its own mails (`hash`, the recipient's secret, as Shopware's confirmation uses it) or by the
 * logged-in customer it belongs to; every well-formed request gets the same answer, whatever happened.
 * The unsubscribe link of the mails carries `em` (the hashed address, as the confirmation link) instead of the address
 * itself, so a request may name the recipient by `email` (Shopware's field) or by `em`.
 */
export async function unsubscribe(
  db: Db,
  ctx: SalesChannelContext,
  input: { email?: string; em?: string; hash?: string },
): Promise<void> {
  const byLink = (input.email === undefined || input.email.trim() === "") && input.em !== undefined && input.em !== "";
  if (byLink) return unsubscribeByLink(db, ctx, input.em as string, input.hash);
  if (input.email === undefined || input.email.trim() === "") throw newsletterErrors.missingEmail();
  const v = new Violations();
  const email = v.email("email", input.email);
  v.throwIfAny();
  const address = normalized(email as string);
  const recipient = await findRecipient(db, ctx.salesChannelId, "email", address);
  if (!recipient || !(isOwnAddress(ctx, address) || holdsRecipientHash(recipient, input.hash))) return;
  await optOut(db, recipient);
}

/** The mail's unsubscribe link: the recipient whose hash it is, if `em` is its hashed address; silently nothing else. */
async function unsubscribeByLink(
  db: Db,
  ctx: SalesChannelContext,
  em: string,
  hash: string | undefined,
): Promise<void> {
  const recipient = hash ? await findRecipient(db, ctx.salesChannelId, "hash", hash) : undefined;
  if (!recipient || !holdsRecipientHash(recipient, hash)) return;
  const expected = Buffer.from(hashedEmail(recipient.email));
  const given = Buffer.from(em);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  await optOut(db, recipient);
}

async function optOut(db: Db, recipient: RecipientRow): Promise<void> {
  await updateRecipient(db, recipient.id, { status: "optOut", updated_at: now() });
}

/** readNewsletterRecipient: the logged-in (non-guest) customer's own subscription status. */
export async function recipientStatus(db: Db, ctx: SalesChannelContext): Promise<NewsletterStatus | "undefined"> {
  const customer = requireCustomer(ctx, { allowGuest: false });
  const recipient = await findRecipient(db, ctx.salesChannelId, "email", normalized(customer.email));
  return recipient?.status ?? "undefined";
}
