import { useShop } from "../shop/ShopContext";
import type { CartView } from "./cart";
import { t } from "./messages";
import { usePrice } from "./usePrice";

type Totals = Pick<CartView, "subtotal" | "shippingCosts" | "total" | "net" | "taxStatus" | "taxes"> & {
  /** The positions: promotion lines make the discount row. */
  lineItems?: ReadonlyArray<{ type: string; totalPrice: number }>;
};

/**
 * Subtotal of the goods, the discount of the promotions as its own row, shipping (first delivery), total, taxes per
 * rate and whether prices are gross or net. The position price includes the promotions, so the subtotal shown is
 * that price without them.
 */
export function CartTotals({ totals, hideShipping = false }: { totals: Totals; hideShipping?: boolean }) {
  const { locale } = useShop();
  const price = usePrice();
  const discount =
    Math.round(
      (totals.lineItems ?? [])
        .filter((item) => item.type === "promotion")
        .reduce((sum, item) => sum + item.totalPrice, 0) * 100,
    ) / 100;
  const row = "flex items-baseline justify-between gap-4";
  const net = totals.taxStatus === "net";
  const modeNote = totals.taxStatus === "tax-free" ? "pricesTaxFree" : net ? "pricesNet" : "pricesGross";
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2 text-base">
        <div className={row}>
          <dt className="text-neutral-700">{t(locale.code, "subtotal")}</dt>
          <dd>{price(Math.round((totals.subtotal - discount) * 100) / 100)}</dd>
        </div>
        {discount !== 0 && (
          <div className={`${row} text-green-800`}>
            <dt>{t(locale.code, "discount")}</dt>
            <dd>{discount < 0 ? `−${price(-discount)}` : price(discount)}</dd>
          </div>
        )}
        {!hideShipping && (
          <div className={row}>
            <dt className="text-neutral-700">{t(locale.code, "shipping")}</dt>
            <dd>{price(totals.shippingCosts)}</dd>
          </div>
        )}
        {net && (
          <div className={`${row} border-t border-neutral-200 pt-2`}>
            <dt className="text-neutral-700">{t(locale.code, "netTotal")}</dt>
            <dd>{price(totals.net)}</dd>
          </div>
        )}
        {totals.taxes.map((tax) => (
          <div key={tax.rate} className={`${row} text-sm text-neutral-700`}>
            <dt>{t(locale.code, net ? "taxAdded" : "taxIncluded", { rate: tax.rate })}</dt>
            <dd>{price(tax.amount)}</dd>
          </div>
        ))}
        <div className={`${row} border-t border-neutral-200 pt-2 text-lg font-semibold text-neutral-950`}>
          <dt>{t(locale.code, "total")}</dt>
          <dd data-testid="cart-total">{price(totals.total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-neutral-600">{t(locale.code, modeNote)}</p>
    </div>
  );
}
