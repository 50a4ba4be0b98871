import type { Locale } from "../../lib/i18n";
import type { NavigationItem } from "../navigation/navigation";

export interface CurrencyView {
  id: string;
  isoCode: string;
  symbol: string;
  name: string;
}

export interface LanguageView {
  id: string;
  code: string;
  name: string;
}

/** Everything every page of the shop needs: loaded once by the root loader. */
export interface ShopData {
  locale: Locale;
  shopName: string;
  /** The channel's home meta description: the description of pages that have none of their own. */
  shopDescription: string;
  currency: CurrencyView;
  currencies: CurrencyView[];
  languages: LanguageView[];
  navigation: NavigationItem[];
  footerNavigation: NavigationItem[];
  serviceNavigation: NavigationItem[];
  /** The root category of the main navigation: the home page shows its CMS layout. */
  navigationCategoryId: string;
  /** The storefront's own origin ("https://shop.example"), for canonical links and JSON-LD. */
  origin: string;
}

/** The part of a Store API currency the shop needs. */
export interface ApiCurrency {
  id: string;
  isoCode: string;
  symbol?: string | null;
  name?: string | null;
  translated?: { name?: string | null } | null;
}

export function toCurrencyView(currency: ApiCurrency): CurrencyView {
  return {
    id: currency.id,
    isoCode: currency.isoCode,
    symbol: currency.symbol ?? currency.isoCode,
    name: currency.translated?.name || currency.name || currency.isoCode,
  };
}

const CURRENCY_ORDER = ["EUR", "USD", "GBP", "PLN"];

/** The switcher's currencies: the spec's four first, in a fixed order, then any others. */
export function sortCurrencies(currencies: CurrencyView[]): CurrencyView[] {
  const rank = (code: string) => {
    const index = CURRENCY_ORDER.indexOf(code);
    return index === -1 ? CURRENCY_ORDER.length : index;
  };
  return [...currencies].sort((a, b) => rank(a.isoCode) - rank(b.isoCode) || a.isoCode.localeCompare(b.isoCode));
}

type RouteMatch = { id: string; data: unknown } | undefined;

/** The shop name and description the root loader provided, for `meta` functions (which cannot use hooks). */
export function shopMetaFromMatches(matches: readonly RouteMatch[]): { shopName: string; shopDescription: string } {
  const shop = matches.find((match) => match?.id === "root")?.data as Partial<ShopData> | undefined;
  return { shopName: shop?.shopName ?? "", shopDescription: shop?.shopDescription ?? "" };
}
