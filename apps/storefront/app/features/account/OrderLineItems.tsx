import { formatPrice } from "../../lib/format-price";
import { useShop } from "../shop/ShopContext";
import { t } from "./area-messages";
import type { OrderDetailView, OrderLineItemView } from "./order";

const TYPE_LABEL = { promotion: "promotion", credit: "credit", custom: "custom" } as const;

/** The order's positions (products, promotions, credits, custom items) and its totals. */
export function OrderLineItems({ order }: { order: OrderDetailView }) {
  const { locale } = useShop();
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string>) => t(locale.code, key, values);
  const price = (value: number) => formatPrice(value, locale, order.currency);
  const typeLabel = (item: OrderLineItemView) =>
    item.type === "promotion" || item.type === "credit" || item.type === "custom" ? tr(TYPE_LABEL[item.type]) : "";
  return (
    <section aria-labelledby="order-items-title" className="rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <h2 id="order-items-title" className="text-lg font-semibold text-neutral-950">
        {tr("items")}
      </h2>
      <table className="mt-3 w-full text-left">
        <thead className="text-sm text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {tr("product")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {tr("quantity")}
            </th>
            <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
              {tr("unitPrice")}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {tr("lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((item) => (
            <tr key={item.id} className="border-t border-neutral-100 align-top">
              <td className="py-3 pr-2">
                <span className="block font-medium text-neutral-900">{item.label}</span>
                {typeLabel(item) && <span className="block text-sm text-neutral-600">{typeLabel(item)}</span>}
                {item.productNumber && (
                  <span className="block text-sm text-neutral-600">
                    {tr("productNumber", { number: item.productNumber })}
                  </span>
                )}
              </td>
              <td className="px-2 py-3 text-right">{item.quantity}</td>
              <td className="hidden px-2 py-3 text-right sm:table-cell">{price(item.unitPrice)}</td>
              <td className="py-3 pl-2 text-right font-medium">{price(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-y-1 border-t border-neutral-200 pt-4">
        <dt className="text-neutral-700">{tr("subtotal")}</dt>
        <dd className="text-right">{price(order.subtotal)}</dd>
        <dt className="text-neutral-700">{tr("shippingCosts")}</dt>
        <dd className="text-right">{price(order.shippingTotal)}</dd>
        <dt className="font-semibold text-neutral-950">{tr("total")}</dt>
        <dd className="text-right font-semibold text-neutral-950">{price(order.total)}</dd>
      </dl>
    </section>
  );
}
