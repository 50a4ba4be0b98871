import type { StoreApi } from "../../.server/store-api.server";
import { toPaymentMethodView, type PaymentMethodView } from "./payment-method";

/** The payment methods the shopper may choose now (availability rules applied). */
export async function loadPaymentMethods(api: StoreApi): Promise<PaymentMethodView[]> {
  const response = await api.client.invoke("readPaymentMethod post /payment-method", {
    body: { onlyAvailable: true },
  });
  return (response.data.elements ?? []).map(toPaymentMethodView);
}

/**
 * POST /account/change-payment-method/{id} (spec §7). Deprecated in Shopware 6.7 and gone from the generated list;
 * StoreOperations declares it (store-api-client.server.ts).
 */
export async function changeDefaultPaymentMethod(api: StoreApi, paymentMethodId: string): Promise<void> {
  await api.client.invoke("changePaymentMethod post /account/change-payment-method/{paymentMethodId}", {
    pathParams: { paymentMethodId },
    body: {},
  });
}
