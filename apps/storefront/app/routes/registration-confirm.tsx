import { data } from "react-router";
import { Link } from "../components/ui/Link";
import { createSessionlessClient, createStoreApi } from "../.server/store-api.server";
import { rethrowIfOutage } from "../.server/store-api-errors.server";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { NoticeBox } from "../features/account/NoticeBox";
import { t } from "../features/account/messages";
import { clearRegistrationCookie, isRegisteringBrowser } from "../features/account/registration-browser.server";
import { afterLoginPath, redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { t as formT } from "../features/forms/messages";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/registration-confirm";

/**
 * The link of the double opt-in mail (/registration/confirm?em=…&hash=…). In the browser that registered (its
 * registration cookie matches `em`) confirming logs the customer in (the backend rotates the token) and goes to the
 * account. Anywhere else the account is confirmed without a session, and the opener's own session is left alone
 * (issue 12 L2: an attacker's link must not log a victim into the attacker's account): the page asks to log in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  const params = new URL(request.url).searchParams;
  const em = params.get("em") ?? "";
  const hash = params.get("hash") ?? "";
  if (!em || !hash)
    return data(
      { confirmed: false, message: t(api.locale.code, "confirmMissing") },
      { status: 400, headers: sessionHeaders(api) },
    );
  const sameBrowser = await isRegisteringBrowser(request, em);
  try {
    if (sameBrowser) {
      const response = await api.client.invoke("registerConfirm post /account/register-confirm", {
        body: { em, hash },
      });
      api.sessionWritten(response.data?.contextToken);
    } else {
      await createSessionlessClient(api).invoke("registerConfirm post /account/register-confirm", {
        body: { em, hash },
      });
    }
  } catch (error) {
    // Already confirmed (412), an unknown hash (404) or a mismatching em (400) all mean this link cannot be used (again).
    rethrowIfOutage(error);
    return data(
      { confirmed: false, message: formT(api.locale.code, "alreadyConfirmed") },
      { status: 400, headers: sessionHeaders(api) },
    );
  }
  if (!sameBrowser)
    return data({ confirmed: true, message: t(api.locale.code, "confirmedLogIn") }, { headers: sessionHeaders(api) });
  const response = await redirectWithNotice(request, api, afterLoginPath(params.get("redirectTo"), api.locale), {
    type: "success",
    message: t(api.locale.code, "confirmed"),
  });
  response.headers.append("Set-Cookie", await clearRegistrationCookie(request));
  return response;
}

export default function RegistrationConfirm({ loaderData }: Route.ComponentProps) {
  const { locale } = useShop();
  return (
    <AccountPage title={t(locale.code, "confirmTitle")} narrow>
      <NoticeBox tone={loaderData.confirmed ? "success" : "warning"}>{loaderData.message}</NoticeBox>
      <Link to={localizePath("/login", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
        {t(locale.code, "toLogin")}
      </Link>
    </AccountPage>
  );
}
