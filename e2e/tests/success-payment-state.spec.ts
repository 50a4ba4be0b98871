import type { APIRequestContext, Page } from "@playwright/test";
import {
  addToCartByNumber,
  type CustomerCredentials,
  loginWithSession,
  loginToken,
  orderCart,
  placeOrder,
  registerConfirmedCustomer,
} from "../support/customers";
import { storeApiFetch, storeApiPost } from "../support/store-api";
import { expect, test } from "../support/test";
import { eachLocale, noJsTwin } from "../support/one-engine";
import { axeViolationsOf } from "../support/axe";

/**
 * Issue 13 item 10: the success page says what actually happened to the payment: the order's newest transaction
 * state read from the Store API, never the URL's /paid or /unpaid (which only names the payment provider's return
 * URL). Orders are placed through the Store API for a fresh customer (invoice: the transaction stays open), or with
 * DemoPay and decided on its page (approve → paid, decline → failed, cancel → cancelled).
 */
test.describe.configure({ timeout: 60_000 });

const LOCALES = [
  {
    prefix: "",
    paid: "Thank you! Your payment was successful.",
    pendingTitle: "Thank you for your order",
    pendingText: "Your payment is still pending. Please pay as described for your payment method (Invoice).",
    failedTitle: "Your payment did not go through",
    failedText: "The payment failed. Your order is saved: choose a payment method and try to pay again.",
    cancelledTitle: "Your payment was cancelled",
    payAgain: "Pay again",
    notFound: "The requested page cannot be found.",
  },
  {
    prefix: "/pl-PL",
    paid: "Dziękujemy! Płatność zakończyła się powodzeniem.",
    pendingTitle: "Dziękujemy za zamówienie",
    pendingText:
      "Płatność nie została jeszcze zaksięgowana. Zapłać zgodnie z opisem wybranej metody płatności (Faktura).",
    failedTitle: "Płatność nie powiodła się",
    failedText:
      "Płatność nie powiodła się. Zamówienie jest zapisane: wybierz metodę płatności i spróbuj zapłacić ponownie.",
    cancelledTitle: "Płatność została anulowana",
    payAgain: "Zapłać ponownie",
    notFound: "Nie udało się znaleźć żądanej strony.",
  },
  {
    prefix: "/testde",
    paid: "Vielen Dank! Ihre Zahlung war erfolgreich.",
    pendingTitle: "Vielen Dank für Ihre Bestellung",
    pendingText: "Ihre Zahlung steht noch aus. Bitte bezahlen Sie wie für Ihre Zahlungsart beschrieben (Rechnung).",
    failedTitle: "Ihre Zahlung ist nicht durchgegangen",
    failedText:
      "Die Zahlung ist fehlgeschlagen. Ihre Bestellung ist gespeichert: Wählen Sie eine Zahlungsart und versuchen Sie es erneut.",
    cancelledTitle: "Ihre Zahlung wurde abgebrochen",
    payAgain: "Erneut bezahlen",
    notFound: "Die angeforderte Seite wurde nicht gefunden.",
  },
] as const;

type Texts = (typeof LOCALES)[number];

/** A DemoPay order of `customer`, its payment started with the locale's success URLs: the DemoPay page's URL. */
async function demoPayOrder(
  request: APIRequestContext,
  customer: CustomerCredentials,
  texts: Texts,
): Promise<{ id: string; gateway: string }> {
  const token = await loginToken(request, customer);
  const methods = await storeApiPost<{ elements: { id: string; name: string }[] }>(
    request,
    "/payment-method",
    { onlyAvailable: true },
    token,
  );
  expect(methods.status, methods.text).toBe(200);
  const demoPay = methods.data.elements.find((method) => method.name === "DemoPay (online)");
  expect(demoPay, "the DemoPay method").toBeTruthy();
  const patched = await storeApiFetch(request, "/context", {
    method: "PATCH",
    body: { paymentMethodId: demoPay?.id },
    token,
  });
  expect(patched.ok()).toBe(true);
  await addToCartByNumber(request, token);
  const order = await orderCart(request, token);
  const success = `${process.env.E2E_BASE_URL}${texts.prefix}/checkout/success/${order.id}`;
  const payment = await storeApiPost<{ redirectUrl: string }>(
    request,
    "/handle-payment",
    { orderId: order.id, finishUrl: `${success}/paid`, errorUrl: `${success}/unpaid` },
    token,
  );
  expect(payment.status, payment.text).toBe(200);
  expect(payment.data.redirectUrl).toMatch(/^http/);
  return { id: order.id, gateway: payment.data.redirectUrl };
}

