import { Outlet } from "react-router";
import { Icon } from "../components/ui/Icon";
import { ErrorPage, isMaintenanceError } from "../features/layout/ErrorPage";
import { Logo } from "../features/layout/Logo";
import { t } from "../features/layout/messages";
import { SkipLink } from "../features/layout/SkipLink";
import { useShop } from "../features/shop/ShopContext";
import type { Route } from "./+types/layout-checkout";

/** The checkout layout: a minimal header (logo only, no navigation) so nothing distracts from paying. */
function CheckoutHeader() {
  const { locale } = useShop();
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <Icon name="check" size={16} />
          {t(locale.code, "checkoutSecure")}
        </p>
      </div>
    </header>
  );
}

export default function CheckoutLayout() {
  return (
    <>
      <SkipLink />
      <CheckoutHeader />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 sm:px-6">
        <Outlet />
      </div>
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
    </>
  );
}
