import { data, Form, Link, useNavigation } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { Button } from "../components/ui/Button";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { NoticeBox } from "../features/account/NoticeBox";
import { formString, formValues } from "../features/account/account";
import { storefrontUrl } from "../features/account/account.server";
import { t } from "../features/account/messages";
import { redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { ErrorSummary } from "../features/forms/ErrorSummary";
import { TextField } from "../features/forms/TextField";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { apiErrorEntries } from "../features/forms/api-errors";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account-recover";

export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  return data({ sent: new URL(request.url).searchParams.get("sent") === "1" }, { headers: sessionHeaders(api) });
}

export async function action({ request }: Route.ActionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const labels = { email: t(api.locale.code, "email") };
  try {
    await api.client.invoke("sendRecoveryMail post /account/recovery-password", {
      body: { email: formString(form, "email"), storefrontUrl: storefrontUrl(api, new URL(request.url).origin) },
    });
  } catch (error) {
    const { status } = apiErrorEntries(error);
    // An unknown address (401/404) gets the same answer as a known one, so addresses cannot be probed.
    if (status !== 401 && status !== 404) {
      const errors = fieldErrors(error, api.locale.code, labels);
      return data(
        { errors, values: formValues(form) },
        { status: failureStatus(errors, status === 429 ? 429 : 400), headers: sessionHeaders(api) },
      );
    }
  }
  return redirectWithNotice(request, api, `${localizePath("/account/recover", api.locale)}?sent=1`);
}

export default function AccountRecover({ loaderData, actionData }: Route.ComponentProps) {
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
