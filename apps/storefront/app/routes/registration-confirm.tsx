import { data, Link } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { rethrowIfOutage } from "../.server/store-api-errors.server";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { NoticeBox } from "../features/account/NoticeBox";
import { t } from "../features/account/messages";
import { afterLoginPath, redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { t as formT } from "../features/forms/messages";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/registration-confirm";

/**
 * The link of the double opt-in mail (/registration/confirm?em=…&hash=…). Confirming logs the customer in
 * (the backend rotates the token), so success goes straight to the account with a notice.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  const params = new URL(request.url).searchParams;
  const em = params.get("em") ?? "";
  const hash = params.get("hash") ?? "";
  if (!em || !hash) return data({ message: t(api.locale.code, "confirmMissing") }, { status: 400, headers: sessionHeaders(api) });
  try {
    const response = await api.client.invoke("registerConfirm post /account/register-confirm", { body: { em, hash } });
    const token = (response.data as { contextToken?: unknown } | undefined)?.contextToken;
    if (typeof token === "string" && token) api.client.defaultHeaders["sw-context-token"] = token;
  } catch (error) {
    // Already confirmed (412), an unknown hash (404) or a mismatching em (400) all mean this link cannot be used (again).
    rethrowIfOutage(error);
    return data({ message: formT(api.locale.code, "alreadyConfirmed") }, { status: 400, headers: sessionHeaders(api) });
  }
  return redirectWithNotice(request, api, afterLoginPath(params.get("redirectTo"), api.locale), { type: "success", message: t(api.locale.code, "confirmed") });
}

export default function RegistrationConfirm({ loaderData }: Route.ComponentProps) {
  const { locale } = useShop();
  return (
    <AccountPage title={t(locale.code, "confirmTitle")} narrow>
      <NoticeBox tone="warning">{loaderData.message}</NoticeBox>
      <Link to={localizePath("/login", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
        {t(locale.code, "toLogin")}
      </Link>
    </AccountPage>
  );
}
