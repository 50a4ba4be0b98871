import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t } from "../features/account/messages";
import { redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { t as formT } from "../features/forms/messages";
import { failureStatus, fieldErrors, localErrors } from "../features/forms/violations";
import { apiErrorCodes, apiErrorEntries } from "../features/forms/api-errors";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/reset-password";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("resetPassword", () => import("../features/account/ResetPasswordContent"));

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
  await content.load();
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
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
