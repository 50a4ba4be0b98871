import { formatPrice } from "../../lib/format-price";
import type { Locale } from "../../lib/i18n";
import { t } from "./messages";
import type { TierPriceView } from "./product";

interface TierPricesProps {
  tiers: TierPriceView[];
  locale: Locale;
  currencyIsoCode: string;
}

export function TierPrices({ tiers, locale, currencyIsoCode }: TierPricesProps) {
  if (tiers.length === 0) return null;
  return (
    <table className="w-full max-w-sm text-left text-sm">
      <caption className="mb-2 text-left font-medium text-neutral-900">{t(locale.code, "tierPrices")}</caption>
      <thead>
        <tr className="border-b border-neutral-200 text-neutral-600">
          <th scope="col" className="py-2 font-medium">
            {t(locale.code, "tierQuantity")}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t(locale.code, "tierUnitPrice")}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={`${tier.kind}-${tier.quantity}`} className="border-b border-neutral-100">
            <td className="py-2">
              {t(locale.code, tier.kind === "to" ? "tierTo" : "tierFrom", { quantity: tier.quantity })}
            </td>
            <td className="py-2 text-right tabular-nums">{formatPrice(tier.unitPrice, locale, currencyIsoCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
