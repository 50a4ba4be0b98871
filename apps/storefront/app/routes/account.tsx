import { data, Link } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { AccountCard } from "../features/account/AccountCard";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { AddressBlock } from "../components/ui/AddressBlock";
import { t } from "../features/account/area-messages";
import { changeDefaultPaymentMethod, loadPaymentMethods } from "../features/account/payment-methods.server";
import { PaymentMethodForm } from "../features/account/PaymentMethodForm";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { NewsletterSettings } from "../features/newsletter/NewsletterSettings";
import { loadNewsletterStatus } from "../features/newsletter/newsletter.server";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const { api, customer } = await requireCustomer(request);
  try {
    const [paymentMethods, newsletter] = await Promise.all([loadPaymentMethods(api), loadNewsletterStatus(api)]);
    return data({ customer, paymentMethods, newsletter }, { headers: sessionHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { api } = await requireCustomer(request);
  const form = await request.formData();
  try {
    await changeDefaultPaymentMethod(api, String(form.get("paymentMethodId") ?? ""));
  } catch (error) {
    const errors = fieldErrors(error, api.locale.code, {});
    return data({ errors }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  }
  return redirectWithNotice(request, api, localizePath("/account", api.locale), {
    type: "success",
    message: t(api.locale.code, "paymentChanged"),
  });
}

export default function AccountOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShop();
  const { customer, paymentMethods, newsletter } = loaderData;
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string>) => t(locale.code, key, values);
  const addressCard = (title: string, address: typeof customer.defaultBillingAddress) => (
    <AccountCard
      title={title}
      footer={
        <Link to={localizePath("/account/address", locale)} className={LINK_CLASS}>
          {tr("manageAddresses")}
        </Link>
      }
    >
      {address ? <AddressBlock address={address} /> : <p>{tr("noAddress")}</p>}
    </AccountCard>
  );
  return (
    <AccountPage title={tr("hello", { name: `${customer.firstName} ${customer.lastName}`.trim() })}>
      <p className="mb-6 max-w-[65ch] text-neutral-700">{tr("overviewIntro")}</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountCard
          title={tr("personalData")}
          footer={
            <Link to={localizePath("/account/profile", locale)} className={LINK_CLASS}>
              {tr("editProfile")}
            </Link>
          }
        >
          <p className="font-medium">
            {[customer.salutation, customer.firstName, customer.lastName].filter(Boolean).join(" ")}
          </p>
          {customer.company && <p>{customer.company}</p>}
          <p className="break-all">{customer.email}</p>
          {customer.customerNumber && (
            <p className="mt-2 text-sm text-neutral-600">{tr("customerNumber", { number: customer.customerNumber })}</p>
          )}
        </AccountCard>
        <AccountCard title={tr("paymentMethod")}>
          <PaymentMethodForm
            methods={paymentMethods}
            selectedId={customer.defaultPaymentMethodId}
            legend={tr("changePayment")}
            submitLabel={tr("savePayment")}
            intent="payment"
            errors={actionData?.errors}
          />
        </AccountCard>
        {addressCard(tr("defaultBilling"), customer.defaultBillingAddress)}
        {addressCard(tr("defaultShipping"), customer.defaultShippingAddress)}
        <NewsletterSettings status={newsletter} />
      </div>
    </AccountPage>
  );
}
