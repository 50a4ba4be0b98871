import { Form, useNavigation } from "react-router";
import { Link } from "../../components/ui/Link";
import { Button } from "../../components/ui/Button";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { NoticeBox } from "./NoticeBox";
import { t } from "./messages";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/account-recover";

/** The content of routes/account-recover.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountRecoverContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { locale } = useShop();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountPage title={t(locale.code, "recoverTitle")} narrow>
      {loaderData.sent ? (
        <NoticeBox tone="success">{t(locale.code, "recoverSent")}</NoticeBox>
      ) : (
        <div className="rounded-xl border border-neutral-200 bg-white p-6">
          <p className="mb-4 text-neutral-700">{t(locale.code, "recoverIntro")}</p>
          <Form method="post" noValidate className="space-y-4">
            <ErrorSummary errors={actionData?.errors} locale={locale.code} scope="recover" />
            <TextField
              scope="recover"
              name="email"
              type="email"
              label={t(locale.code, "email")}
              value={actionData?.values.email}
              error={actionData?.errors.fields.email}
              autoComplete="email"
              required
            />
            <Button type="submit" busy={busy}>
              {t(locale.code, "recoverSubmit")}
            </Button>
          </Form>
        </div>
      )}
      <Link to={localizePath("/login", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
        {t(locale.code, "backToLogin")}
      </Link>
    </AccountPage>
  );
}
