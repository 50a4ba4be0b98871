import { Link } from "../../components/ui/Link";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { LoginForm } from "./LoginForm";
import { t } from "./messages";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/login";

/** The content of routes/login.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function LoginContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { locale } = useShop();
  const redirectTo = loaderData.redirectTo || actionData?.values.redirectTo || "";
  const loginAction = `${localizePath("/login", locale)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <AccountPage title={t(locale.code, "loginTitle")} narrow>
      <p className="mb-6 text-neutral-700">{t(locale.code, "loginIntro")}</p>
      <div className="rounded-xl border border-neutral-200 bg-white p-6">
        {/* The query stays on the action URL: after a failed attempt the page (and its redirectTo) is the same. */}
        <LoginForm
          action={loginAction}
          redirectTo={redirectTo}
          errors={actionData?.errors}
          values={actionData?.values}
        />
      </div>
      <p className="mt-6 text-neutral-700">
        {t(locale.code, "noAccount")}{" "}
        <Link
          to={`${localizePath("/register", locale)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
          className={LINK_CLASS}
        >
          {t(locale.code, "createAccount")}
        </Link>
      </p>
    </AccountPage>
  );
}
