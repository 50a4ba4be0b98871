import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { CartLineItemView } from "./cart";
import { t } from "./messages";
import { QuantityStepper } from "./QuantityStepper";
import { RemoveLineItemButton, removeFetcherKey } from "./RemoveLineItemButton";
import { usePrice } from "./usePrice";

interface CartLineItemProps {
  item: CartLineItemView;
  /** The side cart's narrow variant; the order summary's read-only one has no controls. */
  variant?: "page" | "compact" | "summary";
}

/** One line of the cart: picture, name, options, unit and line price, quantity stepper and remove. */
export function CartLineItem({ item, variant = "page" }: CartLineItemProps) {
  const { locale } = useShop();
  const price = usePrice();
  const removal = useFetcher({ key: removeFetcherKey(item.id) });
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const onPending = useCallback((quantity: number | null) => setPendingQuantity(quantity), []);
  // Optimistic: a line on its way out is gone already; a changed quantity shows its new total.
  if (removal.state !== "idle" && removal.formData?.get("intent") === "remove") return null;
  const quantity = pendingQuantity ?? item.quantity;
  const total = pendingQuantity === null ? item.totalPrice : item.unitPrice * pendingQuantity;
  const editable = variant !== "summary";
  const isPromotion = item.type === "promotion";
  const imageSize = variant === "page" ? "size-20 sm:size-24" : "size-16";

  return (
    <li className="flex gap-4 py-4">
      <div className={`${imageSize} shrink-0 overflow-hidden rounded-lg bg-neutral-100`}>
        {item.image ? (
          <img
            src={item.image.src}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-1 mix-blend-multiply"
          />
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center text-xl text-neutral-500">
            {isPromotion ? "%" : ""}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="font-medium text-neutral-950">
              {item.href && editable ? (
                <Link to={localizePath(item.href, locale)} className="hover:underline">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </p>
            {isPromotion && item.code && (
              <p className="text-sm text-neutral-600">{t(locale.code, "promotionLine", { code: item.code })}</p>
            )}
            {item.options.length > 0 && (
              <p className="text-sm text-neutral-600">
                {item.options.map((entry) => `${entry.group}: ${entry.option}`).join(" · ")}
              </p>
            )}
            {variant === "page" && item.productNumber && (
              <p className="text-sm text-neutral-600">
                {t(locale.code, "productNumber", { number: item.productNumber })}
              </p>
            )}
            {item.isDownload && (
              <p className="mt-1 inline-block rounded-md bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                {t(locale.code, "download")}
              </p>
            )}
          </div>
          <p className="text-right font-semibold text-neutral-950" aria-live="polite">
            {price(total)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {item.isProduct && !isPromotion ? (
            <p className="text-sm text-neutral-600">
              {t(locale.code, "unitPrice")}: {price(item.unitPrice)}
              {!editable || !item.stackable ? ` · ${t(locale.code, "quantity")}: ${quantity}` : null}
            </p>
          ) : (
            <span />
          )}
          {editable && (
            <div className="flex flex-wrap items-center gap-2">
              {item.stackable && <QuantityStepper item={item} onPending={onPending} />}
              {item.removable && <RemoveLineItemButton item={item} />}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
