import { textOf } from "../../lib/unknown";
import type { Answered, Schemas } from "../../lib/store-api-types";
import type { NotificationInput } from "../notifications/notifications";
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

/** The signed-in shopper as the header and the guards need them. */
export interface SessionCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  guest: boolean;
}

export interface SessionView {
  customer: SessionCustomer | null;
  /** Spec §4: logged in = the customer has an id, is active and is not a guest. */
  loggedIn: boolean;
  /** A guest checkout session (the guest flag is set). */
  guest: boolean;
}

/** The part of the Store API context's customer the session needs. */
/** The fields of Shopware's customer the session view reads. */
export type SessionCustomerFields = Partial<
  Pick<Schemas["Customer"], "id" | "active" | "guest" | "firstName" | "lastName" | "email">
>;

export function toSessionView(customer: SessionCustomerFields | null | undefined): SessionView {
  if (!customer?.id) return { customer: null, loggedIn: false, guest: false };
  const guest = Boolean(customer.guest);
  return {
    customer: {
      id: customer.id,
      firstName: customer.firstName ?? "",
      lastName: customer.lastName ?? "",
      email: customer.email ?? "",
      guest,
    },
    loggedIn: Boolean(customer.active) && !guest,
    guest,
  };
}

/** The fields of a cart line item the counter reads. */
type CountedLineItem = Answered<Schemas["LineItem"], "type" | "good" | "quantity">;

/** The header's cart counter: the quantities of the goods in the cart (promotions and credits are not goods). */
export function cartItemCount(lineItems: readonly CountedLineItem[] | null | undefined): number {
  return (lineItems ?? []).reduce(
    (sum, item) => (item.good && item.type === "product" ? sum + (item.quantity ?? 0) : sum),
    0,
  );
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
  session: SessionView;
  /** Goods in the cart (header counter); 0 without a session. */
  cartItemCount: number;
  /**
   * Changes the backend made to the cart and reports once (a sold-out item taken out, carts merged at login), as
   * notices for a page that does not show the cart's errors itself (spec §8: read and cleared by the page shown).
   */
  cartNotices: NotificationInput[];
  /** Products on the server-side wishlist of a logged-in customer; null otherwise (guests keep theirs in localStorage). */
  wishlistCount: number | null;
}

/** The part of a Store API currency the shop needs. */
type CurrencyFields = Pick<Schemas["Currency"], "id" | "isoCode"> &
  Partial<Pick<Schemas["Currency"], "symbol" | "name">> & { translated?: { name?: string } };

export function toCurrencyView(currency: CurrencyFields): CurrencyView {
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
  const shop = matches.find((match) => match?.id === "root")?.data;
  return { shopName: textOf(shop, "shopName") ?? "", shopDescription: textOf(shop, "shopDescription") ?? "" };
}
