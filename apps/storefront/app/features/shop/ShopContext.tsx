import { createContext, useContext, type ReactNode } from "react";
import type { ShopData } from "./shop";

export type { CurrencyView, LanguageView, ShopData } from "./shop";

const ShopContext = createContext<ShopData | null>(null);

export function ShopProvider({ value, children }: { value: ShopData; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** The shop's locale, currency and navigation, loaded once by the root loader. */
export function useShop(): ShopData {
  const shop = useContext(ShopContext);
  // Rendering outside the provider is a programming error, not a state to recover from.
  if (!shop) throw new Error("useShop() used outside <ShopProvider>");
  return shop;
}

/** Like useShop, but null where shop data could not load (the error page). */
export function useOptionalShop(): ShopData | null {
  return useContext(ShopContext);
}
