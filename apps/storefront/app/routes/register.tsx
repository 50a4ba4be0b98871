import { data, Link, redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { NoticeBox } from "../features/account/NoticeBox";
import { loadCountries, loadSalutations, registerFromForm } from "../features/account/account.server";
import { t } from "../features/account/messages";
import { RegisterForm } from "../features/account/RegisterForm";
import {
  afterLoginPath,
  readLoggedInCustomer,
  redirectWithNotice,
  sessionHeaders,
} from "../features/account/session.server";
import { failureStatus } from "../features/forms/violations";
import { useShop } from "../features/shop/ShopContext";
import { flashFor } from "../lib/flash";
import { localizePath } from "../lib/i18n";
import { registrationCookie } from "../features/account/registration-browser.server";
import type { Route } from "./+types/register";

export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  if (await readLoggedInCustomer(api))
    throw redirect(afterLoginPath(redirectTo, api.locale), { headers: sessionHeaders(api) });
  try {
    const [countries, salutations] = await Promise.all([loadCountries(api), loadSalutations(api)]);
    return data(
      { countries, salutations, redirectTo, signedUp: url.searchParams.get("signedUp") === "1" },
      { headers: sessionHeaders(api) },
    );
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const result = await registerFromForm(api, form, new URL(request.url).origin);
  if (!result.ok)
    return data(
      { errors: result.errors, values: result.values },
      { status: failureStatus(result.errors), headers: sessionHeaders(api) },
    );
  const locale = api.locale;
  if (result.loggedIn) {
    const target = afterLoginPath(String(form.get("redirectTo") ?? ""), locale);
    const message = [t(locale.code, "registered"), result.newsletterNotice].filter(Boolean).join(" ");
    return redirectWithNotice(request, api, target, { type: "success", message });
  }
  // Double opt-in: not logged in until the mail's link is opened. A redirect, so a reload does not post again.
  const headers = sessionHeaders(api);
  headers.append("Set-Cookie", await registrationCookie(request, result.email));
  if (result.newsletterNotice)
    headers.append("Set-Cookie", await flashFor(request, { type: "info", message: result.newsletterNotice }));
  return redirect(`${localizePath("/register", locale)}?signedUp=1`, { status: 303, headers });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
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
