import { data, redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { loginFromForm } from "../features/account/account.server";
import { t } from "../features/account/messages";
import {
  afterLoginPath,
  readLoggedInCustomer,
  redirectWithNotice,
  sessionHeaders,
} from "../features/account/session.server";
import { failureStatus } from "../features/forms/violations";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/login";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("login", () => import("../features/account/LoginContent"));

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
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
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
