import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyId, paymentMethodId } from "../../../seed/reference.js";
import { createTestApp, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { startSmtpServer, until, type ReceivedMail, type TestSmtpServer } from "../../../test/smtp.js";
import { anonymous, linkParams, registerBody, setConfig, tokenOf } from "../customer/customer.test-helpers.js";
import { pickProduct } from "../order/order.fixtures.js";
import { confirmationMail } from "../order/order.mail.js";
import { contactMail } from "../contact/contact.js";
import { readOutbox } from "./mail.js";

/**
 * Every mail a shopper gets, produced by the real journeys in each language and delivered through a real SMTP server:
 * registration double opt-in, password recovery, newsletter confirmation, order confirmation and payment state.
 */

const FROM = "Demo Store <shop@demo-store.test>";
const LOCALES = [
  { code: "en-GB", lang: "en", languageId: LANGUAGE.en, prefix: "", currency: "EUR" },
  { code: "pl-PL", lang: "pl", languageId: LANGUAGE.pl, prefix: "/pl-PL", currency: "PLN" },
  { code: "de-DE", lang: "de", languageId: LANGUAGE.de, prefix: "/testde", currency: "EUR" },
] as const;
type Locale = (typeof LOCALES)[number];

const EXPECTED: Record<Locale["code"], Record<string, { subject: RegExp; button?: string; says: string }>> = {
  "en-GB": {
    "customer.double_opt_in_registration": {
      subject: /^Please confirm your registration$/,
      button: "Confirm registration",
      says: "thank you for signing up",
    },
    "customer.password_recovery": {
      subject: /^Reset your password$/,
      button: "Set a new password",
      says: "within 2 hours",
    },
    "newsletter.double_opt_in": {
      subject: /^Please confirm your newsletter subscription$/,
      button: "Confirm subscription",
      says: "interest in our newsletter",
    },
    "order.confirmation": {
      subject: /^Your order \d+ at the Demo Store$/,
      button: "View your order",
      says: "thank you for your order",
    },
    "order_transaction.state.paid": {
      subject: /^Payment for your order \d+: Paid$/,
      button: "View your order",
      says: "we have received your payment",
    },
  },
  "pl-PL": {
    "customer.double_opt_in_registration": {
      subject: /^Potwierdź rejestrację$/,
      button: "Potwierdź rejestrację",
      says: "dziękujemy za rejestrację",
    },
    "customer.password_recovery": { subject: /^Zresetuj hasło$/, button: "Ustaw nowe hasło", says: "w ciągu 2 godzin" },
    "newsletter.double_opt_in": {
      subject: /^Potwierdź subskrypcję newslettera$/,
      button: "Potwierdź subskrypcję",
      says: "naszym newsletterem",
    },
    "order.confirmation": {
      subject: /^Twoje zamówienie \d+ w Demo Store$/,
      button: "Zobacz zamówienie",
      says: "dziękujemy za zamówienie",
    },
    "order_transaction.state.paid": {
      subject: /^Płatność za zamówienie \d+: Opłacona$/,
      button: "Zobacz zamówienie",
      says: "otrzymaliśmy Twoją płatność",
    },
  },
  "de-DE": {
    "customer.double_opt_in_registration": {
      subject: /^Bitte bestätigen Sie Ihre Registrierung$/,
      button: "Registrierung bestätigen",
      says: "vielen Dank für Ihre Registrierung",
    },
    "customer.password_recovery": {
      subject: /^Passwort zurücksetzen$/,
      button: "Neues Passwort vergeben",
      says: "innerhalb von 2 Stunden",
    },
    "newsletter.double_opt_in": {
      subject: /^Bitte bestätigen Sie Ihre Newsletter-Anmeldung$/,
      button: "Anmeldung bestätigen",
      says: "Interesse an unserem Newsletter",
    },
    "order.confirmation": {
      subject: /^Ihre Bestellung \d+ im Demo Store$/,
      button: "Bestellung ansehen",
      says: "vielen Dank für Ihre Bestellung",
    },
    "order_transaction.state.paid": {
      subject: /^Zahlung für Ihre Bestellung \d+: Bezahlt$/,
      button: "Bestellung ansehen",
      says: "wir haben Ihre Zahlung erhalten",
    },
  },
};

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: FROM, mailDelivery: { pollMs: 100 } });
  await t.app.ready();
  await setConfig(t, "core.loginRegistration.doubleOptInRegistration", true);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function delivered(to: string, template: string): Promise<ReceivedMail> {
  let row: Awaited<ReturnType<typeof readOutbox>>[number] | undefined;
  await until(
    async () => {
      [row] = await readOutbox(t.db, { to, template });
      return row?.status === "sent";
    },
    15_000,
    `${template} to ${to} sent`,
  );
  const mail = smtp.received.find((m) => m.parsed.messageId === row!.messageId);
  expect(mail, `${template} to ${to} at the SMTP server`).toBeDefined();
  return mail!;
}

