import { toNavigationItems, type NavigationCategory } from "../features/navigation/navigation";
import { cartItemCount, sortCurrencies, toCurrencyView, toSessionView, type ApiSessionCustomer, type ShopData } from "../features/shop/shop";
import type { StoreApi } from "./store-api.server";

function navigation(api: StoreApi, id: "main-navigation" | "footer-navigation" | "service-navigation", depth: number) {
  return api.client
    .invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: id, rootId: id },
      body: { depth, buildTree: true },
      headers: { "sw-include-seo-urls": true },
    })
    .then((response) => (response.data ?? []) as NavigationCategory[]);
}

interface ApiLanguage {
  id: string;
  name?: string | null;
  translationCode?: { code?: string | null } | null;
}

/** A header counter must not take every page down with it; the counted page itself reports the failure. */
async function headerCounter<T>(name: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`${name} counter unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

/** The header's cart counter; only a shopper with a session can have a cart. */
function loadCartItemCount(api: StoreApi): Promise<number> {
  if (!api.hasSession) return Promise.resolve(0);
  return headerCounter("cart", 0, async () => cartItemCount((await api.client.invoke("readCart get /checkout/cart")).data.lineItems));
}

/** The server-side wishlist's size for a logged-in customer (guests keep theirs in the browser). */
function loadWishlistCount(api: StoreApi, loggedIn: boolean): Promise<number | null> {
  if (!loggedIn) return Promise.resolve(null);
  return headerCounter("wishlist", 0, async () => {
    try {
      const response = await api.client.invoke("readCustomerWishlist post /customer/wishlist", { body: { limit: 1, "total-count-mode": "exact" } });
      return response.data.products?.total ?? 0;
    } catch (error) {
      // No wishlist yet is a 404 (store-api-notes §10): an empty one for the shopper.
      if ((error as { status?: number }).status === 404) return 0;
      throw error;
    }
  });
}

/** The data every page needs (header, footer, switchers), in the app's own types. */
export async function loadShop(api: StoreApi, origin: string): Promise<ShopData> {
  // The context call goes first: without a session it is the one that hands out the token
  // the other calls then reuse.
  const context = (await api.client.invoke("readContext get /context")).data;
  const session = toSessionView(context.customer as ApiSessionCustomer | null | undefined);
  const [currencies, languages, main, footer, service, cartCount, wishlistCount] = await Promise.all([
    api.client.invoke("readCurrency post /currency", { body: {} }).then((response) => response.data),
    api.client.invoke("readLanguages post /language", { body: {} }).then((response) => response.data.elements ?? []),
    navigation(api, "main-navigation", 3),
    navigation(api, "footer-navigation", 2),
    navigation(api, "service-navigation", 1),
    loadCartItemCount(api),
    loadWishlistCount(api, session.loggedIn),
  ]);
  const salesChannel = context.salesChannel;
  return {
    locale: api.locale,
    shopName: salesChannel.translated?.name || salesChannel.name || "Demo Store",
    shopDescription: salesChannel.translated?.homeMetaDescription || salesChannel.homeMetaDescription || "",
    currency: toCurrencyView(context.currency),
    currencies: sortCurrencies(currencies.map(toCurrencyView)),
    languages: languages.map((language: ApiLanguage) => ({
      id: language.id,
      code: language.translationCode?.code ?? "",
      name: language.name ?? "",
    })),
    navigation: toNavigationItems(main, api.locale),
    footerNavigation: toNavigationItems(footer, api.locale),
    serviceNavigation: toNavigationItems(service, api.locale),
    navigationCategoryId: salesChannel.navigationCategoryId,
    origin,
    session,
    cartItemCount: cartCount,
    wishlistCount,
  };
}
