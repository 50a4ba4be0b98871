import type { Db } from "../../db/database.js";
import { sendMail } from "../mail/mail.js";
import type { ChannelData } from "../context/channel-cache.js";

type Locale = "en-GB" | "pl-PL" | "de-DE";

interface Texts {
  subject: string;
  body: (name: string, link: string) => string;
}

// Short, real texts per template and language; the link is the only thing a shopper must act on.
const TEXTS: Record<string, Record<Locale, Texts>> = {
  "customer.double_opt_in_registration": {
    "en-GB": { subject: "Please confirm your registration", body: (n, l) => `Hello ${n},\n\nthank you for signing up. Please confirm your registration by opening this link:\n${l}\n\nIf you did not sign up, ignore this email.` },
    "pl-PL": { subject: "Potwierdź rejestrację", body: (n, l) => `Witaj ${n},\n\ndziękujemy za rejestrację. Potwierdź ją, otwierając ten link:\n${l}\n\nJeśli to nie Ty, zignoruj tę wiadomość.` },
    "de-DE": { subject: "Bitte bestätigen Sie Ihre Registrierung", body: (n, l) => `Hallo ${n},\n\nvielen Dank für Ihre Registrierung. Bitte bestätigen Sie sie über diesen Link:\n${l}\n\nFalls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.` },
  },
  "customer.registered": {
    "en-GB": { subject: "Your customer account", body: (n, l) => `Hello ${n},\n\nyour customer account is ready. Log in here:\n${l}` },
    "pl-PL": { subject: "Twoje konto klienta", body: (n, l) => `Witaj ${n},\n\nTwoje konto klienta jest gotowe. Zaloguj się tutaj:\n${l}` },
    "de-DE": { subject: "Ihr Kundenkonto", body: (n, l) => `Hallo ${n},\n\nIhr Kundenkonto ist eingerichtet. Hier melden Sie sich an:\n${l}` },
  },
  "customer.password_recovery": {
    "en-GB": { subject: "Reset your password", body: (n, l) => `Hello ${n},\n\nyou asked to reset your password. Set a new one within 2 hours here:\n${l}\n\nIf you did not ask for this, ignore this email; your password stays as it is.` },
    "pl-PL": { subject: "Zresetuj hasło", body: (n, l) => `Witaj ${n},\n\npoprosiłeś o zresetowanie hasła. Ustaw nowe w ciągu 2 godzin tutaj:\n${l}\n\nJeśli to nie Ty, zignoruj tę wiadomość; hasło się nie zmieni.` },
    "de-DE": { subject: "Passwort zurücksetzen", body: (n, l) => `Hallo ${n},\n\nSie möchten Ihr Passwort zurücksetzen. Vergeben Sie innerhalb von 2 Stunden hier ein neues:\n${l}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.` },
  },
};

export interface CustomerMail {
  template: "customer.double_opt_in_registration" | "customer.registered" | "customer.password_recovery";
  to: string;
  firstName: string;
  lastName: string;
  link: string;
  languageId: string;
  data?: Record<string, unknown>;
}

/** Composes the mail in the given language (en-GB when the language has no texts) and queues it in the outbox. */
export async function sendCustomerMail(db: Db, channel: ChannelData, mail: CustomerMail): Promise<void> {
  const code = channel.languages.get(mail.languageId)?.code;
  const locale: Locale = code === "pl-PL" || code === "de-DE" ? code : "en-GB";
  const texts = TEXTS[mail.template][locale];
  const name = `${mail.firstName} ${mail.lastName}`.trim();
  await sendMail(db, {
    to: mail.to,
    toName: name,
    template: mail.template,
    subject: texts.subject,
    text: texts.body(name, mail.link),
    languageId: mail.languageId,
    data: { link: mail.link, ...mail.data },
  });
}
