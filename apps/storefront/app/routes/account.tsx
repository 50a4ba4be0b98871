import { data } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t } from "../features/account/area-messages";
import { changeDefaultPaymentMethod, loadPaymentMethods } from "../features/account/payment-methods.server";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { loadNewsletterStatus } from "../features/newsletter/newsletter.server";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/account";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountOverview", () => import("../features/account/AccountOverviewContent"));

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
  const { api, customer } = await requireCustomer(request);
  try {
    const [paymentMethods, newsletter] = await Promise.all([loadPaymentMethods(api), loadNewsletterStatus(api)]);
    return data({ customer, paymentMethods, newsletter }, { headers: sessionHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { api } = await requireCustomer(request);
  const form = await request.formData();
  try {
    await changeDefaultPaymentMethod(api, String(form.get("paymentMethodId") ?? ""));
  } catch (error) {
    const errors = fieldErrors(error, api.locale.code, {});
    return data({ errors }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  }
  return redirectWithNotice(request, api, localizePath("/account", api.locale), {
    type: "success",
    message: t(api.locale.code, "paymentChanged"),
  });
}

export default function AccountOverview({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
