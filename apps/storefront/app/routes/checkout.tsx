import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { privateHeaders } from "../features/cart/cart.server";
import { cartChangeNotices } from "../features/cart/cart-errors";
import { flashFor } from "../lib/flash";
import { CartErrors } from "../features/cart/CartErrors";
import { CartLineItem } from "../features/cart/CartLineItem";
import { CartTotals } from "../features/cart/CartTotals";
import { t as cartText } from "../features/cart/messages";
import { AddressSelection } from "../features/checkout/AddressSelection";
import { NEW_SHIPPING_PREFIX, type CheckoutActionData } from "../features/checkout/checkout";
import { checkoutAction } from "../features/checkout/checkout-action.server";
import { loadCheckout } from "../features/checkout/checkout.server";
import { CheckoutIdentity } from "../features/checkout/CheckoutIdentity";
import { CheckoutSection, StepHeading } from "../features/checkout/CheckoutSection";
import { t } from "../features/checkout/messages";
import { MethodSelection } from "../features/checkout/MethodSelection";
import { NewShippingAddressForm } from "../features/checkout/NewShippingAddressForm";
import { PlaceOrderForm } from "../features/checkout/PlaceOrderForm";
import { SectionErrors } from "../features/checkout/SectionErrors";
import { privatePageMeta } from "../features/checkout/page-meta";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/checkout";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    const checkout = await loadCheckout(api);
    // Nothing to check out: the cart page says so and leads back to shopping.
    if (checkout.cart.isEmpty) {
      // The cart may have emptied just now (its last item sold out): the reason, read here once, goes along.
      const notices = cartChangeNotices(api.locale.code, checkout.cart.errors);
      const flash = notices[0]
        ? await flashFor(request, { ...notices[0], message: notices.map((entry) => entry.message).join(" ") })
        : undefined;
      return redirect(localizePath("/checkout/cart", api.locale), { headers: privateHeaders(api, flash) });
    }
    return data({ ...checkout, locale: api.locale.code }, { headers: privateHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  let api;
  try {
    api = await createStoreApi(request);
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
  return checkoutAction(request, api);
}

/**
 * A refused order (409: the cart changed since the page was shown) must show the cart as it is now, with its new
 * hash; React Router skips revalidation after a 4xx action by default.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "order" ? true : defaultShouldRevalidate;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? t(loaderData.locale, "checkoutTitle") : null, matches);
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShop();
  const checkout = loaderData;
  const result = actionData as CheckoutActionData | undefined;
  const action = localizePath("/checkout", locale);
  const messagesFor = (intent: string) => (result?.intent === intent ? result.errors.summary : []);
  const { cart, session } = checkout;
  const name = [session.customer?.firstName, session.customer?.lastName].filter(Boolean).join(" ");
  let step = 1;

  return (
    <main id="main" className="flex flex-col gap-6">
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
    </main>
  );
}
