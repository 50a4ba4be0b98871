import { Link } from "../../components/ui/Link";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { NoticeBox } from "./NoticeBox";
import { t } from "./messages";
import { RegisterForm } from "./RegisterForm";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/register";

/** The content of routes/register.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function RegisterContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { locale } = useShop();
  const redirectTo = loaderData.redirectTo || actionData?.values.redirectTo || "";
  if (loaderData.signedUp) {
    return (
      <AccountPage title={t(locale.code, "signUpThanksTitle")} narrow>
        <NoticeBox tone="success">{t(locale.code, "signUpThanks")}</NoticeBox>
        <Link to={localizePath("/", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
          {t(locale.code, "backToShop")}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t(locale.code, "registerTitle")}>
      <div className="max-w-3xl">
        <p className="mb-6 text-neutral-700">
          {t(locale.code, "haveAccount")}{" "}
          <Link to={localizePath("/login", locale)} className={LINK_CLASS}>
            {t(locale.code, "loginSubmit")}
          </Link>
        </p>
        <RegisterForm
          // The query stays on the action URL, so a failed attempt keeps where to go afterwards.
          action={`${localizePath("/register", locale)}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
          redirectTo={redirectTo}
          errors={actionData?.errors}
          values={actionData?.values}
          countries={loaderData.countries}
          salutations={loaderData.salutations}
        />
      </div>
    </AccountPage>
  );
}
