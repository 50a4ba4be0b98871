import { useLocation, useMatches } from "react-router";
import { localeFromPath } from "../../lib/i18n";
import { alternateLinks, alternatePaths, alternatesFromMatches } from "./alternates";

/** Canonical and hreflang alternate links for the current page, rendered into <head>. */
export function SeoLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const paths = alternatePaths(pathname, alternatesFromMatches(matches));
  const locale = localeFromPath(pathname);
  return (
    <>
      <link rel="canonical" href={origin + paths(locale)} />
      {alternateLinks(origin, paths).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
