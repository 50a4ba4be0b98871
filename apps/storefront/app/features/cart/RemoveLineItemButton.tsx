import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { CartLineItemView } from "./cart";
import { JsField } from "./JsField";
import { t } from "./messages";
import { useCartFetcher } from "./useCartFetcher";

/** The key of a line's removal fetcher: the line hides itself while its removal is on its way. */
export const removeFetcherKey = (lineItemId: string) => `remove-${lineItemId}`;

export function RemoveLineItemButton({ item }: { item: CartLineItemView }) {
  const { locale } = useShop();
  const fetcher = useCartFetcher({ key: removeFetcherKey(item.id) });
  return (
    <fetcher.Form method="post" action={localizePath("/_action/cart", locale)}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineItemId" value={item.id} />
      <JsField />
      <button
        type="submit"
        aria-label={t(locale.code, "removeItem", { name: item.label })}
        className="rounded-lg px-2 py-1 text-sm font-medium text-neutral-700 underline underline-offset-2 hover:bg-neutral-100 hover:text-neutral-950"
      >
        {t(locale.code, "remove")}
      </button>
    </fetcher.Form>
  );
}
