import { data, redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { loadCategoryPage } from "../features/cms/category-page.server";
import { categoryMeta } from "../features/cms/category-page";
import { KindIsland, kindModule } from "../features/page-kinds/KindIsland";
import { useWishlistToShow } from "../features/wishlist/useWishlist";
import { loadPageKind } from "../features/page-kinds/page-kinds";
import { localeFromPath, localizePath } from "../lib/i18n";
import { detectLocale } from "../lib/locale-cookie";
import type { Route } from "./+types/home";
import { shopMetaFromMatches } from "../features/shop/shop";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Locale detection happens on the bare root only: every other URL names its locale itself.
  if (url.pathname === "/") {
    const preferred = detectLocale(request.headers.get("cookie"), request.headers.get("accept-language"));
    if (preferred.code !== localeFromPath(url.pathname).code) {
      throw redirect(localizePath("/", preferred) + url.search, {
        headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-cache" },
      });
    }
  }
  try {
    const api = await createStoreApi(request);
    // "home" is the Store API's alias for the sales channel's navigation root.
    // The home page is the category kind's page (features/page-kinds), from its chunk like every category.
    const [page] = await Promise.all([loadCategoryPage(api, "home", url), loadPageKind("category")]);
    const headers = api.responseHeaders();
    headers.set("Vary", "Cookie, Accept-Language");
    // The kind's chunks are not preloaded: the page hydrates its content on first use (KindIsland).
    return data(page, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const { shopName, shopDescription } = shopMetaFromMatches(matches);
  if (!page) return [];
  const { title, description } = categoryMeta(page, shopName);
  return [{ title: title || shopName }, { name: "description", content: description || shopDescription }];
}

function HomeContent({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { CategoryPage } = kindModule("category");
  return <CategoryPage data={data} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const wishlistToShow = useWishlistToShow();
  return (
    <main id="main" className="flex-1" data-page-kind="category" data-island="category">
      <KindIsland kind="category" now={wishlistToShow}>
        <HomeContent data={loaderData} />
      </KindIsland>
    </main>
  );
}
