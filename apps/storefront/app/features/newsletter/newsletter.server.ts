import type { StoreApi } from "../../.server/store-api.server";
import { rethrowIfOutage } from "../../.server/store-api-errors.server";
import { fieldErrors, type FormErrors } from "../forms/violations";
import { apiErrorCodes } from "../forms/api-errors";
import { t } from "./messages";
import {
  storefrontUrl,
  subscribeOutcome,
  toNewsletterStatus,
  type NewsletterResult,
  type NewsletterStatus,
} from "./newsletter";

export interface NewsletterSubscriber {
  email: string;
  firstName?: string;
  lastName?: string;
  salutationId?: string;
}

function labels(api: StoreApi): Record<string, string> {
  const locale = api.locale.code;
  return { email: t(locale, "email"), firstName: t(locale, "firstName"), lastName: t(locale, "lastName") };
}

function failure(api: StoreApi, error: unknown, values: Record<string, string>): NewsletterResult {
  return { ok: false, errors: fieldErrors(error, api.locale.code, labels(api)), values };
}

/**
 * subscribeToNewsletter. `origin` is the storefront's own origin; with the locale prefix it is the
 * channel domain the confirmation mail links to (/newsletter-subscribe?em=…&hash=…).
 * Used by the sign-up forms, the account setting and the registration (its newsletter checkbox).
 */
export async function subscribeNewsletter(
  api: StoreApi,
  subscriber: NewsletterSubscriber,
  origin: string,
): Promise<NewsletterResult> {
  const values = {
    email: subscriber.email,
    firstName: subscriber.firstName ?? "",
    lastName: subscriber.lastName ?? "",
  };
  try {
    const response = await api.client.invoke("subscribeToNewsletter post /newsletter/subscribe", {
      body: {
        email: subscriber.email.trim(),
        option: "subscribe",
        storefrontUrl: storefrontUrl(origin, api.locale.prefix),
        ...(subscriber.firstName ? { firstName: subscriber.firstName.trim() } : {}),
        ...(subscriber.lastName ? { lastName: subscriber.lastName.trim() } : {}),
        ...(subscriber.salutationId ? { salutationId: subscriber.salutationId } : {}),
      },
    });
    return { ok: true, outcome: subscribeOutcome(response.data?.status) };
  } catch (error) {
    return failure(api, error, values);
  }
}

/**
 * Issue 12 L5: the backend opts an address out only for its logged-in owner (`asOwner`, the account setting) or with
 * the recipient's hash from its mails, and answers every other request alike. So a visitor's request gets the same
 * neutral message whether or not the address was subscribed.
 */
export async function unsubscribeNewsletter(api: StoreApi, email: string, asOwner = false): Promise<NewsletterResult> {
  try {
    await api.client.invoke("unsubscribeToNewsletter post /newsletter/unsubscribe", { body: { email: email.trim() } });
    return { ok: true, outcome: asOwner ? "unsubscribed" : "unsubscribeRequested" };
  } catch (error) {
    // Unsubscribing an address that never subscribed leaves it unsubscribed: not worth an error.
    if (apiErrorCodes(error).includes("CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND"))
      return { ok: true, outcome: asOwner ? "unsubscribed" : "unsubscribeRequested" };
    return failure(api, error, { email });
  }
}

/**
 * The unsubscribe link of the newsletter mails (issue 12 L5): posts the link's `em` and `hash`. The backend opts out
 * only the recipient the pair belongs to and answers every well-formed request alike, so there is nothing to tell the
 * shopper but one neutral message; only an outage (the busy page) gets through.
 */
export async function unsubscribeByLink(api: StoreApi, link: { em: string; hash: string }): Promise<void> {
  try {
    // Shopware's route knows only `email`; our backend's hardened route also takes the link's em + hash (the
    // address itself is not in the link), and a Shopware backend answers a violation, handled below.
    await api.client.invoke("unsubscribeToNewsletter post /newsletter/unsubscribe", { body: link });
  } catch (error) {
    rethrowIfOutage(error);
    // A Store API that wants `email` (Shopware's own) refuses the pair: the link then does nothing, the message is the same.
    console.warn("Newsletter unsubscribe link refused", error instanceof Error ? error.message : error);
  }
}

/**
 * confirmNewsletter: the link of the double opt-in mail. `origin` is the storefront's own: our backend links the welcome
 * mail (its unsubscribe link) to that channel domain; Shopware ignores the extra field.
 */
export async function confirmNewsletter(
  api: StoreApi,
  link: { em: string; hash: string },
  origin: string,
): Promise<{ ok: true } | { ok: false; errors: FormErrors }> {
  try {
    const body = { ...link, storefrontUrl: storefrontUrl(origin, api.locale.prefix) };
    await api.client.invoke("confirmNewsletter post /newsletter/confirm", { body });
    return { ok: true };
  } catch (error) {
    // The mail's link is not "invalid" because the shop is down: the loader shows the busy page instead.
    rethrowIfOutage(error);
    return { ok: false, errors: fieldErrors(error, api.locale.code, {}) };
  }
}

/** The logged-in customer's subscription state (account overview). */
export async function loadNewsletterStatus(api: StoreApi): Promise<NewsletterStatus> {
  try {
    const response = await api.client.invoke("readNewsletterRecipient post /account/newsletter-recipient", {
      body: {},
    });
    return toNewsletterStatus(response.data?.status);
  } catch (error) {
    // An outage is the busy page, not "not subscribed". Any other failed read must not take the account page
    // down: the form still works.
    rethrowIfOutage(error);
    console.warn("Newsletter status unavailable", error instanceof Error ? error.message : error);
    return "none";
  }
}
