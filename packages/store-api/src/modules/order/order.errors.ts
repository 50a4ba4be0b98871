import { StoreApiError } from "../../http/errors.js";

/** The checkout and order errors of store-api-notes §7, with Shopware's codes and messages. */
export const orderErrors = {
  notLoggedIn: () =>
    new StoreApiError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "You must be logged-in before submitting an order"),
  cartEmpty: () => new StoreApiError(400, "CHECKOUT__CART_EMPTY", "Cart is empty"),
  /**
   * Shopware answers 500 here; a cart with blocking errors is the shopper's input, and bad input never gets a 5xx
   * from this backend, so the status is 400 (the code, message and parameters are Shopware's).
   */
  cartInvalid: (errors: Record<string, unknown>[]) =>
    new StoreApiError(400, "CHECKOUT__CART_INVALID", `The cart is invalid, got ${errors.length} error(s).`, {
      errorCount: errors.length,
      errors,
    }),
  hashMismatch: (token: string) =>
    new StoreApiError(409, "CHECKOUT__CART_HASH_MISMATCH", `Content hash mismatch for cart token: ${token}`, { token }),
  deliveryWithoutAddress: () =>
    new StoreApiError(400, "CHECKOUT__DELIVERY_WITHOUT_ADDRESS", "Delivery contains no shipping address"),
  addressNotFound: (id: string) =>
    new StoreApiError(400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`, {
      addressId: id,
    }),
  orderNotFound: (id: string) =>
    new StoreApiError(404, "CHECKOUT__ORDER_ORDER_NOT_FOUND", `Order with id "${id}" not found.`, { orderId: id }),
  invalidOrderId: (id: string) =>
    new StoreApiError(404, "CHECKOUT__INVALID_ORDER_ID", `The order with id ${id} is invalid or could not be found.`, {
      orderId: id,
    }),
  alreadyPaid: (id: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__ORDER_ORDER_ALREADY_PAID",
      `The order with id "${id}" was already paid and cannot be edited afterwards.`,
      { orderId: id },
    ),
  paymentMethodUnchangeable: () =>
    new StoreApiError(
      400,
      "CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE",
      "Payment methods of order with current payment transaction type can not be changed.",
    ),
  unknownPaymentMethod: (id: string) =>
    new StoreApiError(400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", "The selected payment method does not exist.", {
      paymentMethodId: id,
    }),
  paymentMethodNotAvailable: (id: string) =>
    new StoreApiError(
      404,
      "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE",
      `The payment method with id ${id} is not available for the order.`,
      { paymentMethodId: id },
    ),
  downloadNotFound: (id: string) =>
    new StoreApiError(
      404,
      "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND",
      `Line item download file with id "${id}" not found.`,
      { downloadId: id },
    ),
  guestNotAuthenticated: () => new StoreApiError(403, "CHECKOUT__GUEST_NOT_AUTHENTICATED", "Guest not authenticated."),
  guestWrongCredentials: () =>
    new StoreApiError(403, "CHECKOUT__GUEST_WRONG_CREDENTIALS", "Wrong credentials for guest authentication."),
};