/** Runs the journeys of one shopper in one language and returns the mails they got, by template. */
async function journeys(locale: Locale): Promise<Record<string, ReceivedMail>> {
  const email = `mail-${locale.lang}-${Date.now()}@example.com`;
  const storefrontUrl = `http://localhost:3000${locale.prefix}`;
  const headers = { "sw-language-id": locale.languageId };
  let token = await anonymous(t);
  expect(
    (
      await t.api("PATCH", "/context", {
        token,
        body: {
          languageId: locale.languageId,
          currencyId: currencyId(locale.currency),
          paymentMethodId: paymentMethodId("demo-gateway"),
        },
      })
    ).statusCode,
  ).toBe(200);

  const registered = await t.api("POST", "/account/register", {
    token,
    headers,
    body: registerBody(email, { firstName: "Zoë", lastName: "O'Brien <b>&</b>", storefrontUrl }),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const doi = await delivered(email, "customer.double_opt_in_registration");
  const params = linkParams(doi.parsed.text ?? "");
  const confirmed = await t.api("POST", "/account/register-confirm", {
    token: tokenOf(registered),
    headers,
    body: { hash: params.get("hash"), em: params.get("em") },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  token = tokenOf(confirmed);

  expect(
    (
      await t.api("POST", "/account/recovery-password", {
        token: await anonymous(t),
        headers,
        body: { email, storefrontUrl },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await t.api("POST", "/newsletter/subscribe", {
        token: await anonymous(t),
        headers,
        body: { email, option: "subscribe", storefrontUrl, firstName: "Zoë", lastName: "O'Brien <b>&</b>" },
      })
    ).statusCode,
  ).toBe(200);

  const product = await pickProduct(t);
  expect(
    (
      await t.api("POST", "/checkout/cart/line-item", {
        token,
        headers,
        body: { items: [{ type: "product", referencedId: product.id, quantity: 2 }] },
      })
    ).statusCode,
  ).toBe(200);
  const order = await t.api("POST", "/checkout/order", { token, headers, body: {} });
  expect(order.statusCode, order.body.slice(0, 500)).toBe(200);
  const orderId = (order.json() as { id: string }).id;
  const payment = await t.api("POST", "/handle-payment", {
    token,
    headers,
    body: { orderId, finishUrl: `${storefrontUrl}/checkout/finish` },
  });
  const paymentToken = (payment.json() as { redirectUrl: string }).redirectUrl.split("/").pop();
  const finalized = await t.app.inject({
    method: "POST",
    url: `/payment/finalize-transaction?_sw_payment_token=${paymentToken}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "decision=approve",
  });
  expect(finalized.statusCode).toBe(302);

  const mails: Record<string, ReceivedMail> = { "customer.double_opt_in_registration": doi };
  for (const template of [
    "customer.password_recovery",
    "newsletter.double_opt_in",
    "order.confirmation",
    "order_transaction.state.paid",
  ])
    mails[template] = await delivered(email, template);
  return mails;
}

describe.each(LOCALES)("the mails of a shopper in $code", (locale) => {
  let mails: Record<string, ReceivedMail>;
  beforeAll(async () => {
    mails = await journeys(locale);
  }, 60_000);

  it.each(Object.keys(EXPECTED[locale.code]))(
    "%s: in the shopper's language, HTML and text, a working link to their shop, nothing tracked",
    (template) => {
      const expected = EXPECTED[locale.code][template];
      const mail = mails[template];
      const { parsed } = mail;
      expect(parsed.subject).toMatch(expected.subject);
      expect(parsed.from?.text).toBe('"Demo Store" <shop@demo-store.test>');
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0].address : "").toMatch(/^mail-/);
      // Both parts, in the shopper's language.
      const text = parsed.text ?? "";
      const html = typeof parsed.html === "string" ? parsed.html : "";
      expect(text).toContain(expected.says);
      expect(html).toContain(expected.says);
      expect(html).toContain(`<html lang="${locale.lang}">`);
      if (expected.button) expect(html).toContain(`>${expected.button}</a>`);
      // The name is escaped in the HTML, as typed in the text.
      expect(text).toContain("Zoë O'Brien <b>&</b>");
      expect(html).toContain("Zoë O&#39;Brien &lt;b&gt;&amp;&lt;/b&gt;");
      expect(html).not.toContain("<b>&</b>");
      // Every link goes to the shopper's storefront (their sales-channel domain, locale prefix included); none anywhere else.
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(
          href.startsWith(`http://localhost:3000${locale.prefix}`) ||
            href.startsWith(`http://127.0.0.1:3000${locale.prefix}`),
          href,
        ).toBe(true);
      if (expected.button) {
        const action = [...text.matchAll(/https?:\/\/\S+/g)]
          .map((m) => m[0])
          .find((url) => !/^https?:\/\/[^/]+(\/(pl-PL|testde))?$/.test(url));
        expect(action, "the text part carries the action link").toBeDefined();
        expect(hrefs).toContain(action);
      }
      // No tracking: nothing is loaded from anywhere (no images, pixels, remote CSS), and no tracking parameters.
      expect(html).not.toMatch(/<img|<link|url\(|utm_/i);
      // Headers come from the library: one Message-ID, one Subject, no raw line breaks smuggled into them.
      expect(mail.raw.match(/^Message-ID:/gim)).toHaveLength(1);
      expect(mail.raw.match(/^Subject:/gim)).toHaveLength(1);
    },
  );

  it("order confirmation: the line items and totals in the order's currency", () => {
    const { text } = mails["order.confirmation"].parsed;
    const html = String(mails["order.confirmation"].parsed.html);
    const currency = new Intl.NumberFormat(locale.code, { style: "currency", currency: locale.currency })
      .formatToParts(1)
      .find((p) => p.type === "currency")!.value;
    expect(text).toMatch(new RegExp(`2 × .+: .*${currency === "$" ? "\\$" : currency}`));
    expect(html).toContain(currency);
    for (const label of {
      "en-GB": ["Subtotal", "Shipping", "Total", "incl. VAT"],
      "pl-PL": ["Suma częściowa", "Wysyłka", "Razem", "w tym VAT"],
      "de-DE": ["Zwischensumme", "Versand", "Gesamtsumme", "inkl. MwSt."],
    }[locale.code]) {
      expect(text).toContain(`${label}: `);
      expect(html).toContain(`>${label}</td>`);
    }
  });
});

describe("mail rendering", () => {
  it("escapes every value in the HTML part and links only http(s) URLs", () => {
    const evil = `<img src=x onerror="alert(1)">`;
    const mail = confirmationMail({
      language: "en",
      languageId: LANGUAGE.en,
      email: "a@example.com",
      name: evil,
      orderId: "o",
      orderNumber: `10001${evil}`,
      deepLinkCode: "x",
      currencyIso: "EUR",
      items: [{ label: evil, quantity: 1, totalPrice: 1 }],
      positionTotal: 1,
      shippingTotal: 0,
      amountNet: 0.84,
      amountTotal: 1,
      shopUrl: "javascript:alert(1)",
      orderUrl: `http://localhost:3000/account/order/details/"><script>`,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const contact = contactMail("de-DE", {
      firstName: "<i>",
      lastName: "x",
      email: "e@example.com",
      phone: "",
      subject: "</title>",
      comment: "a\n<b>",
    });
    expect(contact.html).not.toMatch(/<i>|<\/title><\/title>|<b>/);
    expect(contact.html).toContain("a<br>&lt;b&gt;");
  });
});
