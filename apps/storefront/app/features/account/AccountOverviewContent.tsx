import { Link } from "../../components/ui/Link";
import { AccountCard } from "./AccountCard";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { AddressBlock } from "../../components/ui/AddressBlock";
import { t } from "./area-messages";
import { PaymentMethodForm } from "./PaymentMethodForm";
import { NewsletterSettings } from "../newsletter/NewsletterSettings";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/account";

/** The content of routes/account.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountOverviewContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
