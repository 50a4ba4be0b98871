import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useNotify } from "../notifications/useNotify";
import type { CartActionResult } from "./cart.server";
import { openSideCart } from "./side-cart-events";

/**
 * A fetcher for /_action/cart that shows the outcome as notifications (the spec's 'Products added to
 * cart', translated cart errors) and opens the side cart after a successful add.
 */
export function useCartFetcher(options: { key?: string; openOnAdd?: boolean } = {}) {
  const { key, openOnAdd = true } = options;
  const fetcher = useFetcher<CartActionResult>(key ? { key } : undefined);
  const notify = useNotify();
  const handled = useRef<CartActionResult | null>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.intent === "add" && openOnAdd) {
      // The drawer covers the page's notifications, so it shows the outcome itself.
      openSideCart(result.notices);
      return;
    }
    for (const notice of result.notices)
      notify({ ...notice, persistent: notice.type === "danger" || notice.type === "warning" });
  }, [fetcher.state, fetcher.data, notify, openOnAdd]);
  return fetcher;
}
