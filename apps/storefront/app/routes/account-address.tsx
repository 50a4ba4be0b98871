import { data } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { formValues } from "../features/account/account";
import { loadCountries, loadSalutations } from "../features/account/account.server";
import { changeAddress, loadAddresses, type AddressIntent } from "../features/account/addresses.server";
import { t } from "../features/account/area-messages";
import { addressLabels } from "../features/account/labels";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/account-address";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountAddress", () => import("../features/account/AccountAddressContent"));

const INTENTS: readonly AddressIntent[] = ["create", "update", "delete", "default-billing", "default-shipping"];
const SUCCESS = {
  create: "addressCreated",
  update: "addressUpdated",
  delete: "addressDeleted",
  "default-billing": "defaultBillingSet",
  "default-shipping": "defaultShippingSet",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
  const { api, customer } = await requireCustomer(request);
  const params = new URL(request.url).searchParams;
  try {
    const [addresses, countries, salutations] = await Promise.all([
      loadAddresses(api),
      loadCountries(api),
      loadSalutations(api),
    ]);
    return data(
      {
        addresses,
        countries,
        salutations,
        defaultBillingId: customer.defaultBillingAddressId,
        defaultShippingId: customer.defaultShippingAddressId,
        business: customer.accountType === "business",
        // The form shows for ?new=1 or ?edit=<address id>, so it works as a plain link without JavaScript.
        editing: params.get("new") === "1" ? "new" : (params.get("edit") ?? null),
      },
      { headers: sessionHeaders(api) },
    );
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { api } = await requireCustomer(request);
  const form = await request.formData();
  const intent = INTENTS.find((entry) => entry === form.get("intent")) ?? "create";
  const addressId = String(form.get("addressId") ?? "");
  const values = formValues(form);
  try {
    await changeAddress(api, intent, addressId, values);
  } catch (error) {
    const errors = fieldErrors(error, api.locale.code, addressLabels(api.locale.code), { address: true });
    return data({ intent, addressId, errors, values }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  }
  return redirectWithNotice(request, api, localizePath("/account/address", api.locale), {
    type: "success",
    message: t(api.locale.code, SUCCESS[intent]),
  });
}

export default function AccountAddress({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
