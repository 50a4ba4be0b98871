import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { needsRefresh, SYNC_CHANNEL, syncStamp } from "./sync";

/**
 * Keeps tabs in step: when this tab's cart count or customer changes (after any action) it tells the
 * others over a BroadcastChannel; a tab hearing a different state reloads its data. The reload is a
 * no-op POST (intent=refresh) because only actions make the root loader (header counters) revalidate.
 * Browsers without BroadcastChannel simply do not sync.
 */
export function TabSync() {
  const { cartItemCount, session, locale } = useShop();
  const stamp = syncStamp(cartItemCount, session.customer?.id);
  const stampRef = useRef(stamp);
  const channelRef = useRef<BroadcastChannel | null>(null);
  const fetcher = useFetcher({ key: "tab-sync" });
  const { submit } = fetcher;
  const action = localizePath("/_action/cart", locale);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channelRef.current = channel;
    channel.onmessage = (event: MessageEvent) => {
      if (needsRefresh(stampRef.current, event.data)) void submit({ intent: "refresh", js: "1" }, { method: "post", action });
    };
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [submit, action]);

  useEffect(() => {
    if (stampRef.current === stamp) return;
    stampRef.current = stamp;
    channelRef.current?.postMessage({ stamp });
  }, [stamp]);

  return null;
}
