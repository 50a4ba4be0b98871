import { Form, NavLink, Outlet } from "react-router";
import { t as accountT } from "../features/account/messages";
import { ErrorPage, isMaintenanceError } from "../features/layout/error-page-lazy";
import { t } from "../features/layout/messages";
import { SiteFooter } from "../features/layout/SiteFooter";
import { SiteHeader } from "../features/layout/SiteHeader";
import { SkipLink } from "../features/layout/SkipLink";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/layout-account";

const MENU = [
  { key: "accountOverview", path: "/account" },
  { key: "profile", path: "/account/profile" },
  { key: "address", path: "/account/address" },
  { key: "order", path: "/account/order" },
] as const;

function AccountMenu() {
  const { locale } = useShop();
  return (
    <nav aria-label={t(locale.code, "accountMenu")} className="md:w-56 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {MENU.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={localizePath(entry.path, locale)}
              end
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg px-3 py-2 ${isActive ? "bg-brand-50 font-medium text-brand-800" : "text-neutral-700 hover:bg-neutral-100"}`
              }
            >
              {t(locale.code, entry.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action={localizePath("/_action/logout", locale)}>
            <button
              type="submit"
              className="block w-full whitespace-nowrap rounded-lg px-3 py-2 text-left text-neutral-700 hover:bg-neutral-100"
            >
              {accountT(locale.code, "logout")}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** The account layout: the shop header, an account side menu beside the page. */
export default function AccountLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="page-grid flex flex-1 flex-col gap-6 py-8 md:flex-row">
        <AccountMenu />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isMaintenanceError(error)) return <ErrorPage error={error} />;
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <ErrorPage error={error} />
      <SiteFooter />
    </>
  );
}
