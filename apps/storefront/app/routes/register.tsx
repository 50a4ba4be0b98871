import { data, redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { loadCountries, loadSalutations, registerFromForm } from "../features/account/account.server";
import { t } from "../features/account/messages";
import {
  afterLoginPath,
  readLoggedInCustomer,
  redirectWithNotice,
  sessionHeaders,
} from "../features/account/session.server";
import { failureStatus } from "../features/forms/violations";
import { flashFor } from "../lib/flash";
import { localizePath } from "../lib/i18n";
import { registrationCookie } from "../features/account/registration-browser.server";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/register";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("register", () => import("../features/account/RegisterContent"));

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
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
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
