import { useLoaderData, useLocation } from "react-router";
import { Link } from "../../components/ui/Link";
import type { Locale } from "../../lib/i18n";
import { localizePath } from "../../lib/i18n";
import { useOptionalShop } from "../shop/ShopContext";
import { t } from "./messages";
import { productIdFromPageData } from "./review";
import { ReviewForm } from "./ReviewForm";

/** The review form for logged-in customers; everyone else gets a link to log in and come back. */
export function ReviewEntry({ locale, productId: givenId }: { locale: Locale; productId?: string }) {
  const shop = useOptionalShop();
  const pageData = useLoaderData();
  const { pathname } = useLocation();
  const productId = givenId ?? productIdFromPageData(pageData);
  if (shop?.session.loggedIn && productId) return <ReviewForm productId={productId} locale={locale} />;
  const login = `${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(`${pathname}#reviews`)}`;
  return (
    <p className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
      <Link to={login} className="font-medium text-brand-700 underline">
        {t(locale.code, "loginToReview")}
      </Link>
    </p>
  );
}
