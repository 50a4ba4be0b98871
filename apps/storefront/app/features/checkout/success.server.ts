import { createStoreApi, type StoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import type { OrderView } from "./checkout";
import { loadOrder } from "./order.server";

/** The order of a success page, for the session that placed it; error responses (404 …) are thrown. */
export async function loadSuccessOrder(request: Request, orderId: string): Promise<{ api: StoreApi; order: OrderView }> {
  try {
    const api = await createStoreApi(request);
    return { api, order: await loadOrder(api, orderId) };
  } catch (error) {
    if (error instanceof Response || (error as { type?: string })?.type === "DataWithResponseInit") throw error;
    throw storeApiErrorResponse(error);
  }
}
