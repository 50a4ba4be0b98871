import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import type { FormValues } from "../account/account";
import type { CartView } from "../cart/cart";
import { CheckboxField } from "../forms/CheckboxField";
import { ErrorSummary } from "../forms/ErrorSummary";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import { shownCartOf } from "./cart-changes";
import { legalPages } from "./legal-pages";
import { t } from "./messages";

/** A legal page beside its checkbox: a plain link into a new tab, so the form keeps what was typed (also without JS). */
function LegalLink({ href, label, locale }: { href: string; label: string; locale: Parameters<typeof t>[0] }) {
  return (
    <p className="-mt-2 pl-8 text-sm">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {label} <span className="sr-only">{t(locale, "opensInNewTab")}</span>
      </a>
    </p>
  );
}

interface PlaceOrderFormProps {
  action: string;
  /** The cart this page shows: its hash goes with the order, and what it shows explains a refusal. */
  cart: CartView;
  /** Any item is a download: the withdrawal waiver is required. */
  needsWaiver: boolean;
  /** Blocking cart errors: the backend would refuse the order. */
  blocked: boolean;
  errors?: FormErrors;
  values?: FormValues;
}

/** Comment, terms and conditions, the withdrawal waiver for downloads, and "Place order" (one submit only). */
export function PlaceOrderForm({ action, cart, needsWaiver, blocked, errors, values = {} }: PlaceOrderFormProps) {
  const { locale, currency, serviceNavigation } = useShop();
  const legal = legalPages(serviceNavigation);
  const navigation = useNavigation();
  // A second click while the first order is on its way must not place a second one.
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const commentId = "order-f-customerComment";
  return (
    <Form method="post" action={action} noValidate className="flex flex-col gap-4">
      <ErrorSummary errors={errors} locale={locale.code} scope="order" />
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="hash" value={cart.hash} />
      <input type="hidden" name="shown" value={JSON.stringify(shownCartOf(cart, currency.isoCode))} />
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-sm font-medium text-neutral-800">
          {t(locale.code, "comment")}
        </label>
        <textarea
          id={commentId}
          name="customerComment"
          rows={3}
          maxLength={2000}
          defaultValue={values.customerComment ?? ""}
          className="rounded-lg border border-neutral-400 px-3 py-2 text-base"
        />
      </div>
      <CheckboxField
        scope="order"
        name="tos"
        label={t(locale.code, "tos")}
        checked={values.tos === "1"}
        error={errors?.fields.tos}
        required
      />
      {legal.terms?.href && (
        <LegalLink href={legal.terms.href} label={t(locale.code, "readTerms")} locale={locale.code} />
      )}
      {needsWaiver && (
        <CheckboxField
          scope="order"
          name="waiver"
          label={t(locale.code, "waiver")}
          checked={values.waiver === "1"}
          error={errors?.fields.waiver}
          required
        />
      )}
      {legal.withdrawal?.href && (
        <LegalLink href={legal.withdrawal.href} label={t(locale.code, "readWithdrawal")} locale={locale.code} />
      )}
      <Button type="submit" busy={busy} disabled={blocked} className="min-h-12 w-full text-lg">
        {t(locale.code, "placeOrder")}
      </Button>
      {blocked && <p className="text-sm text-red-700">{t(locale.code, "cartBlocked")}</p>}
    </Form>
  );
}
