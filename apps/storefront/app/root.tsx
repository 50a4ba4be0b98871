import { useMemo, type ReactNode } from "react";
import { preload } from "react-dom";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { loadShop } from "./.server/shop.server";
import { createStoreApi } from "./.server/store-api.server";
import { storeApiErrorResponse } from "./.server/store-api-errors.server";
import { ErrorPage } from "./features/layout/error-page-lazy";
import { IconSprite } from "./components/ui/Icon";
import { CardForms } from "./features/listing/CardForms";
import { NotificationsProvider } from "./features/notifications/NotificationsProvider";
import { AfterHydration, lazyExtra } from "./lib/after-hydration";
import { useNonce } from "./lib/csp-nonce";
import { SeoLinks } from "./features/seo/SeoLinks";
import { ShopProvider } from "./features/shop/ShopContext";
import { takeFlash } from "./lib/flash";
import { localeFromPath } from "./lib/i18n";
import { loadCatalogue } from "./lib/messages";
import { cataloguePreloads } from "./lib/catalogue-assets.server";
import { fontPreloads } from "./lib/font-preloads.server";
import { useCataloguePreloads } from "./lib/catalogue-preloads";
import { usePageKindPreloads } from "./features/page-kinds/page-kinds";
import { packedMenu, unpackedMenu } from "./features/navigation/navigation";
import type { Route } from "./+types/root";
// A side-effect import: React Router then links the CSS from the client manifest on both server and
// client. With "?url" each build environment hashed its own Tailwind output, and hydration failed.
import "./app.css";
// The one font file above the fold (body text, Latin); app.css declares the rest, fetched only when a page uses them.
// A font file hashes by its content alone, so both build environments name it alike (unlike the Tailwind CSS above).
import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    const url = new URL(request.url);
    const shop = await loadShop(api, url.origin, url.pathname);
    const headers = api.responseHeaders();
    // A notice left by a form post (lib/flash.ts): show it once (an unreadable one is dropped unseen).
    const { flash, setCookie } = await takeFlash(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    // The page's catalogue, which the client entry loads before hydrating: named in the head (Layout below).
    const { languageCode } = localeFromPath(url.pathname);
    const preload = cataloguePreloads(languageCode);
    // The menus with their links packed (navigation.ts): App unpacks them before anything renders them.
    const menus = {
      navigation: packedMenu(shop.navigation),
      footerNavigation: packedMenu(shop.footerNavigation),
      serviceNavigation: packedMenu(shop.serviceNavigation),
    };
    return data({ ...shop, ...menus, flash, preload, fonts: fontPreloads(languageCode) }, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

/**
 * The browser holds only the catalogues of the locales it has shown (lib/messages.ts): the root revalidates on every
 * switch to another locale (shouldRevalidate below), and this loads that locale's catalogue beside the shop data, so
 * its pages never render without their strings. Should the catalogue's chunk fail to load (a new build), the page is
 * loaded as a document instead: the server renders every locale.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const shop = serverLoader();
  // Awaited below, after the catalogue; a rejection meanwhile is not unhandled.
  shop.catch(() => {});
  try {
    await loadCatalogue(localeFromPath(new URL(request.url).pathname).languageCode);
  } catch {
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return shop;
}

/**
 * The shop data changes only with the language (another prefix) or after an action (currency
 * switch, later: login, cart) or when the page revalidates itself; plain navigations within one locale reuse it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // A revalidation of the page itself (useRevalidator: another tab changed the session, see TabSync).
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname).code !== localeFromPath(nextUrl.pathname).code;
}

/**
 * The shop-wide description only. Every page names itself: a route's meta() or the <title> its page component renders
 * (AccountPage, ErrorPage). A title from here as well would put two <title>s in the document, and a page without a
 * meta() of its own would keep the bare shop label beside (and, in some browsers, instead of) its own title.
 */
export function meta({ data, error }: Route.MetaArgs) {
  if (error) return [];
  const shopName = data?.shopName ?? "Demo Store";
  return [{ name: "description", content: `${shopName} – demo store` }];
}

// Listeners of the running page only (chunk failures and new builds, link prefetching; other tabs' changes): after
// hydration, outside every page's first load.
const ClientResilience = lazyExtra(() =>
  import("./features/layout/ClientResilience").then((module) => module?.ClientResilience),
);
const TabSync = lazyExtra(() => import("./features/sync/TabSync").then((module) => module?.TabSync));

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const shop = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  usePageKindPreloads(shop?.preload ?? []);
  usePageKindPreloads(useCataloguePreloads());
  // The language's further Inter files (lib/font-preloads.server.ts); CORS like the @font-face fetch, or it fetches twice.
  for (const href of shop?.fonts ?? []) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={locale.languageCode} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-base text-neutral-900 antialiased">
        {/* React hoists these <link>s into <head>; rendered inside <head> they would upset hydration. */}
        {shop && <SeoLinks origin={shop.origin} />}
        <IconSprite />
        <CardForms locale={locale} />
        {children}
        <AfterHydration>
          <ClientResilience />
        </AfterHydration>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One array per loader answer: a new one means new notices (NotificationsProvider shows each once).
  const notices = useMemo(
    () => (loaderData.flash ? [loaderData.flash, ...loaderData.cartNotices] : loaderData.cartNotices),
    [loaderData],
  );
  const shop = useMemo(
    () => ({
      ...loaderData,
      navigation: unpackedMenu(loaderData.navigation),
      footerNavigation: unpackedMenu(loaderData.footerNavigation),
      serviceNavigation: unpackedMenu(loaderData.serviceNavigation),
    }),
    [loaderData],
  );
  return (
    <ShopProvider value={shop}>
      <NotificationsProvider locale={loaderData.locale.code} notices={notices}>
        <Outlet />
        <AfterHydration>
          <TabSync />
        </AfterHydration>
      </NotificationsProvider>
    </ShopProvider>
  );
}

/** Only when the shop data itself failed (maintenance, backend down): a page without header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
