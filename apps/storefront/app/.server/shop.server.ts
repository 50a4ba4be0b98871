import { toNavigationItems, type NavigationCategory } from "../features/navigation/navigation";
import { sortCurrencies, toCurrencyView, type ShopData } from "../features/shop/shop";
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

/** The data every page needs (header, footer, switchers), in the app's own types. */
export async function loadShop(api: StoreApi, origin: string): Promise<ShopData> {
  // The context call goes first: without a session it is the one that hands out the token
  // the other calls then reuse.
  const context = (await api.client.invoke("readContext get /context")).data;
  const [currencies, languages, main, footer, service] = await Promise.all([
    api.client.invoke("readCurrency post /currency", { body: {} }).then((response) => response.data),
    api.client.invoke("readLanguages post /language", { body: {} }).then((response) => response.data.elements ?? []),
    navigation(api, "main-navigation", 3),
    navigation(api, "footer-navigation", 2),
    navigation(api, "service-navigation", 1),
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
  };
}
