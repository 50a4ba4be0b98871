import { data, redirect, useLocation } from "react-router";
import { resolveSeoPath, seoPathOf, alternatesOf } from "../.server/seo-url.server";
import { createStoreApi, type StoreApi } from "../.server/store-api.server";
import { notFoundResponse, storeApiErrorResponse } from "../.server/store-api-errors.server";
import { loadCategoryPage } from "../features/cms/category-page.server";
import { categoryMeta } from "../features/cms/category-page";
import { loadLandingPage } from "../features/cms/landing-page.server";
import { landingMeta } from "../features/cms/landing-page";
import { loadProductPage } from "../features/product/product-page.server";
import { productMeta } from "../features/product/product-meta";
import { KindIsland, kindModule } from "../features/page-kinds/KindIsland";
import { useWishlistToShow } from "../features/wishlist/useWishlist";
import { hydratesOnUse, loadPageKind, usePageKindPreloads } from "../features/page-kinds/page-kinds";
import { pageKindPreloads } from "../features/page-kinds/page-kind-assets.server";
import { parseTechnicalPath, type ResolvedPath } from "../features/seo/seo-path";
import { canonicalLocalePath, localeFromPath, localizePath, stripLocalePrefix } from "../lib/i18n";
import { registerFromForm } from "../features/account/account.server";
import { registrationCookie } from "../features/account/registration-browser.server";
import { loadGroupRegistration, loadGroupRegistrationPage } from "../features/account/group-registration.server";
import { t as accountT } from "../features/account/messages";
import { readLoggedInCustomer, redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { failureStatus } from "../features/forms/violations";
import { isRouteThrow } from "../lib/errors";
import { flashFor } from "../lib/flash";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/catch-all";
import { shopMetaFromMatches } from "../features/shop/shop";

async function loadContent(api: StoreApi, page: ResolvedPath, url: URL) {
  switch (page.routeName) {
    case "frontend.detail.page":
      return { kind: "product" as const, data: await loadProductPage(api, page.foreignKey, url) };
    case "frontend.landing.page":
      return { kind: "landing" as const, data: await loadLandingPage(api, page.foreignKey, url) };
    case "frontend.navigation.page":
      return { kind: "category" as const, data: await loadCategoryPage(api, page.foreignKey, url) };
    case "frontend.account.customer-group-registration.page":
      // As Shopware's storefront: a logged-in customer has nothing to register and goes to the account.
      if (await readLoggedInCustomer(api))
        throw redirect(localizePath("/account", api.locale), { headers: sessionHeaders(api) });
      return { kind: "groupRegistration" as const, data: await loadGroupRegistrationPage(api, page.foreignKey, url) };
  }
}

/**
 * Everything that is not a fixed route: SEO paths resolved through /seo-url, technical paths
 * (/navigation/{id}, /detail/{id}, /landingPage/{id}) 301-redirected to their SEO URL when they
 * have one, category, product and landing pages rendered, anything else a real 404.
 */
/**
 * A post to a customer group's registration page (its SEO URL or technical path): registers with the group as the
 * requested one (Shopware's requestedGroupId) and, when the group takes companies only, as a business account.
 * Any other page takes no posts.
 */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const appPath = stripLocalePrefix(url.pathname);
  try {
    const api = await createStoreApi(request);
    const page = parseTechnicalPath(appPath) ?? (await resolveSeoPath(api, appPath));
    if (page?.routeName !== "frontend.account.customer-group-registration.page") {
      return data({ errors: undefined, values: undefined }, { status: 405, headers: { Allow: "GET, HEAD" } });
    }
    const group = await loadGroupRegistration(api, page.foreignKey);
    const form = await request.formData();
    const result = await registerFromForm(api, form, url.origin, {
      requestedGroupId: group.groupId,
      businessOnly: group.businessOnly,
    });
    if (!result.ok)
      return data(
        { errors: result.errors, values: result.values },
        { status: failureStatus(result.errors), headers: sessionHeaders(api) },
      );
    const pending = accountT(api.locale.code, "groupRequestPending", { group: group.title });
    if (result.loggedIn) {
      const message = [accountT(api.locale.code, "registered"), pending, result.newsletterNotice]
        .filter(Boolean)
        .join(" ");
      return redirectWithNotice(request, api, localizePath("/account", api.locale), { type: "success", message });
    }
    // Double opt-in: not logged in until the mail's link is opened. A redirect, so a reload does not post again.
    const headers = sessionHeaders(api);
    // This browser may log in by opening the confirmation link (issue 12 L2).
    headers.append("Set-Cookie", await registrationCookie(request, result.email));
    if (result.newsletterNotice)
      headers.append("Set-Cookie", await flashFor(request, { type: "info", message: result.newsletterNotice }));
    return redirect(`${url.pathname}?signedUp=1`, { status: 303, headers });
  } catch (error) {
    if (isRouteThrow(error)) throw error;
    throw storeApiErrorResponse(error);
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = canonicalLocalePath(url.pathname);
  if (canonical) throw redirect(safeRedirectPath(`${canonical}${url.search}`), 301);
  const appPath = stripLocalePrefix(url.pathname);

  try {
    const api = await createStoreApi(request);
    let page = parseTechnicalPath(appPath);
    if (page) {
      const seoPath = await seoPathOf(api, page);
      if (seoPath) throw redirect(safeRedirectPath(localizePath(seoPath, api.locale) + url.search), 301);
    } else {
      page = await resolveSeoPath(api, appPath);
      if (!page && appPath !== "/") {
        // SEO URLs of categories end with "/", those of products don't: accept the other spelling once.
        const other = appPath.endsWith("/") ? appPath.replace(/\/+$/, "") : `${appPath}/`;
        if (await resolveSeoPath(api, other))
          throw redirect(safeRedirectPath(localizePath(other, api.locale) + url.search), 301);
      }
    }
    // The spec's 'Page Not Found: {path}', translated by the error page.
    if (!page) throw notFoundResponse(url.pathname);

    const [content, alternates] = await Promise.all([loadContent(api, page, url), alternatesOf(api, page, appPath)]);
    // The page's kind is rendered from its own chunk: loaded here, the server render needs not wait for it.
    await loadPageKind(content.kind);
    // A kind whose content hydrates on first use (KindIsland) has nothing to preload.
    const preload = hydratesOnUse(content.kind)
      ? []
      : pageKindPreloads(
          content.kind,
          localeFromPath(url.pathname).languageCode,
          "cmsPage" in content.data ? content.data.cmsPage : null,
        );
    return data({ ...content, alternates, preload }, { headers: api.responseHeaders() });
  } catch (error) {
    if (isRouteThrow(error)) throw error;
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const { shopName, shopDescription } = shopMetaFromMatches(matches);
  if (!page) return [];
  const { title, description } =
    page.kind === "product"
      ? productMeta(page.data)
      : page.kind === "landing"
        ? landingMeta(page.data, shopName)
        : page.kind === "groupRegistration"
          ? { title: [page.data.title, shopName].filter(Boolean).join(" | "), description: page.data.metaDescription }
          : categoryMeta(page.data, shopName);
  return [{ title }, { name: "description", content: description || shopDescription }];
}

type CatchAllPage = Route.ComponentProps["loaderData"];

/** The page of the loader's kind, from that kind's chunk (features/page-kinds/page-kinds.ts). */
function KindPage({ page, actionData }: { page: CatchAllPage; actionData: Route.ComponentProps["actionData"] }) {
  const { pathname } = useLocation();
  switch (page.kind) {
    case "product": {
      const { ProductPage } = kindModule("product");
      return <ProductPage data={page.data} />;
    }
    case "landing": {
      const { LandingPage } = kindModule("landing");
      return <LandingPage data={page.data} />;
    }
    case "groupRegistration": {
      const { GroupRegistrationPage } = kindModule("groupRegistration");
      return (
        <GroupRegistrationPage
          data={page.data}
          action={pathname}
          errors={actionData?.errors}
          values={actionData?.values}
        />
      );
    }
    default: {
      const { CategoryPage } = kindModule("category");
      return <CategoryPage data={page.data} />;
    }
  }
}

export default function CatchAll({ loaderData, actionData }: Route.ComponentProps) {
  usePageKindPreloads(loaderData.preload);
  const wishlistToShow = useWishlistToShow();
  const page = <KindPage page={loaderData} actionData={actionData} />;
  const onUse = hydratesOnUse(loaderData.kind);
  return (
    // The page components are content only; the route owns the page's main landmark. entry.client.tsx reads the
    // kind from it to load the kind's chunk before hydrating, unless its content hydrates on first use (data-island,
    // KindIsland).
    <main
      id="main"
      className="flex-1"
      data-page-kind={loaderData.kind}
      data-island={onUse ? loaderData.kind : undefined}
    >
      {onUse ? (
        <KindIsland kind={loaderData.kind} now={wishlistToShow}>
          {page}
        </KindIsland>
      ) : (
        page
      )}
    </main>
  );
}
