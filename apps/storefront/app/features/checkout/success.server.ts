import { createStoreApi, type StoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import type { MethodView, OrderView } from "./checkout";
import { loadPaymentMethods } from "./checkout.server";
import { loadOrder } from "./order.server";
import { paymentOutcome } from "./payment-outcome";
import { isRouteThrow } from "../../lib/errors";

/** The order of a success page, for the session that placed it; error responses (404 …) are thrown. */
export async function loadSuccessOrder(
  request: Request,
  orderId: string,
): Promise<{ api: StoreApi; order: OrderView }> {
  try {
    const api = await createStoreApi(request);
    return { api, order: await loadOrder(api, orderId) };
  } catch (error) {
    if (isRouteThrow(error)) throw error;
    throw storeApiErrorResponse(error);
  }
}

/** The success page's order and, when its payment failed or was cancelled, the methods to pay again with. */
export async function loadSuccessPage(
  request: Request,
  orderId: string,
): Promise<{ api: StoreApi; order: OrderView; methods: MethodView[] }> {
  const { api, order } = await loadSuccessOrder(request, orderId);
  const methods = paymentOutcome(api.locale.code, order.payment).payAgain ? await loadPaymentMethods(api) : [];
  return { api, order, methods };
}
