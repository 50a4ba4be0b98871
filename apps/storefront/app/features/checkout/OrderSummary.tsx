import { usePrice } from "../cart/usePrice";
import { CartTotals } from "../cart/CartTotals";
import { t as cartText } from "../cart/messages";
import { useShop } from "../shop/ShopContext";
import type { OrderView } from "./checkout";
import { t } from "./messages";
import { dateTimeFormat } from "../../lib/intl";

/** An order's number, date, addresses, methods, line items and totals, as the success pages show it. */
export function OrderSummary({ order }: { order: OrderView }) {
  const { locale } = useShop();
  const price = usePrice();
  const date = order.date
    ? dateTimeFormat(locale.languageCode, { dateStyle: "long" }).format(new Date(order.date))
    : "";
  const row = "flex flex-col gap-1";
  return (
    <section
      aria-labelledby="order-summary-title"
      className="flex flex-col gap-6 rounded-xl border border-neutral-200 p-4 sm:p-6"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-neutral-950">
        {t(locale.code, "orderSummary")}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className={row}>
          <dt className="text-neutral-600">{t(locale.code, "orderDate")}</dt>
          <dd className="text-neutral-950">{date}</dd>
        </div>
        <div className={row}>
          <dt className="text-neutral-600">{t(locale.code, "paymentMethod")}</dt>
          <dd className="text-neutral-950">{order.payment.method}</dd>
        </div>
        <div className={row}>
          <dt className="text-neutral-600">{t(locale.code, "paymentStatus")}</dt>
          <dd className="text-neutral-950">{order.payment.name}</dd>
        </div>
        {order.shippingMethod && (
          <div className={row}>
            <dt className="text-neutral-600">{t(locale.code, "shippingMethod")}</dt>
            <dd className="text-neutral-950">{order.shippingMethod}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-neutral-600">{t(locale.code, "billingAddress")}</dt>
          <dd className="text-neutral-950">{order.billingAddress.join(", ")}</dd>
        </div>
        {order.shippingAddress.length > 0 && (
          <div className={row}>
            <dt className="text-neutral-600">{t(locale.code, "shippingAddress")}</dt>
            <dd className="text-neutral-950">{order.shippingAddress.join(", ")}</dd>
          </div>
        )}
      </dl>
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {order.lineItems.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-3">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-neutral-100">
              {item.image && (
                <img
                  src={item.image.src}
                  alt=""
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  className="size-full object-contain p-1 mix-blend-multiply"
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-neutral-950">{item.label}</p>
              {item.code && (
                <p className="text-sm text-neutral-600">
                  {cartText(locale.code, "promotionLine", { code: item.code })}
                </p>
              )}
              {item.type === "product" && (
                <p className="text-sm text-neutral-600">
                  {t(locale.code, "quantityTimes", { quantity: item.quantity })} {price(item.unitPrice)}
                </p>
              )}
            </div>
            <p className="font-semibold text-neutral-950">{price(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <div className="sm:ml-auto sm:w-80">
        <CartTotals totals={order} hideShipping={order.shippingAddress.length === 0 && order.shippingCosts === 0} />
      </div>
    </section>
  );
}
