import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t as layoutText } from "../features/layout/messages";
import { KindIsland, kindModule } from "../features/page-kinds/KindIsland";
import { useWishlistToShow } from "../features/wishlist/useWishlist";
import { loadPageKind, type PageKindModule } from "../features/page-kinds/page-kinds";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { staticBreadcrumbs } from "../features/navigation/breadcrumbs";
import { t } from "../features/search/messages";
import { searchTermFromUrl, searchWithSuggestions } from "../features/search/search.server";
import { localeByCode, localizePath, DEFAULT_LOCALE } from "../lib/i18n";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = searchTermFromUrl(url);
  try {
    const api = await createStoreApi(request);
    // The Store API rejects an empty term; the page then just asks for one.
    // The results render from their own chunk (page-kinds.ts), loaded here so the server render needs not wait for it.
    const [result] = await Promise.all([term ? searchWithSuggestions(api, term, url) : null, loadPageKind("search")]);
    return data(
      { term, listing: result?.listing ?? null, closeTerms: result?.closeTerms ?? [], locale: api.locale.code },
      { headers: api.responseHeaders() },
    );
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const title = loaderData.term
    ? t(loaderData.locale, "metaTitle", { term: loaderData.term })
    : t(loaderData.locale, "title");
  // Result pages are endless permutations of the catalogue; search engines should index the products instead.
  return [{ title }, { name: "robots", content: "noindex, follow" }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { term, listing, closeTerms, locale } = loaderData;
  const wishlistToShow = useWishlistToShow();
  const basePath = localizePath("/search", localeByCode(locale) ?? DEFAULT_LOCALE);
  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-6 py-8">
      <Breadcrumbs
        items={staticBreadcrumbs("/search").map((crumb) => ({
          label: layoutText(locale, crumb.key),
          path: crumb.path,
        }))}
      />
      <h1 className="text-2xl font-semibold text-neutral-900 sm:text-3xl">
        {term ? t(locale, "resultsFor", { term }) : t(locale, "title")}
      </h1>
      {!listing ? (
        <p className="text-neutral-700">{t(locale, "enterTerm")}</p>
      ) : (
        // The results hydrate on their first use (KindIsland): their code is not part of the page's first load.
        <div data-island="search">
          <KindIsland kind="search" now={wishlistToShow}>
            <Results term={term} listing={listing} closeTerms={closeTerms} locale={locale} basePath={basePath} />
          </KindIsland>
        </div>
      )}
    </main>
  );
}

function Results(props: Parameters<PageKindModule<"search">["SearchResults"]>[0]) {
  const { SearchResults } = kindModule("search");
  return <SearchResults {...props} />;
}