/** axe runs in the page's JavaScript: only where the page has it. */
async function axeClean(page: Page, javaScript: boolean) {
  if (!javaScript) return;
  expect(await axeViolationsOf(page)).toEqual([]);
}

for (const [texts, repeat] of eachLocale(LOCALES)) {
  for (const javaScript of [true, false]) {
    test.describe(
      `${texts.prefix || "en-GB"}${javaScript ? "" : " without JavaScript"}`,
      javaScript ? repeat : noJsTwin(repeat),
      () => {
        test.use({ javaScriptEnabled: javaScript });

        test("an open invoice order says the payment is pending on every success URL, never 'successful'", async ({
          page,
          request,
        }) => {
          const customer = await registerConfirmedCustomer(request);
          const order = await placeOrder(request, customer);
          await loginWithSession(page, request, customer);
          for (const suffix of ["", "/paid", "/unpaid"]) {
            await page.goto(`${texts.prefix}/checkout/success/${order.id}${suffix}`);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.pendingTitle);
            await expect(page.getByText(texts.pendingText)).toBeVisible();
            await expect(page.getByText(texts.paid)).toHaveCount(0);
            await expect(page.getByText(texts.failedTitle)).toHaveCount(0);
            await expect(page).toHaveTitle(new RegExp(`^${texts.pendingTitle}`));
          }
          await axeClean(page, javaScript);
        });

        test("DemoPay: approved says paid; declined says failed and offers paying again, whatever the URL says", async ({
          page,
          request,
        }) => {
          const customer = await registerConfirmedCustomer(request);
          await loginWithSession(page, request, customer);

          const approved = await demoPayOrder(request, customer, texts);
          await page.goto(approved.gateway);
          await page.getByRole("button", { name: /Approve payment|Zatwierdź płatność|Zahlung bestätigen/ }).click();
          await expect(page).toHaveURL(new RegExp(`/checkout/success/${approved.id}/paid$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.paid);
          await axeClean(page, javaScript);
          // The error return URL of a paid order: still paid.
          await page.goto(`${texts.prefix}/checkout/success/${approved.id}/unpaid`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.paid);
          await expect(page.getByRole("button", { name: texts.payAgain })).toHaveCount(0);

          const declined = await demoPayOrder(request, customer, texts);
          await page.goto(declined.gateway);
          await page.getByRole("button", { name: /Decline payment|Odrzuć płatność|Zahlung ablehnen/ }).click();
          await expect(page).toHaveURL(new RegExp(`/checkout/success/${declined.id}/unpaid`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.failedTitle);
          await expect(page.getByText(texts.failedText)).toBeVisible();
          await expect(page.getByRole("button", { name: texts.payAgain })).toBeVisible();
          await axeClean(page, javaScript);
          // A tampered URL: /paid on the failed order says failed, and still offers paying again.
          await page.goto(`${texts.prefix}/checkout/success/${declined.id}/paid`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.failedTitle);
          await expect(page.getByText(texts.paid)).toHaveCount(0);
          await expect(page.getByRole("button", { name: texts.payAgain })).toBeVisible();

          const cancelled = await demoPayOrder(request, customer, texts);
          await page.goto(cancelled.gateway);
          await page
            .getByRole("link", {
              name: /Cancel and return to the shop|Anuluj i wróć do sklepu|Abbrechen und zurück zum Shop/,
            })
            .click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.cancelledTitle);
          await expect(page.getByRole("button", { name: texts.payAgain })).toBeVisible();
          // Paying again from the page of the cancelled order, this time approved.
          await page.getByRole("main").getByLabel("DemoPay (online)").check();
          await page.getByRole("button", { name: texts.payAgain }).click();
          await page.getByRole("button", { name: /Approve payment|Zatwierdź płatność|Zahlung bestätigen/ }).click();
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.paid);
        });
      },
    );
  }
}

for (const [texts, repeat] of eachLocale(LOCALES)) {
  test.describe(`${texts.prefix || "en-GB"}`, repeat, () => {
    test("someone else's order id is the translated not-found page", async ({ page, request }) => {
      const owner = await registerConfirmedCustomer(request);
      const order = await placeOrder(request, owner);
      await loginWithSession(page, request, await registerConfirmedCustomer(request));
      const response = await page.goto(`${texts.prefix}/checkout/success/${order.id}/paid`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(texts.notFound)).toBeVisible();
      await expect(page.getByText(order.orderNumber)).toHaveCount(0);
    });
  });
}
