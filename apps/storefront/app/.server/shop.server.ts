import type { Schemas } from "@shopware/api-client/api-types";
import { NAVIGATION_INCLUDES, toNavigationItems, type NavigationCategory } from "../features/navigation/navigation";
import { loadPageCart } from "../features/cart/cart.server";
import type { CartView } from "../features/cart/cart";
import { cartChangeNotices, showsCartErrors } from "../features/cart/cart-errors";
import { sortCurrencies, toCurrencyView, toSessionView, type ShopData } from "../features/shop/shop";
import { channelData } from "./channel-data.server";
import { storeApiConfig } from "./config.server";
import { CONTEXT_TOKEN_COOKIE, createStoreApi, type StoreApi, type StoreApiClient } from "./store-api.server";
import { priceContextKey } from "./price-context.server";
import { type PageState, pageStateOf, priceDigest, recordCheckedPageState, setPageState } from "./page-state.server";
import { fieldOf } from "../lib/unknown";

type NavigationId = "main-navigation" | "footer-navigation" | "service-navigation";

function navigation(client: StoreApiClient, id: NavigationId, depth: number) {
  return client
    .invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: id, rootId: id },
      body: { depth, buildTree: true, includes: NAVIGATION_INCLUDES },
      headers: { "sw-include-seo-urls": true },
    })
    .then((response): NavigationCategory[] => response.data ?? []);
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

/** The header's cart counter and the cart's one-time notices; only a shopper with a session can have a cart. */
function loadHeaderCart(api: StoreApi): Promise<CartView | null> {
  if (!api.hasSession) return Promise.resolve(null);
  return headerCounter("cart", null, () => loadPageCart(api));
}

/** The server-side wishlist's size for a logged-in customer (guests keep theirs in the browser). */
function loadWishlistCount(api: StoreApi, loggedIn: boolean): Promise<number | null> {
  if (!loggedIn) return Promise.resolve(null);
  return headerCounter("wishlist", 0, async () => {
    try {
      const response = await api.client.invoke("readCustomerWishlist post /customer/wishlist", {
        body: { limit: 1, "total-count-mode": "exact" },
      });
      return response.data.products?.total ?? 0;
    } catch (error) {
      // No wishlist yet is a 404 (store-api-notes §10): an empty one for the shopper.
      if (fieldOf(error, "status") === 404) return 0;
      throw error;
    }
  });
}

/**
 * The shopper's context. Shopware translates the channel's home meta description (SalesChannelDefinition:
 * `TranslatedField('homeMetaDescription')`) and the header shows it; the generated schema leaves it out. A context
 * always has a currency (SalesChannelContext::getCurrency()), which the schema marks optional. The customer group is
 * a whole CustomerGroupEntity with its id (the price context keys on it); the schema lists only two of its fields.
 */
type ApiContext = Schemas["SalesChannelContext"] & {
  currency: Schemas["Currency"];
  currentCustomerGroup?: { id?: string };
  salesChannel: { homeMetaDescription?: string | null; translated?: { homeMetaDescription?: string | null } };
};

function readContext(client: StoreApiClient): Promise<ApiContext> {
  return client.invoke("readContext get /context").then(({ data }) => {
    if (!data.currency) throw new Error("The Store API context has no currency");
    return { ...data, currency: data.currency };
  });
}

/** The header and footer data that is the same for every shopper of one language, in the app's own types. */
interface ChannelShopData {
  /** The channel's default context: what a shopper without a session gets. */
  defaultContext: ApiContext;
  currencies: ShopData["currencies"];
  languages: ShopData["languages"];
  navigation: ShopData["navigation"];
  footerNavigation: ShopData["footerNavigation"];
  serviceNavigation: ShopData["serviceNavigation"];
}

function loadChannelShopData(api: StoreApi): Promise<ChannelShopData> {
  // The locale shapes the navigation links (its prefix); the language id the names and SEO paths.
  return channelData(storeApiConfig(), api.languageId, `shop:${api.locale.code}`, async (client) => {
    const [defaultContext, currencies, languages, main, footer, service] = await Promise.all([
      readContext(client),
      client.invoke("readCurrency post /currency", { body: {} }).then((response) => response.data),
      client.invoke("readLanguages post /language", { body: {} }).then((response) => response.data.elements ?? []),
      navigation(client, "main-navigation", 3),
      navigation(client, "footer-navigation", 2),
      navigation(client, "service-navigation", 1),
    ]);
    return {
      defaultContext,
      currencies: sortCurrencies(currencies.map(toCurrencyView)),
      languages: languages.map((language) => ({
        id: language.id,
        code: language.translationCode?.code ?? "",
        name: language.name ?? "",
      })),
      navigation: toNavigationItems(main, api.locale, { teaserImages: true }),
      footerNavigation: toNavigationItems(footer, api.locale),
      serviceNavigation: toNavigationItems(service, api.locale),
    };
  });
}

const contexts = new WeakMap<StoreApi, Promise<ApiContext>>();

/**
 * The shopper's Store API context (currency, tax state, customer), once per request: a request without a
 * session has the channel's default one, from the shared cache.
 */
