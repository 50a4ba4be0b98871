import type { StoreApi } from "../../.server/store-api.server";
import { addressBody, type FormValues } from "./account";
import { toAddressView, type AddressView } from "./customer";

export const ADDRESS_ASSOCIATIONS = { country: {}, countryState: {}, salutation: {} };

export async function loadAddresses(api: StoreApi): Promise<AddressView[]> {
  const response = await api.client.invoke("listAddress post /account/list-address", {
    body: { limit: 100, associations: ADDRESS_ASSOCIATIONS },
  });
  return (response.data.elements ?? []).map(toAddressView);
}

export type AddressIntent = "create" | "update" | "delete" | "default-billing" | "default-shipping";

/** One Store API call per intent of the address page's forms. */
export async function changeAddress(
  api: StoreApi,
  intent: AddressIntent,
  addressId: string,
  values: FormValues,
): Promise<void> {
  const pathParams = { addressId };
  switch (intent) {
    case "create":
      await api.client.invoke("createCustomerAddress post /account/address", { body: addressBody(values) });
      return;
    case "update":
      await api.client.invoke("updateCustomerAddress patch /account/address/{addressId}", {
        pathParams,
        body: addressBody(values),
      });
      return;
    case "delete":
      await api.client.invoke("deleteCustomerAddress delete /account/address/{addressId}", { pathParams });
      return;
    case "default-billing":
      await api.client.invoke("defaultBillingAddress patch /account/address/default-billing/{addressId}", {
        pathParams,
      });
      return;
    case "default-shipping":
      await api.client.invoke("defaultShippingAddress patch /account/address/default-shipping/{addressId}", {
        pathParams,
      });
  }
}
