import type { OutgoingMail } from "../mail/mail.js";

/** The order confirmation mail in the order's language (en-GB, pl-PL, de-DE): number, items, shipping, total. */

export type MailLanguage = "en" | "pl" | "de";

const TEXT = {
  en: {
    subject: (n: string) => `Your order ${n} at the Demo Store`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (n: string) => `thank you for your order. We have received it under the number ${n}.`,
    items: "Items",
    shipping: "Shipping",
    total: "Total",
    closing: "Kind regards,\nthe Demo Store team",
    locale: "en-GB",
  },
  pl: {
    subject: (n: string) => `Twoje zamówienie ${n} w Demo Store`,
    greeting: (name: string) => `Dzień dobry ${name},`,
    intro: (n: string) => `dziękujemy za zamówienie. Otrzymaliśmy je pod numerem ${n}.`,
    items: "Pozycje",
    shipping: "Wysyłka",
    total: "Razem",
    closing: "Pozdrawiamy,\nzespół Demo Store",
    locale: "pl-PL",
  },
  de: {
    subject: (n: string) => `Ihre Bestellung ${n} im Demo Store`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (n: string) => `vielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${n} erhalten.`,
    items: "Artikel",
    shipping: "Versand",
    total: "Gesamtsumme",
    closing: "Viele Grüße\nIhr Demo-Store-Team",
    locale: "de-DE",
  },
} as const;

export interface ConfirmationInput {
  language: MailLanguage;
  languageId: string;
  email: string;
  name: string;
  orderId: string;
  orderNumber: string;
  deepLinkCode: string;
  currencyIso: string;
  /** Decimals, as on the order JSON. */
  items: { label: string; quantity: number; totalPrice: number }[];
  shippingTotal: number;
  amountTotal: number;
}

export function formatMoney(amount: number, currencyIso: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyIso }).format(amount);
}

export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const t = TEXT[input.language];
  const money = (amount: number) => formatMoney(amount, input.currencyIso, t.locale);
  const lines = [
    t.greeting(input.name),
    "",
    t.intro(input.orderNumber),
    "",
    `${t.items}:`,
    ...input.items.map((item) => `  ${item.quantity} × ${item.label}: ${money(item.totalPrice)}`),
    `${t.shipping}: ${money(input.shippingTotal)}`,
    `${t.total}: ${money(input.amountTotal)}`,
    "",
    t.closing,
  ];
  return {
    to: input.email,
    toName: input.name,
    template: "order.confirmation",
    subject: t.subject(input.orderNumber),
    text: lines.join("\n"),
    languageId: input.languageId,
    data: { orderId: input.orderId, orderNumber: input.orderNumber, deepLinkCode: input.deepLinkCode, amountTotal: input.amountTotal, currencyIso: input.currencyIso, itemCount: input.items.length },
  };
}
