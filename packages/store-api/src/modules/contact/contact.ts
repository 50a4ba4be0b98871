import { z } from "zod";
import { renderMail } from "../mail/mail-layout.js";
import type { MailLocale } from "../mail/mail-links.js";

// Optional fields may also be null (Shopware's constraints pass null), read as absent.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
/** The JSON body of sendContactMail (§11). */
export const contactBody = z
  .object({
    salutationId: text,
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    subject: text,
    comment: text,
    navigationId: text,
    slotId: text,
    cmsPageType: text,
    entityName: text,
  })
  .passthrough();
export type ContactInput = z.infer<typeof contactBody>;

export interface ContactMailData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  comment: string;
}

const labels: Record<
  MailLocale,
  { subject: string; intro: string; name: string; email: string; phone: string; topic: string; message: string }
> = {
  "en-GB": {
    subject: "Contact form",
    intro: "The following message was sent to you via the contact form.",
    name: "Name",
    email: "Email address",
    phone: "Phone",
    topic: "Subject",
    message: "Message",
  },
  "pl-PL": {
    subject: "Formularz kontaktowy",
    intro: "Poniższa wiadomość została wysłana przez formularz kontaktowy.",
    name: "Imię i nazwisko",
    email: "Adres e-mail",
    phone: "Telefon",
    topic: "Temat",
    message: "Wiadomość",
  },
  "de-DE": {
    subject: "Kontaktformular",
    intro: "Die folgende Nachricht wurde Ihnen über das Kontaktformular gesendet.",
    name: "Name",
    email: "E-Mail-Adresse",
    phone: "Telefon",
    topic: "Betreff",
    message: "Nachricht",
  },
};

const GREETING: Record<MailLocale, string> = { "en-GB": "Hello,", "pl-PL": "Dzień dobry,", "de-DE": "Hallo," };

/** The contact_form mail to the shop owner (the sender's address becomes its Reply-To). */
export function contactMail(
  locale: MailLocale,
  data: ContactMailData,
): { subject: string; text: string; html: string } {
  const l = labels[locale];
  const facts: [string, string][] = [
    [l.name, [data.firstName, data.lastName].filter(Boolean).join(" ")],
    [l.email, data.email],
    ...(data.phone ? [[l.phone, data.phone] as [string, string]] : []),
    [l.topic, data.subject],
  ];
  return renderMail(`${l.subject}: ${data.subject}`, {
    locale,
    greeting: GREETING[locale],
    blocks: [
      { kind: "text", text: l.intro },
      { kind: "facts", rows: facts },
      { kind: "text", text: `${l.message}:\n${data.comment}` },
    ],
  });
}
