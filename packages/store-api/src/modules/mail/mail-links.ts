import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { channelDomainUrls } from "../context/context.repository.js";

/** The locales mails are written in; anything else falls back to English. */
export type MailLocale = "en-GB" | "pl-PL" | "de-DE";

export function mailLocale(code: string | undefined): MailLocale {
  return code === "pl-PL" || code === "de-DE" ? code : "en-GB";
}

/** Who sent a public form: the client IP keys its rate limiter; the locale picks the mail's language. */
export interface RequestOrigin {
  ip: string;
  locale: MailLocale;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, locale: mailLocale(request.channel.languages.get(request.ctx.languageId)?.code) };
}

/** sha1 of the lower-cased address: the `em` parameter of Shopware's confirmation links. */
export function hashedEmail(email: string): string {
  return createHash("sha1").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Whether `url` is one of the channel's domains (Shopware compares storefrontUrl with the domain URLs exactly, after
 * dropping a trailing slash), so confirmation mails only ever link to the shop itself.
 */
export async function isChannelDomain(db: Db, salesChannelId: string, url: string): Promise<boolean> {
  const wanted = url.replace(/\/+$/, "");
  if (wanted === "") return false;
  return (await channelDomainUrls(db, salesChannelId)).includes(wanted);
}

/**
 * The channel's storefront URL for a language (no trailing slash), for mails sent without a storefrontUrl in the
 * request: the domain the seed lists first for that language wins.
 */
export async function languageDomain(db: Db, salesChannelId: string, languageId: string): Promise<string | undefined> {
  const [url] = await channelDomainUrls(db, salesChannelId, languageId);
  return url?.replace(/\/+$/, "");
}
