import { useId } from "react";
import { formatDecimal } from "../../lib/format-price";
import { localizePath } from "../../lib/i18n";
import { useOptionalShop } from "../shop/ShopContext";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { AddToCartForm } from "./AddToCartForm";
import { t } from "./messages";
import type { ConfiguratorGroupView, ProductView } from "./product";
import { ProductPrice } from "./ProductPrice";
import { RatingStars } from "../../components/ui/RatingStars";
import { StockInfo } from "./StockInfo";
import { TierPrices } from "./TierPrices";
import { useLocale } from "../../lib/use-locale";
import { VariantConfigurator } from "./VariantConfigurator";

interface BuyBoxProps {
  product: ProductView;
  configurator: ConfiguratorGroupView[];
  /** Defaults to the shop context's currency; the product page passes the one its prices were computed in. */
  currencyIsoCode?: string;
  taxState?: "gross" | "net";
  /** Number of reviews for the rating summary; the summary links to #reviews when given. */
  reviewCount?: number;
  /** The shopper chose options no variant has together (the configurator shows their choice). */
  variantUnavailable?: boolean;
}

/** Everything needed to choose and buy: also the CMS buy-box element of product layouts. */
export function BuyBox({
  product,
  configurator,
  currencyIsoCode,
  taxState = "gross",
  reviewCount,
  variantUnavailable = false,
}: BuyBoxProps) {
  const locale = useLocale();
  // The option radios belong to the add-to-cart form, wherever they sit in the markup.
  const buyFormId = useId();
  const shop = useOptionalShop();
  const currency = currencyIsoCode ?? shop?.currency.isoCode ?? "EUR";
  return (
    <div className="flex flex-col gap-6">
      <div>
        {product.topseller && (
          <span className="mb-2 inline-block rounded-md bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
            {t(locale.code, "topseller")}
          </span>
        )}
        {product.manufacturer && (
          <p className="text-sm text-neutral-700">
            <span className="sr-only">{t(locale.code, "manufacturer")}: </span>
            {product.manufacturer}
          </p>
        )}
        <h1 className="mt-1 text-[28px] font-semibold leading-tight tracking-tight text-neutral-950 sm:text-[36px]">
          {product.name}
        </h1>
        {product.ratingAverage !== null && reviewCount !== 0 && (
          <a
            href="#reviews"
            className="mt-2 inline-flex items-center gap-2 text-sm text-neutral-700 hover:text-brand-700"
          >
            <RatingStars rating={product.ratingAverage} />
            <span>
              {t(locale.code, "ratingSummary", { rating: formatDecimal(product.ratingAverage, locale.languageCode) })}
            </span>
            {reviewCount !== undefined && <span>({t(locale.code, "reviewCount", { count: reviewCount })})</span>}
          </a>
        )}
      </div>
      <div data-testid="product-price">
        <ProductPrice
          place="page"
          price={product.price}
          locale={locale}
          currencyIsoCode={currency}
          taxState={taxState}
        />
      </div>
      <TierPrices tiers={product.tierPrices} locale={locale} currencyIsoCode={currency} />
      <VariantConfigurator
        groups={configurator}
        action={localizePath(product.path, locale)}
        formId={buyFormId}
        unavailable={variantUnavailable}
        locale={locale}
      />
      <AddToCartForm key={product.id} id={buyFormId} product={product} locale={locale} />
      {shop && <WishlistToggle productId={product.id} productName={product.name} variant="button" />}
      <StockInfo product={product} locale={locale} />
    </div>
  );
}
