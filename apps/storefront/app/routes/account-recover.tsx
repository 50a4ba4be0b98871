import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { formString, formValues } from "../features/account/account";
import { storefrontUrl } from "../features/account/account.server";
import { t } from "../features/account/messages";
import { redirectWithNotice, sessionHeaders } from "../features/account/session.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { apiErrorEntries } from "../features/forms/api-errors";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/account-recover";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountRecover", () => import("../features/account/RecoverContent"));

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
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
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
