/** Store API route names of the pages the catch-all can render. */
export type SeoRouteName =
  | "frontend.navigation.page"
  | "frontend.detail.page"
  | "frontend.landing.page"
  | "frontend.account.customer-group-registration.page";

const ROUTE_NAMES: ReadonlySet<string> = new Set<SeoRouteName>([
  "frontend.navigation.page",
  "frontend.detail.page",
  "frontend.landing.page",
  "frontend.account.customer-group-registration.page",
]);

export interface ResolvedPath {
  routeName: SeoRouteName;
  foreignKey: string;
}

const TECHNICAL: ReadonlyArray<[RegExp, SeoRouteName]> = [
  [/^\/navigation\/([0-9a-f]{32})\/?$/i, "frontend.navigation.page"],
  [/^\/detail\/([0-9a-f]{32})\/?$/i, "frontend.detail.page"],
  [/^\/landingPage\/([0-9a-f]{32})\/?$/i, "frontend.landing.page"],
  // Shopware's technical path of a customer group's registration page (CustomerGroupSubscriber).
  [/^\/customer-group-registration\/([0-9a-f]{32})\/?$/i, "frontend.account.customer-group-registration.page"],
];

/** "/navigation/{id}", "/detail/{id}", "/landingPage/{id}", "/customer-group-registration/{id}" → the page they name; anything else null. */
export function parseTechnicalPath(appPath: string): ResolvedPath | null {
  for (const [pattern, routeName] of TECHNICAL) {
    const match = pattern.exec(appPath);
    if (match?.[1]) return { routeName, foreignKey: match[1].toLowerCase() };
  }
  return null;
}

/** The technical path of a page, e.g. for links when it has no SEO URL. */
export function technicalPath({ routeName, foreignKey }: ResolvedPath): string {
  if (routeName === "frontend.detail.page") return `/detail/${foreignKey}`;
  if (routeName === "frontend.landing.page") return `/landingPage/${foreignKey}`;
  if (routeName === "frontend.account.customer-group-registration.page")
    return `/customer-group-registration/${foreignKey}`;
  return `/navigation/${foreignKey}`;
}

/** The Store API's seoPathInfo for an app path: no leading slash ("/clothing/" → "clothing/"). */
export function seoPathInfo(appPath: string): string {
  return appPath.replace(/^\/+/, "");
}

export function isSeoRouteName(value: unknown): value is SeoRouteName {
  return typeof value === "string" && ROUTE_NAMES.has(value);
}

/** The app path of an SEO URL ("clothing/" → "/clothing/"), or null for an empty one. */
export function seoUrlPath(seoPath: string | null | undefined): string | null {
  const trimmed = seoPath?.replace(/^\/+/, "");
  return trimmed ? `/${trimmed}` : null;
}
