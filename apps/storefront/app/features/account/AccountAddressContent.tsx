import { Form, useNavigation } from "react-router";
import { Link } from "../../components/ui/Link";
import { Button } from "../../components/ui/Button";
import { AccountPage } from "./AccountPage";
import type { FormValues } from "./account";
import { AddressCard } from "./AddressCard";
import { AddressFields } from "./AddressFields";
import { t } from "./area-messages";
import { addressFormValues } from "./customer";
import { ErrorSummary } from "../forms/ErrorSummary";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/account-address";

/** The content of routes/account-address.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountAddressContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
