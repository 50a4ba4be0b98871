import { Link, redirect, useLocation, useMatches, type ActionFunctionArgs } from "react-router";
import { t } from "../features/layout/messages";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { staticBreadcrumbs } from "../features/navigation/breadcrumbs";
import { useShop } from "../features/shop/ShopContext";
import { flashFor, redirectBackTarget } from "../lib/flash";
import { localeFromPath, localizePath, stripLocalePrefix } from "../lib/i18n";

/**
 * Pages of later issues (account, checkout, wishlist, login…): their layout with a clear
 * "coming soon" note instead of an error, so links to them never dead-end.
 */
/**
 * Forms already point at these pages (add to cart → POST /checkout/cart). Without JavaScript the
 * browser really posts; instead of a 405, go back (303) and say honestly that it is coming soon.
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const target = redirectBackTarget(request.headers.get("Referer"), url, localizePath("/", locale));
  const notice = flashFor(request, { type: "info", message: t(locale.code, "comingSoonNotice"), persistent: true });
  return redirect(target, { status: 303, headers: { "Set-Cookie": notice, "Cache-Control": "no-store" } });
}

export function meta() {
  // The component sets the translated <title>.
  return [{ name: "robots", content: "noindex" }];
}

export default function Placeholder() {
  const { locale, shopName } = useShop();
  const appPath = stripLocalePrefix(useLocation().pathname);
  // The account layout already pads and sizes its content column.
  const inAccount = useMatches().some((match) => match.id.endsWith(":layout-account"));
  const crumbs = staticBreadcrumbs(appPath).map((crumb) => ({ label: t(locale.code, crumb.key), path: crumb.path }));
  const page = crumbs.at(-1)?.label ?? appPath;
  const title = t(locale.code, "comingSoonTitle", { page });
  return (
    <main id="main" className={inAccount ? "w-full" : "mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8"}>
      <title>{`${title} | ${shopName}`}</title>
      <Breadcrumbs items={crumbs} />
      <section className="mt-6 rounded-xl border border-neutral-200 bg-neutral-50 px-6 py-12 sm:px-10">
        <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{title}</h1>
        <p className="mt-3 max-w-[60ch] text-lg text-neutral-700">{t(locale.code, "comingSoonText")}</p>
        <Link to={localizePath("/", locale)} className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {t(locale.code, "continueShopping")}
        </Link>
      </section>
    </main>
  );
}
