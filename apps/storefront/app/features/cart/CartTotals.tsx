import { useShop } from "../shop/ShopContext";
import type { CartView } from "./cart";
import { t } from "./messages";
import { usePrice } from "./usePrice";

type Totals = Pick<CartView, "subtotal" | "shippingCosts" | "total" | "net" | "taxStatus" | "taxes">;

/** Subtotal (position price), shipping (first delivery), total, taxes per rate and whether prices are gross or net. */
export function CartTotals({ totals, hideShipping = false }: { totals: Totals; hideShipping?: boolean }) {
  const { locale } = useShop();
  const price = usePrice();
  const row = "flex items-baseline justify-between gap-4";
  const net = totals.taxStatus === "net";
  const modeNote = totals.taxStatus === "tax-free" ? "pricesTaxFree" : net ? "pricesNet" : "pricesGross";
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2 text-base">
        <div className={row}>
          <dt className="text-neutral-700">{t(locale.code, "subtotal")}</dt>
          <dd>{price(totals.subtotal)}</dd>
        </div>
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
