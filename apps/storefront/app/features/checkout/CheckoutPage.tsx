import { Link } from "../../components/ui/Link";
import { CartErrors } from "../cart/CartErrors";
import { CartLineItem } from "../cart/CartLineItem";
import { CartTotals } from "../cart/CartTotals";
import { t as cartText } from "../cart/messages";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import { AddressSelection } from "./AddressSelection";
import { NEW_SHIPPING_PREFIX, type CheckoutActionData } from "./checkout";
import type { CheckoutData } from "./checkout.server";
import { CheckoutIdentity } from "./CheckoutIdentity";
import { CheckoutSection, StepHeading } from "./CheckoutSection";
import { t } from "./messages";
import { MethodSelection } from "./MethodSelection";
import { NewShippingAddressForm } from "./NewShippingAddressForm";
import { PlaceOrderForm } from "./PlaceOrderForm";
import { SectionErrors } from "./SectionErrors";

export interface CheckoutPageProps {
  checkout: CheckoutData;
  /** The answer to the form last posted here (its errors and what was typed), if any. */
  result: CheckoutActionData | undefined;
}

/**
 * The checkout's content: who is buying (log in, register or continue as guest), then addresses, shipping and payment,
 * beside the cart's summary and the order button. A chunk of its own that hydrates on first use (routes/checkout.tsx,
 * KindIsland): its forms are real forms until then, so the page's first load is the layout and this route only.
 */
export function CheckoutPage({ checkout, result }: CheckoutPageProps) {
  const { locale } = useShop();
  const action = localizePath("/checkout", locale);
  const messagesFor = (intent: string) => (result?.intent === intent ? result.errors.summary : []);
  const { cart, session } = checkout;
  const name = [session.customer?.firstName, session.customer?.lastName].filter(Boolean).join(" ");
  let step = 1;

  return (
    <>
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{t(locale.code, "checkoutTitle")}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CheckoutSection number={step++} title={t(locale.code, "stepIdentity")} id="identity">
            {checkout.step === "identity" ? (
              <CheckoutIdentity
                action={action}
                countries={checkout.countries}
                salutations={checkout.salutations}
                result={result}
              />
            ) : (
              <p className="text-neutral-800">
                {session.guest
                  ? t(locale.code, "guestAs", { email: session.customer?.email ?? "" })
                  : t(locale.code, "signedInAs", { name, email: session.customer?.email ?? "" })}
              </p>
            )}
          </CheckoutSection>
          {checkout.step === "details" && (
            <>
              <CheckoutSection number={step++} title={t(locale.code, "stepAddresses")} id="addresses">
                <SectionErrors messages={[...messagesFor("billingAddress"), ...messagesFor("shippingAddress")]} />
                <div className="grid gap-6 sm:grid-cols-2">
                  <AddressSelection
                    kind="billing"
                    addresses={checkout.addresses}
                    selected={checkout.billingAddress}
                    action={action}
                  />
                  {!cart.isVirtual && (
                    <AddressSelection
                      kind="shipping"
                      addresses={checkout.addresses}
                      selected={checkout.shippingAddress}
                      action={action}
                    />
                  )}
                </div>
                {!cart.isVirtual && (
                  <div className="mt-4">
                    <NewShippingAddressForm
                      action={action}
                      prefix={NEW_SHIPPING_PREFIX}
                      countries={checkout.countries}
                      salutations={checkout.salutations}
                      errors={result?.intent === "newShippingAddress" ? result.errors : undefined}
                      values={result?.intent === "newShippingAddress" ? result.values : undefined}
                    />
                  </div>
                )}
              </CheckoutSection>
              <CheckoutSection number={step++} title={t(locale.code, "stepShipping")} id="shipping">
                {cart.isVirtual ? (
                  <p className="text-neutral-800">{t(locale.code, "noShippingNeeded")}</p>
                ) : (
                  <MethodSelection
                    kind="shipping"
                    methods={checkout.shippingMethods}
                    selectedId={checkout.shippingMethodId}
                    action={action}
                    errors={messagesFor("shippingMethod")}
                  />
                )}
              </CheckoutSection>
              <CheckoutSection number={step++} title={t(locale.code, "stepPayment")} id="payment">
                <MethodSelection
                  kind="payment"
                  methods={checkout.paymentMethods}
                  selectedId={checkout.paymentMethodId}
                  action={action}
                  errors={messagesFor("paymentMethod")}
                />
              </CheckoutSection>
            </>
          )}
        </div>
        <aside
          aria-labelledby="review-title"
          className="flex h-fit flex-col gap-4 rounded-xl border border-neutral-200 p-4 sm:p-6"
        >
          {checkout.step === "details" ? (
            <StepHeading number={step} title={t(locale.code, "stepReview")} id="review-title" className="" />
          ) : (
            <h2 id="review-title" className="text-lg font-semibold text-neutral-950">
              {cartText(locale.code, "cartSummary")}
            </h2>
          )}
          <CartErrors errors={cart.errors} />
          <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
            {cart.lineItems.map((item) => (
              <CartLineItem key={item.id} item={item} variant="summary" />
            ))}
          </ul>
          <Link
            to={localizePath("/checkout/cart", locale)}
            className="self-start text-sm text-brand-700 underline underline-offset-2"
          >
            {t(locale.code, "editCart")}
          </Link>
          <CartTotals totals={cart} hideShipping={cart.isVirtual} />
          {checkout.step === "details" && (
            <PlaceOrderForm
              action={action}
              cart={cart}
              needsWaiver={cart.hasDownloads}
              blocked={cart.blocksOrder}
              errors={result?.intent === "order" ? result.errors : undefined}
              values={result?.intent === "order" ? result.values : undefined}
            />
          )}
        </aside>
      </div>
    </>
  );
}
