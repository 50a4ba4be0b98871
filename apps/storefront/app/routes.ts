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
  const page = (relative: string, file: string, name: string) =>
    route(path(relative), file, { id: id(name), caseSensitive });

  return [
    layout("routes/layout-default.tsx", { id: id("layout-default") }, [
      locale.prefix
        ? route(locale.prefix, "routes/home.tsx", { id: id("home"), caseSensitive })
        : index("routes/home.tsx", { id: id("home") }),
      page("search", "routes/search.tsx", "search"),
      page("login", "routes/login.tsx", "login"),
      page("register", "routes/register.tsx", "register"),
      page("shopware", "routes/shopware.tsx", "shopware"),
      page("wishlist", "routes/wishlist.tsx", "wishlist"),
      page("account/recover", "routes/account-recover.tsx", "account-recover"),
      page("reset-password", "routes/reset-password.tsx", "reset-password"),
      page("checkout/success/:id", "routes/checkout-success.tsx", "checkout-success"),
      page("checkout/success/:id/paid", "routes/checkout-success-paid.tsx", "checkout-success-paid"),
      page("checkout/success/:id/unpaid", "routes/checkout-success-unpaid.tsx", "checkout-success-unpaid"),
      page("newsletter-subscribe", "routes/newsletter-subscribe.tsx", "newsletter-subscribe"),
      page("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx", "newsletter-unsubscribe"),
      page("registration/confirm", "routes/registration-confirm.tsx", "registration-confirm"),
      page("*", "routes/catch-all.tsx", "catch-all"),
      // Resource routes of the listing (the filter sheet's live count) and the search suggest box, per locale for the language header.
      page("listing-data", "features/listing/listing-data.route.ts", "listing-data"),
      page("search-suggest", "features/search/suggest.route.ts", "search-suggest"),
      // Form targets of the cart, account, wishlist, review, newsletter and contact features (POST, 303 back without JS).
      page("_action/cart", "features/cart/cart.route.ts", "action-cart"),
      page("_action/logout", "features/account/logout.route.ts", "action-logout"),
      page("_action/wishlist", "features/wishlist/wishlist.route.ts", "action-wishlist"),
      page("_action/review", "features/reviews/review.route.ts", "action-review"),
      page("_action/newsletter", "features/newsletter/newsletter.route.ts", "action-newsletter"),
      page("_action/contact", "features/contact/contact.route.ts", "action-contact"),
    ]),
    layout("routes/layout-account.tsx", { id: id("layout-account") }, [
      page("account", "routes/account.tsx", "account"),
      page("account/address", "routes/account-address.tsx", "account-address"),
      page("account/profile", "routes/account-profile.tsx", "account-profile"),
      page("account/order", "routes/account-order.tsx", "account-order"),
      page("account/order/details/:id", "routes/account-order-details.tsx", "account-order-details"),
    ]),
    layout("routes/layout-checkout.tsx", { id: id("layout-checkout") }, [
      page("checkout/cart", "routes/checkout-cart.tsx", "checkout-cart"),
      page("checkout", "routes/checkout.tsx", "checkout"),
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
