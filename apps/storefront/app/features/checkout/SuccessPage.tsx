import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { MethodView, OrderView } from "./checkout";
import { OrderSummary } from "./OrderSummary";
import { PayAgainForm } from "./PayAgainForm";
import { paymentOutcome } from "./payment-outcome";
import { PaymentRedirect } from "./PaymentRedirect";
import { SuccessHeader } from "./SuccessHeader";
import { SuccessLinks } from "./SuccessLinks";

/**
 * The one body of /checkout/success/{id}[/paid|/unpaid]: what happened to the payment by the order's transaction
 * state (paymentOutcome), a started gateway payment's countdown, paying again after a failure, the order summary. A
 * chunk of its own, hydrated on first use (success-content.ts), but at once when it counts down to a gateway.
 */
export default function SuccessPage({
  order,
  methods,
  gateway = null,
  errors = [],
}: {
  order: OrderView;
  methods: MethodView[];
  gateway?: string | null;
  errors?: string[];
}) {
  const { locale } = useShop();
  const outcome = paymentOutcome(locale.code, order.payment);
  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-8 py-8 [&>*]:max-w-5xl">
      <SuccessHeader title={outcome.title} tone={outcome.tone} order={order}>
        {gateway && outcome.awaitingPayment ? (
          <PaymentRedirect url={gateway} />
        ) : (
          outcome.text && <p className="max-w-[65ch] text-neutral-800">{outcome.text}</p>
        )}
      </SuccessHeader>
      {outcome.payAgain && (
        <section className="rounded-xl border border-neutral-200 p-4 sm:p-6">
          <PayAgainForm
            action={localizePath(`/checkout/success/${order.id}/unpaid`, locale)}
            methods={methods}
            selectedId={order.payment.methodId}
            errors={errors}
          />
        </section>
      )}
      <OrderSummary order={order} />
      <SuccessLinks />
    </main>
  );
}
