import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
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

  return [
    locale.prefix
      ? route(locale.prefix, "routes/home.tsx", { id: id("home"), caseSensitive })
      : index("routes/home.tsx", { id: id("home") }),
    route(path("*"), "routes/catch-all.tsx", { id: id("catch-all"), caseSensitive }),
  ];
}

export default LOCALES.flatMap(localeRoutes) satisfies RouteConfig;
