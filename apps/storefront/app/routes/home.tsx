import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { CategoryTeasers } from "../features/home/CategoryTeasers";
import { SiteFooter } from "../features/layout/SiteFooter";
import { SiteHeader } from "../features/layout/SiteHeader";
import { toNavigationItems } from "../features/navigation/navigation";
import { translate } from "../lib/messages";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    // The context call goes first: without a session it is the one that hands out the token
    // the navigation call then reuses.
    const context = await api.client.invoke("readContext get /context");
    const navigation = await api.client.invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2 },
      headers: { "sw-include-seo-urls": true },
    });
    const salesChannel = context.data.salesChannel;
    return data(
      {
        locale: api.locale,
        shopName: salesChannel.translated?.name || salesChannel.name,
        navigation: toNavigationItems(navigation.data ?? [], api.locale),
      },
      { headers: api.responseHeaders() },
    );
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  const shopName = data?.shopName ?? "Demo Store";
  return [
    { title: shopName },
    { name: "description", content: `${shopName}: a demo store on the Shopware Store API.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, shopName, navigation } = loaderData;
  return (
    <>
      <SiteHeader shopName={shopName} locale={locale} navigation={navigation} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <section className="rounded-2xl bg-brand-50 px-6 py-12 sm:px-12 sm:py-16">
          <h1 className="max-w-[20ch] text-[28px] font-semibold leading-tight tracking-tight text-neutral-950 sm:text-[36px]">
            {translate(locale.code, "heroTitle", { shop: shopName })}
          </h1>
          <p className="mt-4 max-w-[60ch] text-lg text-neutral-700">{translate(locale.code, "heroText")}</p>
        </section>
        <CategoryTeasers
          title={translate(locale.code, "shopByCategory")}
          emptyText={translate(locale.code, "noCategories")}
          items={navigation}
        />
      </main>
      <SiteFooter shopName={shopName} locale={locale} />
    </>
  );
}
