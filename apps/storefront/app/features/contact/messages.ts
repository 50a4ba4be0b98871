import { defineMessages } from "../../lib/messages";

/** Strings of the contact form (CMS form element of type contact). */
export const t = defineMessages({
  "en-GB": {
    title: "Contact us",
    intro: "Questions about an order or a product? Write to us, we answer within one working day.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    phone: "Phone",
    subject: "Subject",
    comment: "Your message",
    send: "Send",
    sent: "Thank you for your message. We will get back to you as soon as possible.",
    requiredNote: "Fields marked with * are required.",
  },
  "pl-PL": {
    title: "Kontakt",
    intro: "Pytania o zamówienie lub produkt? Napisz do nas, odpowiadamy w ciągu jednego dnia roboczego.",
    firstName: "Imię",
    lastName: "Nazwisko",
    email: "Adres e-mail",
    phone: "Telefon",
    subject: "Temat",
    comment: "Twoja wiadomość",
    send: "Wyślij",
    sent: "Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.",
    requiredNote: "Pola oznaczone * są wymagane.",
  },
  testde: {
    title: "Kontakt",
    intro: "Fragen zu einer Bestellung oder einem Produkt? Schreiben Sie uns, wir antworten innerhalb eines Werktags.",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    phone: "Telefon",
    subject: "Betreff",
    comment: "Ihre Nachricht",
    send: "Senden",
    sent: "Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.",
    requiredNote: "Mit * gekennzeichnete Felder sind Pflichtfelder.",
  },
});
