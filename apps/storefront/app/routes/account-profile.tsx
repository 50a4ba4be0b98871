import { data } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import type { StoreApi } from "../.server/store-api.server";
import { formString, formValues, optionalId } from "../features/account/account";
import { loadSalutations } from "../features/account/account.server";
import { t } from "../features/account/area-messages";
import { t as authT } from "../features/account/messages";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { t as formT } from "../features/forms/messages";
import { failureStatus, fieldErrors, localErrors, type FormErrors } from "../features/forms/violations";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { ProfileIntent as Intent } from "../features/account/account";
import type { Route } from "./+types/account-profile";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountProfile", () => import("../features/account/AccountProfileContent"));

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
  const { api, customer } = await requireCustomer(request);
  try {
    return data({ customer, salutations: await loadSalutations(api) }, { headers: sessionHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

/** Each of the three forms posts its intent and makes one Store API call. */
async function save(api: StoreApi, intent: Intent, form: FormData, business: boolean): Promise<void> {
  if (intent === "profile") {
    await api.client.invoke("changeProfile post /account/change-profile", {
      body: {
        salutationId: optionalId(formString(form, "salutationId")),
        firstName: formString(form, "firstName"),
        lastName: formString(form, "lastName"),
        accountType: business ? "business" : "private",
        ...(business
          ? {
              company: formString(form, "company"),
              vatIds: formString(form, "vatId") ? [formString(form, "vatId")] : [],
            }
          : {}),
      },
    });
  } else if (intent === "email") {
    await api.client.invoke("changeEmail post /account/change-email", {
      body: {
        email: formString(form, "email"),
        emailConfirmation: formString(form, "emailConfirmation"),
        password: String(form.get("password") ?? ""),
      },
    });
  } else {
    await api.client.invoke("changePassword post /account/change-password", {
      body: {
        password: String(form.get("password") ?? ""),
        newPassword: String(form.get("newPassword") ?? ""),
        newPasswordConfirm: String(form.get("newPasswordConfirm") ?? ""),
      },
    });
  }
}

const SUCCESS = { profile: "profileUpdated", email: "emailUpdated", password: "passwordUpdated" } as const;

export async function action({ request }: Route.ActionArgs) {
  const { api, customer } = await requireCustomer(request);
  const locale = api.locale.code;
  const form = await request.formData();
  const intent = (["profile", "email", "password"] as const).find((entry) => entry === form.get("intent")) ?? "profile";
  const fail = (errors: FormErrors) =>
    data({ intent, errors, values: formValues(form) }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  if (intent === "password" && form.get("newPassword") !== form.get("newPasswordConfirm")) {
    return fail(localErrors({ newPasswordConfirm: formT(locale, "passwordsNotEqual") }));
  }
  try {
    await save(api, intent, form, customer.accountType === "business");
  } catch (error) {
    return fail(fieldErrors(error, locale, labels(locale)));
  }
  return redirectWithNotice(request, api, localizePath("/account/profile", api.locale), {
    type: "success",
    message: t(locale, SUCCESS[intent]),
  });
}

function labels(locale: Parameters<typeof t>[0]): Record<string, string> {
  return {
    salutationId: authT(locale, "salutation"),
    firstName: authT(locale, "firstName"),
    lastName: authT(locale, "lastName"),
    company: authT(locale, "company"),
    vatIds: authT(locale, "vatId"),
    email: t(locale, "newEmail"),
    emailConfirmation: t(locale, "emailConfirmation"),
    password: t(locale, "currentPassword"),
    newPassword: authT(locale, "newPassword"),
    newPasswordConfirm: authT(locale, "newPasswordConfirm"),
  };
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
