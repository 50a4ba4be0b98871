import { data, Form, Link, useNavigation } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { Button } from "../components/ui/Button";
import { AccountPage } from "../features/account/AccountPage";
import { formValues, type FormValues } from "../features/account/account";
import { loadCountries, loadSalutations } from "../features/account/account.server";
import { AddressCard } from "../features/account/AddressCard";
import { AddressFields } from "../features/account/AddressFields";
import { changeAddress, loadAddresses, type AddressIntent } from "../features/account/addresses.server";
import { t } from "../features/account/area-messages";
import { addressFormValues } from "../features/account/customer";
import { addressLabels } from "../features/account/labels";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { ErrorSummary } from "../features/forms/ErrorSummary";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account-address";

const INTENTS: readonly AddressIntent[] = ["create", "update", "delete", "default-billing", "default-shipping"];
const SUCCESS = {
  create: "addressCreated",
  update: "addressUpdated",
  delete: "addressDeleted",
  "default-billing": "defaultBillingSet",
  "default-shipping": "defaultShippingSet",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
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
    return data(
      { intent, addressId, errors, values: values as FormValues },
      { status: failureStatus(errors), headers: sessionHeaders(api) },
    );
  }
  return redirectWithNotice(request, api, localizePath("/account/address", api.locale), {
    type: "success",
    message: t(api.locale.code, SUCCESS[intent]),
  });
}

export default function AccountAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const { addresses, countries, salutations, defaultBillingId, defaultShippingId, business } = loaderData;
  const tr = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  const formFailed = actionData && (actionData.intent === "create" || actionData.intent === "update");
  const editing = formFailed ? (actionData.intent === "create" ? "new" : actionData.addressId) : loaderData.editing;
  const edited = addresses.find((address) => address.id === editing);
  const values: FormValues = formFailed ? actionData.values : edited ? addressFormValues(edited) : {};
  const listPath = localizePath("/account/address", locale);
  const busy = navigation.state !== "idle" && ["create", "update"].includes(String(navigation.formData?.get("intent")));

  return (
    <AccountPage title={tr("addresses")}>
      {actionData && !formFailed && <ErrorSummary errors={actionData.errors} locale={locale.code} scope="addresses" />}
      {editing === "new" || edited ? (
        <section
          aria-labelledby="address-form-title"
          className="mb-8 max-w-3xl rounded-xl border border-neutral-200 bg-white p-6"
        >
          <h2 id="address-form-title" className="mb-4 text-lg font-semibold text-neutral-950">
            {edited ? tr("editAddress") : tr("newAddress")}
          </h2>
          <Form method="post" action={listPath} noValidate className="space-y-6">
            <ErrorSummary errors={formFailed ? actionData.errors : undefined} locale={locale.code} scope="address" />
            <input type="hidden" name="intent" value={edited ? "update" : "create"} />
            {edited && <input type="hidden" name="addressId" value={edited.id} />}
            <AddressFields
              values={values}
              errors={formFailed ? actionData.errors.fields : {}}
              countries={countries}
              salutations={salutations}
              business={business}
              scope="address"
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={busy}>
                {tr("saveAddress")}
              </Button>
              <Link
                to={listPath}
                className="inline-flex min-h-10 items-center rounded-lg border border-neutral-300 px-4 py-2 font-medium text-neutral-900 hover:bg-neutral-50"
              >
                {tr("cancel")}
              </Link>
            </div>
          </Form>
        </section>
      ) : (
        <Link
          to={`${listPath}?new=1`}
          className="mb-6 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {tr("addAddress")}
        </Link>
      )}
      <ul className="grid gap-6 md:grid-cols-2" aria-label={tr("addresses")}>
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              isDefaultBilling={address.id === defaultBillingId}
              isDefaultShipping={address.id === defaultShippingId}
              action={listPath}
            />
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
