import type { Db } from "../../db/database.js";
import { sendMail } from "../mail/mail.js";
import { renderMail, type MailBlock } from "../mail/mail-layout.js";
import { mailLocale, type MailLocale } from "../mail/mail-links.js";
import type { ChannelData } from "../context/channel-cache.js";

interface Texts {
  subject: string;
  intro: string;
  button: string;
  note?: string;
}

const GREETING: Record<MailLocale, (name: string) => string> = {
  "en-GB": (n) => `Hello ${n},`,
  "pl-PL": (n) => `Witaj ${n},`,
  "de-DE": (n) => `Hallo ${n},`,
};

// Short, real texts per template and language; the link is the only thing a shopper must act on.
const TEXTS: Record<CustomerMail["template"], Record<MailLocale, Texts>> = {
  "customer.double_opt_in_registration": {
    "en-GB": {
      subject: "Please confirm your registration",
      intro: "thank you for signing up. Please confirm your registration by opening this link:",
      button: "Confirm registration",
      note: "If you did not sign up, ignore this email.",
    },
    "pl-PL": {
      subject: "Potwierdź rejestrację",
      intro: "dziękujemy za rejestrację. Potwierdź ją, otwierając ten link:",
      button: "Potwierdź rejestrację",
      note: "Jeśli to nie Ty, zignoruj tę wiadomość.",
    },
    "de-DE": {
      subject: "Bitte bestätigen Sie Ihre Registrierung",
      intro: "vielen Dank für Ihre Registrierung. Bitte bestätigen Sie sie über diesen Link:",
      button: "Registrierung bestätigen",
      note: "Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.",
    },
  },
  "customer.registered": {
    "en-GB": {
      subject: "Your customer account",
      intro: "your customer account is ready. Log in here:",
      button: "Log in",
    },
    "pl-PL": {
      subject: "Twoje konto klienta",
      intro: "Twoje konto klienta jest gotowe. Zaloguj się tutaj:",
      button: "Zaloguj się",
    },
    "de-DE": {
      subject: "Ihr Kundenkonto",
      intro: "Ihr Kundenkonto ist eingerichtet. Hier melden Sie sich an:",
      button: "Anmelden",
    },
  },
  "customer.password_recovery": {
    "en-GB": {
      subject: "Reset your password",
      intro: "you asked to reset your password. Set a new one within 2 hours here:",
      button: "Set a new password",
      note: "If you did not ask for this, ignore this email; your password stays as it is.",
    },
    "pl-PL": {
      subject: "Zresetuj hasło",
      intro: "poprosiłeś o zresetowanie hasła. Ustaw nowe w ciągu 2 godzin tutaj:",
      button: "Ustaw nowe hasło",
      note: "Jeśli to nie Ty, zignoruj tę wiadomość; hasło się nie zmieni.",
    },
    "de-DE": {
      subject: "Passwort zurücksetzen",
      intro: "Sie möchten Ihr Passwort zurücksetzen. Vergeben Sie innerhalb von 2 Stunden hier ein neues:",
      button: "Neues Passwort vergeben",
      note: "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
    },
  },
};

/** Subject, text and HTML of a customer mail (pure, so every template and language can be rendered in tests). */
export function customerMailContent(
  template: CustomerMail["template"],
  locale: MailLocale,
  name: string,
  link: string,
  shopUrl?: string,
) {
  const texts = TEXTS[template][locale];
  const blocks: MailBlock[] = [
    { kind: "text", text: texts.intro },
    { kind: "button", label: texts.button, url: link },
  ];
  if (texts.note) blocks.push({ kind: "text", text: texts.note });
  return renderMail(texts.subject, { locale, shopUrl, greeting: GREETING[locale](name), blocks });
}

export interface CustomerMail {
  template: "customer.double_opt_in_registration" | "customer.registered" | "customer.password_recovery";
  to: string;
  firstName: string;
  lastName: string;
  link: string;
  /** The storefront URL the link was built on (the shopper's sales-channel domain). */
  shopUrl?: string;
  languageId: string;
  data?: Record<string, unknown>;
}

/** Composes the mail in the given language (en-GB when the language has no texts) and queues it in the outbox. */
export async function sendCustomerMail(db: Db, channel: ChannelData, mail: CustomerMail): Promise<void> {
  const locale = mailLocale(channel.languages.get(mail.languageId)?.code);
  const name = `${mail.firstName} ${mail.lastName}`.trim();
  await sendMail(db, {
    to: mail.to,
    toName: name,
    template: mail.template,
    ...customerMailContent(mail.template, locale, name, mail.link, mail.shopUrl),
    languageId: mail.languageId,
    data: { link: mail.link, ...mail.data },
  });
}
