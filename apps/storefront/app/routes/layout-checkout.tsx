import { Outlet } from "react-router";
import { Icon } from "../components/ui/Icon";
import { ErrorPage, isMaintenanceError } from "../features/layout/error-page-lazy";
import { Logo } from "../features/layout/Logo";
import { t } from "../features/layout/messages";
import { SkipLink } from "../features/layout/SkipLink";
import { t as checkoutT } from "../features/checkout/messages";
import { NavigationLink } from "../features/navigation/NavigationLink";
import { navigationKey } from "../features/navigation/navigation";
import { useShop } from "../features/shop/ShopContext";
import type { Route } from "./+types/layout-checkout";

/** The checkout layout: a minimal header (logo only, no navigation) so nothing distracts from paying. */
function CheckoutHeader() {
  const { locale, footerNavigation } = useShop();
  // Help: the first page of the shop's service group (the footer navigation's first group: contact, FAQ…).
  const help = footerNavigation.flatMap((group) => group.children).find((item) => item.href);
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="page-grid flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="flex items-center gap-4 text-sm text-neutral-600">
          <p className="hidden items-center gap-2 sm:flex">
            <Icon name="check" size={16} />
            {t(locale.code, "checkoutSecure")}
          </p>
          {help && (
            <NavigationLink
              item={{ ...help, label: checkoutT(locale.code, "help") }}
              className="font-medium text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
            />
          )}
        </div>
      </div>
    </header>
  );
}

/** The checkout's footer: no shop navigation, only the legal pages (terms, withdrawal, privacy, imprint…). */
function CheckoutFooter() {
  const { locale, shopName, serviceNavigation } = useShop();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-neutral-50 text-sm">
      <div className="page-grid flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium text-neutral-900">{shopName}</p>
        {serviceNavigation.length > 0 && (
          <nav aria-label={checkoutT(locale.code, "legalLinks")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {serviceNavigation.map((item) => (
                <li key={navigationKey(item)}>
                  <NavigationLink
                    item={item}
                    className="rounded text-neutral-700 underline-offset-2 hover:text-neutral-950 hover:underline"
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}

export default function CheckoutLayout() {
  return (
    <>
      <SkipLink />
      <CheckoutHeader />
      <div className="page-grid flex flex-1 flex-col py-8">
        <Outlet />
      </div>
      <CheckoutFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isMaintenanceError(error)) return <ErrorPage error={error} />;
  return (
    <>
      <SkipLink />
      <CheckoutHeader />
      <ErrorPage error={error} />
      <CheckoutFooter />
    </>
  );
}
