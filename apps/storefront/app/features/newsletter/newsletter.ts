import type { LocaleCode } from "../../lib/i18n";
import type { FormErrors } from "../forms/violations";
import { isOneOf } from "../../lib/unknown";
import { t } from "./messages";

/** A recipient's state (store-api-notes §9); "none" when the address never subscribed. */
export type NewsletterStatus = "notSet" | "direct" | "optIn" | "optOut" | "none";

const STATUSES: readonly NewsletterStatus[] = ["notSet", "direct", "optIn", "optOut"];

export function toNewsletterStatus(value: unknown): NewsletterStatus {
  return isOneOf(STATUSES, value) ? value : "none";
}

/** Subscribed and confirmed (or confirmation not required). */
export function isSubscribed(status: NewsletterStatus): boolean {
  return status === "direct" || status === "optIn";
}

export type NewsletterResult =
  | { ok: true; outcome: "subscribed" | "checkInbox" | "unsubscribed" | "unsubscribeRequested" }
  | { ok: false; errors: FormErrors; values: Record<string, string> };

export type NewsletterIntent = "subscribe" | "unsubscribe" | "account";

/** What a script (or the re-rendered page) gets back: the result plus, on success, the message to show. */
export type NewsletterActionData = NewsletterResult & { intent: NewsletterIntent; message?: string };

export function outcomeMessage(
  locale: LocaleCode,
  outcome: "subscribed" | "checkInbox" | "unsubscribed" | "unsubscribeRequested",
): string {
  return t(locale, outcome);
}

/**
 * After a subscribe call: `notSet` means a confirmation mail is on its way (double opt-in). A Store API
 * that answers without a body (Shopware 6.6 sends 204) tells nothing, and the shop's default is double opt-in.
 */
export function subscribeOutcome(status: unknown): "subscribed" | "checkInbox" {
  return status === "direct" || status === "optIn" ? "subscribed" : "checkInbox";
}

/** The storefront URL the backend builds its confirmation link on: the origin plus the locale's prefix (a channel domain). */
export function storefrontUrl(origin: string, localePrefix: string): string {
  return localePrefix ? `${origin}/${localePrefix}` : origin;
}
