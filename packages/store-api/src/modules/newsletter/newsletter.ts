import { StoreApiError } from "../../http/errors.js";
import { renderMail } from "../mail/mail-layout.js";
import type { MailLocale } from "../mail/mail-links.js";

/** Recipient status (§9); `undefined` is what readNewsletterRecipient answers when there is no recipient. */
export type NewsletterStatus = "notSet" | "direct" | "optIn" | "optOut";
export const SUBSCRIBE_OPTIONS = ["direct", "subscribe", "confirmSubscribe", "unsubscribe"] as const;
export type SubscribeOption = (typeof SUBSCRIBE_OPTIONS)[number];

/** Shopware's getOptionSelection: what a subscribe call with this option stores. */
export function statusForOption(option: SubscribeOption, doubleOptIn: boolean): NewsletterStatus {
  switch (option) {
    case "direct":
    case "subscribe":
      return doubleOptIn ? "notSet" : "direct";
    case "confirmSubscribe":
      return "optIn";
    case "unsubscribe":
      return "optOut";
  }
}

/** Shopware's default `core.newsletter.subscribeUrl`. */
export const DEFAULT_SUBSCRIBE_URL = "/newsletter-subscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%";

/**
 * The unsubscribe link of every newsletter mail (issue 12 L5; Shopware's mails have none): the storefront page that asks
 * the recipient to press a button, which posts `em` and `hash` to unsubscribeToNewsletter. A GET never opts out, as mail
 * scanners open links. Same placeholders as the subscribe URL.
 */
export const UNSUBSCRIBE_URL = "/newsletter/unsubscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%";

export function confirmationLink(base: string, pathTemplate: string, hashedEmail: string, hash: string): string {
  return (
    base.replace(/\/+$/, "") + pathTemplate.replace("%%HASHEDEMAIL%%", hashedEmail).replace("%%SUBSCRIBEHASH%%", hash)
  );
}

export const newsletterErrors = {
  recipientNotFound: (identifier: string, value: string) =>
    new StoreApiError(
      400,
      "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND",
      `The NewsletterRecipient with the identifier "${identifier}" - ${value} was not found.`,
      { identifier, value },
    ),
  missingEmail: () => new StoreApiError(400, "CONTENT__MISSING_EMAIL_PARAMETER", "The email parameter is missing."),
};

interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** Links around a newsletter mail: the shop's storefront URL (header) and the unsubscribe link (footer slot). */
export interface NewsletterMailLinks {
  shopUrl?: string;
  unsubscribeUrl?: string;
}

const greeting: Record<MailLocale, (name: string) => string> = {
  "en-GB": (name) => (name ? `Hello ${name},` : "Hello,"),
  "pl-PL": (name) => (name ? `Dzień dobry ${name},` : "Dzień dobry,"),
  "de-DE": (name) => (name ? `Hallo ${name},` : "Hallo,"),
};

const DOUBLE_OPT_IN: Record<MailLocale, { subject: string; intro: string; button: string; note: string }> = {
  "en-GB": {
    subject: "Please confirm your newsletter subscription",
    intro: "thank you for your interest in our newsletter. Please confirm your subscription by opening this link:",
    button: "Confirm subscription",
    note: "If you did not ask for the newsletter, simply ignore this email.",
  },
  "pl-PL": {
    subject: "Potwierdź subskrypcję newslettera",
    intro: "dziękujemy za zainteresowanie naszym newsletterem. Potwierdź subskrypcję, otwierając ten link:",
    button: "Potwierdź subskrypcję",
    note: "Jeśli nie zamawiałeś newslettera, zignoruj tę wiadomość.",
  },
  "de-DE": {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    intro: "vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:",
    button: "Anmeldung bestätigen",
    note: "Falls Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail einfach.",
  },
};

/** newsletter.double_opt_in: the confirmation link. */
export function doubleOptInMail(
  locale: MailLocale,
  name: string,
  url: string,
  links: NewsletterMailLinks = {},
): MailText {
  const t = DOUBLE_OPT_IN[locale];
  return renderMail(t.subject, {
    locale,
    ...links,
    greeting: greeting[locale](name),
    blocks: [
      { kind: "text", text: t.intro },
      { kind: "button", label: t.button, url },
      { kind: "text", text: t.note },
    ],
  });
}

const REGISTERED: Record<MailLocale, { subject: string; text: string }> = {
  "en-GB": {
    subject: "You are subscribed to our newsletter",
    text: "you are now subscribed to our newsletter. You can unsubscribe at any time with the link at the end of this email.",
  },
  "pl-PL": {
    subject: "Subskrypcja newslettera aktywna",
    text: "od teraz otrzymujesz nasz newsletter. Subskrypcję możesz anulować w każdej chwili, korzystając z linku na końcu tej wiadomości.",
  },
  "de-DE": {
    subject: "Ihre Newsletter-Anmeldung war erfolgreich",
    text: "Sie haben unseren Newsletter abonniert. Sie können ihn jederzeit über den Link am Ende dieser E-Mail abbestellen.",
  },
};

/** newsletter.registered: the subscription is active (direct subscription or confirmed opt-in). */
export function registeredMail(locale: MailLocale, name: string, links: NewsletterMailLinks = {}): MailText {
  const t = REGISTERED[locale];
  return renderMail(t.subject, {
    locale,
    ...links,
    greeting: greeting[locale](name),
    blocks: [{ kind: "text", text: t.text }],
  });
}
