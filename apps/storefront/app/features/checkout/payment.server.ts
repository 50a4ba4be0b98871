import type { StoreApi } from "../../.server/store-api.server";
import { safeRedirectPath } from "../../lib/safe-redirect";

export interface PaymentUrls {
  /** Absolute URL the gateway returns to after a successful payment (…/checkout/success/{id}/paid). */
  finishUrl: string;
  /** Absolute URL the gateway returns to after a failed or cancelled payment (…/checkout/success/{id}/unpaid). */
  errorUrl: string;
}

/**
 * Starts the payment of an order (POST /handle-payment). Synchronous methods (invoice, cash on
 * delivery, prepayment) answer without a redirect: null. Asynchronous ones (DemoPay) answer with the
 * gateway URL the shopper must be sent to.
 */
export async function startPayment(api: StoreApi, orderId: string, urls: PaymentUrls): Promise<string | null> {
  const response = await api.client.invoke("handlePaymentMethod post /handle-payment", {
    body: { orderId, finishUrl: urls.finishUrl, errorUrl: urls.errorUrl },
  });
  const redirectUrl = response.data?.redirectUrl;
  return typeof redirectUrl === "string" && redirectUrl !== "" ? redirectUrl : null;
}

/** The finish and error URLs of an order's success pages, absolute on the shop's origin under the locale prefix. */
export function paymentUrls(origin: string, localizedSuccessPath: string): PaymentUrls {
  const base = `${origin}${safeRedirectPath(localizedSuccessPath)}`;
  return { finishUrl: `${base}/paid`, errorUrl: `${base}/unpaid` };
}
