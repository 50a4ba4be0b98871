import type { StoreApi } from "../../.server/store-api.server";
import { toPaymentMethodView, type PaymentMethodView } from "./payment-method";

/** The payment methods the shopper may choose now (availability rules applied). */
export async function loadPaymentMethods(api: StoreApi): Promise<PaymentMethodView[]> {
  const response = await api.client.invoke("readPaymentMethod post /payment-method", {
    body: { onlyAvailable: true },
  });
  return (response.data.elements ?? []).map(toPaymentMethodView);
}

type LooseInvoke = (
  operation: string,
  params: { pathParams?: Record<string, string>; body?: unknown },
) => Promise<{ data: unknown }>;

/**
 * POST /account/change-payment-method/{id} (spec §7). Deprecated in Shopware 6.7, so the typed client no longer
 * lists it; the client still sends any "name method path" operation.
 */
export async function changeDefaultPaymentMethod(api: StoreApi, paymentMethodId: string): Promise<void> {
  const invoke = api.client.invoke as unknown as LooseInvoke;
  await invoke("changePaymentMethod post /account/change-payment-method/{paymentMethodId}", {
    pathParams: { paymentMethodId },
    body: {},
  });
}
