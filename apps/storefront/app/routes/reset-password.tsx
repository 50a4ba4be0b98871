import { data, Form, Link, useNavigation } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { Button } from "../components/ui/Button";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { NoticeBox } from "../features/account/NoticeBox";
import { t } from "../features/account/messages";
import { redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { ErrorSummary } from "../features/forms/ErrorSummary";
import { t as formT } from "../features/forms/messages";
import { TextField } from "../features/forms/TextField";
import { failureStatus, fieldErrors, localErrors, type FormErrors } from "../features/forms/violations";
import { apiErrorCodes, apiErrorEntries } from "../features/forms/api-errors";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/reset-password";

type LinkState = "valid" | "expired" | "invalid";

/** Whether the mail's hash can still be used (it is valid for 2 hours). */
async function linkState(api: Awaited<ReturnType<typeof createStoreApi>>, hash: string): Promise<LinkState> {
  if (!hash) return "invalid";
  try {
    const response = await api.client.invoke(
      "getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired",
      { body: { hash } },
    );
    return response.data.isExpired ? "expired" : "valid";
  } catch (error) {
    const { status } = apiErrorEntries(error);
    if (status === 404 || status === 400) return "invalid";
    if (status === 410) return "expired";
    throw storeApiErrorResponse(error);
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  const hash = new URL(request.url).searchParams.get("hash") ?? "";
  return data({ hash, state: await linkState(api, hash) }, { headers: sessionHeaders(api) });
}

export async function action({ request }: Route.ActionArgs) {
  const api = await createStoreApi(request);
  const locale = api.locale.code;
  const form = await request.formData();
  const newPassword = String(form.get("newPassword") ?? "");
  const newPasswordConfirm = String(form.get("newPasswordConfirm") ?? "");
  if (newPassword !== newPasswordConfirm) {
    return data(
      { errors: localErrors({ newPasswordConfirm: formT(locale, "passwordsNotEqual") }) },
      { status: 400, headers: sessionHeaders(api) },
    );
  }
  try {
    await api.client.invoke("recoveryPassword post /account/recovery-password-confirm", {
      body: { hash: String(form.get("hash") ?? ""), newPassword, newPasswordConfirm },
    });
  } catch (error) {
    const codes = apiErrorCodes(error);
    if (codes.includes("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH"))
      return data(
        { errors: { fields: {}, summary: [formT(locale, "recoveryInvalid")] } },
        { status: 400, headers: sessionHeaders(api) },
      );
    const labels = { newPassword: t(locale, "newPassword"), newPasswordConfirm: t(locale, "newPasswordConfirm") };
    const errors = fieldErrors(error, locale, labels);
    return data({ errors }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  }
  return redirectWithNotice(request, api, localizePath("/login", api.locale), {
    type: "success",
    message: t(locale, "passwordUpdated"),
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useShop();
  const busy = useNavigation().state === "submitting";
  const errors: FormErrors | undefined = actionData?.errors;
  if (loaderData.state !== "valid") {
    return (
      <AccountPage title={t(locale.code, "resetTitle")} narrow>
        <NoticeBox tone="warning">
          {formT(locale.code, loaderData.state === "expired" ? "recoveryExpired" : "recoveryInvalid")}
        </NoticeBox>
        <Link to={localizePath("/account/recover", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
          {t(locale.code, "requestNewLink")}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t(locale.code, "resetTitle")} narrow>
      <div className="rounded-xl border border-neutral-200 bg-white p-6">
        <Form method="post" noValidate className="space-y-4">
          <ErrorSummary errors={errors} locale={locale.code} scope="reset" />
          <input type="hidden" name="hash" value={loaderData.hash} />
          <TextField
            scope="reset"
            name="newPassword"
            type="password"
            label={t(locale.code, "newPassword")}
            hint={t(locale.code, "passwordHint")}
            error={errors?.fields.newPassword}
            autoComplete="new-password"
            required
          />
          <TextField
            scope="reset"
            name="newPasswordConfirm"
            type="password"
            label={t(locale.code, "newPasswordConfirm")}
            error={errors?.fields.newPasswordConfirm}
            autoComplete="new-password"
            required
          />
          <Button type="submit" busy={busy}>
            {t(locale.code, "resetSubmit")}
          </Button>
        </Form>
      </div>
    </AccountPage>
  );
}