export function shopperContext(api: StoreApi): Promise<ApiContext> {
  let context = contexts.get(api);
  if (!context) {
    context = api.hasSession
      ? readContext(api.client).then((read) => {
          // For the page cache: the price context of this session, as the Store API tells it now.
          recordCheckedPageState({ price: priceDigest(priceContextKey(read)) });
          return read;
        })
      : loadChannelShopData(api).then((channel) => channel.defaultContext);
    contexts.set(api, context);
  }
  return context;
}

/** The shop data that belongs to the shopper's session: the header's counters and customer, the cart's notices. */
type SessionShopData = Pick<ShopData, "currency" | "session" | "cartItemCount" | "cartNotices" | "wishlistCount">;

const sessionParts = new WeakMap<StoreApi, Promise<{ context: ApiContext; part: SessionShopData }>>();

/**
 * The shopper's context and the session part of the shop data, once per request and page path: the root loader and the
 * page cache's check of a session (checkPageState) read them once, so the cart's one-time notices are read once too.
 */
function sessionShop(api: StoreApi, pathname: string): Promise<{ context: ApiContext; part: SessionShopData }> {
  let loaded = sessionParts.get(api);
  if (!loaded) {
    loaded = (async () => {
      const [context, cart] = await Promise.all([shopperContext(api), loadHeaderCart(api)]);
      const session = toSessionView(context.customer);
      const part: SessionShopData = {
        currency: toCurrencyView(context.currency),
        session,
        cartItemCount: cart
          ? cart.lineItems.reduce((sum, item) => (item.good && item.isProduct ? sum + item.quantity : sum), 0)
          : 0,
        // The cart page and the checkout show the cart's errors themselves; every other page tells of the changes.
        cartNotices: cart && !showsCartErrors(pathname) ? cartChangeNotices(api.locale.code, cart.errors) : [],
        wishlistCount: await loadWishlistCount(api, session.loggedIn),
      };
      return { context, part };
    })();
    sessionParts.set(api, loaded);
  }
  return loaded;
}

/** What this session's pages depend on, as the page cache and the page-state cookie need it (a request with a session). */
function checkedPageState(api: StoreApi, context: ApiContext, part: SessionShopData): PageState {
  const state = pageStateOf(priceContextKey(context), { locale: api.locale, ...part });
  recordCheckedPageState(state);
  setPageState(api, state);
  return state;
}

/**
 * The data every page needs (header, footer, switchers), in the app's own types. What all shoppers share
 * comes from the process-wide cache; only a request with a session asks for its own context, cart and
 * wishlist (a request without one has none of them, and asking would only hand out unused tokens).
 */
export async function loadShop(api: StoreApi, origin: string, pathname: string): Promise<ShopData> {
  const [channel, { context, part }] = await Promise.all([loadChannelShopData(api), sessionShop(api, pathname)]);
  const salesChannel = context.salesChannel;
  const shop: ShopData = {
    locale: api.locale,
    shopName: salesChannel.translated?.name || salesChannel.name || "Demo Store",
    shopDescription: salesChannel.translated?.homeMetaDescription || salesChannel.homeMetaDescription || "",
    currencies: channel.currencies,
    languages: channel.languages,
    navigation: channel.navigation,
    footerNavigation: channel.footerNavigation,
    serviceNavigation: channel.serviceNavigation,
    navigationCategoryId: salesChannel.navigationCategoryId,
    origin,
    ...part,
  };
  // What this session's pages depend on: the page cache shares a page only between renders of equal state.
  if (api.hasSession) checkedPageState(api, context, part);
  return shop;
}

/**
 * For the page cache (server/page-cache-middleware.mjs, through build.entry.module), run under the request info its
 * render would use: the page state of a session's request for a page, read from the Store API as the root loader reads
 * it, so that a request without a valid page-state cookie (the first view after a write, after the cookie's life, a new
 * shopper) can be answered with the stored page of its state. A render that follows under the same request info reuses
 * these reads (createStoreApi, shopperContext, sessionShop), so nothing is read twice and the cart's one-time notices
 * are those the state names. `pathname`: the page's path (not its `.data` URL's). `need` "price": only the price context (a page's data without the root's).
 * `setCookies`: what the answer must set (the page-state cookie). Null without a session, or when the Store API
 * answered with another context token: that request is rendered for itself.
 */
export async function checkPageState(
  request: Request,
  need: "state" | "price",
  pathname: string,
): Promise<{ state: Partial<PageState>; setCookies: string[] } | null> {
  const api = await createStoreApi(request);
  if (!api.hasSession) return null;
  let state: Partial<PageState>;
  if (need === "price") {
    state = { price: priceDigest(priceContextKey(await shopperContext(api))) };
  } else {
    const { context, part } = await sessionShop(api, pathname);
    state = checkedPageState(api, context, part);
  }
  const setCookies = api.responseHeaders().getSetCookie();
  if (setCookies.some((cookie) => cookie.startsWith(`${CONTEXT_TOKEN_COOKIE}=`))) return null;
  return { state, setCookies };
}
