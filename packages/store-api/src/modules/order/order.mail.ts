import type { OutgoingMail } from "../mail/mail.js";
import { renderMail, type MailBlock } from "../mail/mail-layout.js";
import { MACHINES } from "./state-machine.js";

/**
 * The order mails in the order's language (en-GB, pl-PL, de-DE): the confirmation (number, items, totals in the
 * order's currency) and the payment state (paid, failed, cancelled), each linking to the order in the shop.
 */

export type MailLanguage = "en" | "pl" | "de";

const TEXT = {
  en: {
    subject: (n: string) => `Your order ${n} at the Demo Store`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (n: string) => `thank you for your order. We have received it under the number ${n}.`,
    items: "Items",
    shipping: "Shipping",
    quantity: "Qty",
    subtotal: "Subtotal",
    vat: "incl. VAT",
    total: "Total",
    orderNumber: "Order number",
    payment: "Payment",
    view: "View your order",
    paymentSubject: (n: string, state: string) => `Payment for your order ${n}: ${state}`,
    paymentIntro: {
      paid: "we have received your payment. Thank you!",
      failed:
        "unfortunately your payment did not go through. You can choose another payment method for the order in your account.",
      cancelled:
        "the payment for your order was cancelled. You can pay it with another payment method in your account.",
    } as Record<string, string>,
    locale: "en-GB",
  },
  pl: {
    subject: (n: string) => `Twoje zamówienie ${n} w Demo Store`,
    greeting: (name: string) => `Dzień dobry ${name},`,
    intro: (n: string) => `dziękujemy za zamówienie. Otrzymaliśmy je pod numerem ${n}.`,
    items: "Pozycje",
    shipping: "Wysyłka",
    quantity: "Ilość",
    subtotal: "Suma częściowa",
    vat: "w tym VAT",
    total: "Razem",
    orderNumber: "Numer zamówienia",
    payment: "Płatność",
    view: "Zobacz zamówienie",
    paymentSubject: (n: string, state: string) => `Płatność za zamówienie ${n}: ${state}`,
    paymentIntro: {
      paid: "otrzymaliśmy Twoją płatność. Dziękujemy!",
      failed:
        "niestety płatność się nie powiodła. Na swoim koncie możesz wybrać inną metodę płatności dla tego zamówienia.",
      cancelled: "płatność za zamówienie została anulowana. Na swoim koncie możesz zapłacić inną metodą płatności.",
    } as Record<string, string>,
    locale: "pl-PL",
  },
  de: {
    subject: (n: string) => `Ihre Bestellung ${n} im Demo Store`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (n: string) => `vielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${n} erhalten.`,
    items: "Artikel",
    shipping: "Versand",
    quantity: "Menge",
    subtotal: "Zwischensumme",
    vat: "inkl. MwSt.",
    total: "Gesamtsumme",
    orderNumber: "Bestellnummer",
    payment: "Zahlung",
    view: "Bestellung ansehen",
    paymentSubject: (n: string, state: string) => `Zahlung für Ihre Bestellung ${n}: ${state}`,
    paymentIntro: {
      paid: "wir haben Ihre Zahlung erhalten. Vielen Dank!",
      failed:
        "leider ist Ihre Zahlung fehlgeschlagen. In Ihrem Konto können Sie für die Bestellung eine andere Zahlungsart wählen.",
      cancelled:
        "die Zahlung für Ihre Bestellung wurde abgebrochen. In Ihrem Konto können Sie sie mit einer anderen Zahlungsart bezahlen.",
    } as Record<string, string>,
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
  /** Sum of the items. */
  positionTotal: number;
  shippingTotal: number;
  /** amountTotal − amountNet: the VAT the total includes. */
  amountNet: number;
  amountTotal: number;
  /** The storefront URL of the order's sales-channel domain in its language. */
  shopUrl?: string;
  /** Where the shopper sees this order (their account's order page), when they have an account. */
  orderUrl?: string;
}

export function formatMoney(amount: number, currencyIso: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currencyIso }).format(amount);
}

export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const t = TEXT[input.language];
  const money = (amount: number) => formatMoney(amount, input.currencyIso, t.locale);
  const number = new Intl.NumberFormat(t.locale);
  const blocks: MailBlock[] = [
    { kind: "text", text: t.intro(input.orderNumber) },
    {
      kind: "lines",
      head: { item: t.items, quantity: t.quantity, total: t.total },
      rows: input.items.map((item) => ({
        label: item.label,
        quantity: number.format(item.quantity),
        total: money(item.totalPrice),
      })),
      totals: [
        { label: t.subtotal, amount: money(input.positionTotal) },
        { label: t.shipping, amount: money(input.shippingTotal) },
        { label: t.total, amount: money(input.amountTotal), strong: true },
        { label: t.vat, amount: money(input.amountTotal - input.amountNet) },
      ],
    },
  ];
  if (input.orderUrl) blocks.push({ kind: "button", label: t.view, url: input.orderUrl });
  return {
    to: input.email,
    toName: input.name,
    template: "order.confirmation",
    ...renderMail(t.subject(input.orderNumber), {
      locale: t.locale,
      shopUrl: input.shopUrl,
      greeting: t.greeting(input.name),
      blocks,
    }),
    languageId: input.languageId,
    data: {
      orderId: input.orderId,
      orderNumber: input.orderNumber,
      deepLinkCode: input.deepLinkCode,
      amountTotal: input.amountTotal,
      currencyIso: input.currencyIso,
      itemCount: input.items.length,
    },
  };
}

/** The payment states a shopper is told about (Shopware's state_enter.order_transaction.state.* mails). */
export const MAILED_PAYMENT_STATES = ["paid", "failed", "cancelled"] as const;
export type MailedPaymentState = (typeof MAILED_PAYMENT_STATES)[number];

export interface PaymentStateInput {
  language: MailLanguage;
  languageId: string;
  email: string;
  name: string;
  orderId: string;
  orderNumber: string;
  state: MailedPaymentState;
  paymentMethod: string;
  currencyIso: string;
  amount: number;
  shopUrl?: string;
  orderUrl?: string;
}

export function paymentStateMail(input: PaymentStateInput): OutgoingMail {
  const t = TEXT[input.language];
  const stateName = MACHINES["order_transaction.state"].states[input.state][input.language];
  const blocks: MailBlock[] = [
    { kind: "text", text: t.paymentIntro[input.state] },
    {
      kind: "facts",
      rows: [
        [t.orderNumber, input.orderNumber],
        [t.payment, `${input.paymentMethod}: ${stateName}`],
        [t.total, formatMoney(input.amount, input.currencyIso, t.locale)],
      ],
    },
  ];
  if (input.orderUrl) blocks.push({ kind: "button", label: t.view, url: input.orderUrl });
  return {
    to: input.email,
    toName: input.name,
    template: `order_transaction.state.${input.state}`,
    ...renderMail(t.paymentSubject(input.orderNumber, stateName), {
      locale: t.locale,
      shopUrl: input.shopUrl,
      greeting: t.greeting(input.name),
      blocks,
    }),
    languageId: input.languageId,
    data: { orderId: input.orderId, orderNumber: input.orderNumber, state: input.state },
  };
}
