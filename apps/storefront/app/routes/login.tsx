import { data, Link, redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { loginFromForm } from "../features/account/account.server";
import { LoginForm } from "../features/account/LoginForm";
import { t } from "../features/account/messages";
import {
  afterLoginPath,
  readLoggedInCustomer,
  redirectWithNotice,
  sessionHeaders,
} from "../features/account/session.server";
import { failureStatus } from "../features/forms/violations";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const api = await createStoreApi(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  // Someone already logged in has nothing to do here.
  if (await readLoggedInCustomer(api))
    throw redirect(afterLoginPath(redirectTo, api.locale), { headers: sessionHeaders(api) });
  return data({ redirectTo: redirectTo ?? "" }, { headers: sessionHeaders(api) });
}

export async function action({ request }: Route.ActionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const result = await loginFromForm(api, form);
  if (!result.ok)
    return data(
      { errors: result.errors, values: result.values },
      { status: failureStatus(result.errors), headers: sessionHeaders(api) },
    );
  // The root loader revalidates after this post: session, cart and wishlist counters follow the new token.
  const target = afterLoginPath(String(form.get("redirectTo") ?? ""), api.locale);
  return redirectWithNotice(request, api, target, { type: "success", message: t(api.locale.code, "loggedIn") });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
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
