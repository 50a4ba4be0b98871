import { StoreApiError } from "../../http/errors.js";

/** Shopware's CustomerException codes and messages for the account routes. */
export const customerErrors = {
  badCredentials: () =>
    new StoreApiError(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password."),
  notFound: (email: string) =>
    new StoreApiError(401, "CHECKOUT__CUSTOMER_NOT_FOUND", `No matching customer for the email "${email}" was found.`, {
      email,
    }),
  optInNotCompleted: (customerId: string) =>
    new StoreApiError(
      401,
      "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED",
      `The customer with the id "${customerId}" has not completed the opt-in.`,
      { customerId },
    ),
  noHashProvided: () => new StoreApiError(404, "CHECKOUT__NO_HASH_PROVIDED", "The given hash is empty."),
  notFoundByHash: (hash: string) =>
    new StoreApiError(
      404,
      "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
      `No matching customer for the hash "${hash}" was found.`,
      { hash },
    ),
  alreadyConfirmed: (customerId: string) =>
    new StoreApiError(
      412,
      "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED",
      `The customer with the id "${customerId}" is already confirmed.`,
      { customerId },
    ),
  recoveryHashExpired: (hash: string) =>
    new StoreApiError(410, "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED", `The hash "${hash}" is expired.`, { hash }),
  addressNotFound: (addressId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
      `Customer address with id "${addressId}" not found.`,
      { addressId },
    ),
  addressIsDefault: (addressId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT",
      `Customer address with id "${addressId}" is a default address and cannot be deleted.`,
      { addressId },
    ),
  addressIsActive: (addressId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE",
      `Customer address with id "${addressId}" is an active address and cannot be deleted.`,
      { addressId },
    ),
  paymentMethodNotFound: (paymentMethodId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND",
      `Payment method with id "${paymentMethodId}" not found.`,
      { paymentMethodId },
    ),
  notGuest: (customerId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_IS_NOT_GUEST",
      `The customer with the id "${customerId}" is not a guest.`,
      { customerId },
    ),
};
