import type { StoreApi } from "../../.server/store-api.server";
import { loadCountries, loadSalutations } from "./account.server";
import {
  toGroupRegistrationView,
  type GroupRegistrationPageData,
  type GroupRegistrationView,
} from "./group-registration";

/** A customer group's registration settings; a group whose registration is not open answers 404 (the page's 404). */
export async function loadGroupRegistration(api: StoreApi, customerGroupId: string): Promise<GroupRegistrationView> {
  const response = await api.client.invoke(
    "getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}",
    {
      pathParams: { customerGroupId },
    },
  );
  return toGroupRegistrationView(response.data);
}

/** The registration page of a customer group: its texts plus what the form needs. */
export async function loadGroupRegistrationPage(
  api: StoreApi,
  customerGroupId: string,
  url: URL,
): Promise<GroupRegistrationPageData> {
  const [view, countries, salutations] = await Promise.all([
    loadGroupRegistration(api, customerGroupId),
    loadCountries(api),
    loadSalutations(api),
  ]);
  return { ...view, countries, salutations, signedUp: url.searchParams.get("signedUp") === "1" };
}
