import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { LOCALES, type Locale } from "./lib/i18n";

/**
 * The route tree, mounted once per locale under a static prefix ("", "pl-PL", "testde") with
 * ids like "pl-PL:home". A `:lang?` segment instead would swallow one-segment SEO URLs such as
 * "/shirts". Prefixed routes are case-sensitive; the en-GB catch-all redirects a wrongly cased
 * prefix ("/PL-pl/…") to its canonical spelling.
 */
function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale.code}:${name}`;
  const path = (relative: string) => [locale.prefix, relative].filter(Boolean).join("/");
  const caseSensitive = locale.prefix !== "";
  // Pages of later issues (account, checkout, wishlist…) share one placeholder module for now.
  const page = (relative: string, file: string, name: string) => route(path(relative), file, { id: id(name), caseSensitive });
  const placeholder = (relative: string, name: string) => page(relative, "routes/placeholder.tsx", name);

  return [
    layout("routes/layout-default.tsx", { id: id("layout-default") }, [
      locale.prefix
        ? route(locale.prefix, "routes/home.tsx", { id: id("home"), caseSensitive })
        : index("routes/home.tsx", { id: id("home") }),
      page("search", "routes/search.tsx", "search"),
      placeholder("login", "login"),
      placeholder("register", "register"),
      placeholder("shopware", "shopware"),
      placeholder("wishlist", "wishlist"),
      placeholder("account/recover", "account-recover"),
      placeholder("reset-password", "reset-password"),
      placeholder("checkout/success/:id", "checkout-success"),
      placeholder("checkout/success/:id/paid", "checkout-success-paid"),
      placeholder("checkout/success/:id/unpaid", "checkout-success-unpaid"),
      placeholder("newsletter-subscribe", "newsletter-subscribe"),
      placeholder("registration/confirm", "registration-confirm"),
      page("*", "routes/catch-all.tsx", "catch-all"),
      // Resource routes of the listing ("load more") and the search suggest box, per locale for the language header.
      page("listing-data", "features/listing/listing-data.route.ts", "listing-data"),
      page("search-suggest", "features/search/suggest.route.ts", "search-suggest"),
    ]),
    layout("routes/layout-account.tsx", { id: id("layout-account") }, [
      placeholder("account", "account"),
      placeholder("account/address", "account-address"),
      placeholder("account/profile", "account-profile"),
      placeholder("account/order", "account-order"),
      placeholder("account/order/details/:id", "account-order-details"),
    ]),
    layout("routes/layout-checkout.tsx", { id: id("layout-checkout") }, [
      placeholder("checkout/cart", "checkout-cart"),
      placeholder("checkout", "checkout"),
    ]),
  ];
}

export default [
  // Locale-independent resource routes; "_shop" can never be an SEO path of the demo catalogue.
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemap/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("build-meta.json", "routes/build-meta.ts"),
  route("_shop/currency", "routes/shop-currency.ts"),
  route("_shop/locale", "routes/shop-locale.ts"),
  ...LOCALES.flatMap(localeRoutes),
] satisfies RouteConfig;
