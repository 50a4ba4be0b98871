import { data, Form, useNavigation } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import type { StoreApi } from "../.server/store-api.server";
import { Button } from "../components/ui/Button";
import { AccountCard } from "../features/account/AccountCard";
import { AccountPage } from "../features/account/AccountPage";
import { formString, formValues, optionalId, type FormValues } from "../features/account/account";
import { loadSalutations } from "../features/account/account.server";
import { t } from "../features/account/area-messages";
import { t as authT } from "../features/account/messages";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { ErrorSummary } from "../features/forms/ErrorSummary";
import { t as formT } from "../features/forms/messages";
import { SelectField } from "../features/forms/SelectField";
import { TextField } from "../features/forms/TextField";
import { failureStatus, fieldErrors, localErrors, type FormErrors } from "../features/forms/violations";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account-profile";

type Intent = "profile" | "email" | "password";

export async function loader({ request }: Route.LoaderArgs) {
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
    data(
      { intent, errors, values: formValues(form) as FormValues },
      { status: failureStatus(errors), headers: sessionHeaders(api) },
    );
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
  const { locale } = useShop();
  const navigation = useNavigation();
  const { customer, salutations } = loaderData;
  const busy = (intent: Intent) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const failed = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const profile = failed("profile");
  const email = failed("email");
  const password = failed("password");
  const profileValues: FormValues = profile?.values ?? {
    salutationId: customer.salutationId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    vatId: customer.vatId,
  };
  const vatError = profile?.errors.fields.vatIds;
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string>) => t(locale.code, key, values);
  const ta = (key: Parameters<typeof authT>[1]) => authT(locale.code, key);

  return (
    <AccountPage title={ta("personalData")}>
      <div className="grid max-w-3xl gap-6">
        <AccountCard title={tr("profileData")}>
          <Form method="post" noValidate className="space-y-4">
            <ErrorSummary errors={profile?.errors} locale={locale.code} scope="profile" />
            <input type="hidden" name="intent" value="profile" />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                scope="profile"
                name="salutationId"
                label={ta("salutation")}
                placeholder={ta("chooseSalutation")}
                value={profileValues.salutationId}
                error={profile?.errors.fields.salutationId}
                options={salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
                className="sm:col-span-2 sm:max-w-xs"
              />
              <TextField
                scope="profile"
                name="firstName"
                label={ta("firstName")}
                value={profileValues.firstName}
                error={profile?.errors.fields.firstName}
                autoComplete="given-name"
                required
              />
              <TextField
                scope="profile"
                name="lastName"
                label={ta("lastName")}
                value={profileValues.lastName}
                error={profile?.errors.fields.lastName}
                autoComplete="family-name"
                required
              />
              {customer.accountType === "business" && (
                <>
                  <TextField
                    scope="profile"
                    name="company"
                    label={ta("company")}
                    value={profileValues.company}
                    error={profile?.errors.fields.company}
                    autoComplete="organization"
                    required
                  />
                  <TextField
                    scope="profile"
                    name="vatId"
                    label={ta("vatId")}
                    value={profileValues.vatId}
                    error={vatError}
                  />
                </>
              )}
            </div>
            <Button type="submit" busy={busy("profile")}>
              {tr("saveProfile")}
            </Button>
          </Form>
        </AccountCard>

        <AccountCard title={tr("changeEmail")}>
          <p className="mb-4 break-all text-neutral-700">{tr("currentEmail", { email: customer.email })}</p>
          <Form method="post" noValidate className="space-y-4">
            <ErrorSummary errors={email?.errors} locale={locale.code} scope="email" />
            <input type="hidden" name="intent" value="email" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                scope="email"
                name="email"
                type="email"
                label={tr("newEmail")}
                value={email?.values.email}
                error={email?.errors.fields.email}
                autoComplete="email"
                required
              />
              <TextField
                scope="email"
                name="emailConfirmation"
                type="email"
                label={tr("emailConfirmation")}
                value={email?.values.emailConfirmation}
                error={email?.errors.fields.emailConfirmation}
                autoComplete="email"
                required
              />
              <TextField
                scope="email"
                name="password"
                type="password"
                label={tr("currentPassword")}
                error={email?.errors.fields.password}
                autoComplete="current-password"
                required
              />
            </div>
            <Button type="submit" busy={busy("email")}>
              {tr("saveEmail")}
            </Button>
          </Form>
        </AccountCard>

        <AccountCard title={tr("changePassword")}>
          <Form method="post" noValidate className="space-y-4">
            <ErrorSummary errors={password?.errors} locale={locale.code} scope="password" />
            <input type="hidden" name="intent" value="password" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                scope="password"
                name="password"
                type="password"
                label={tr("currentPassword")}
                error={password?.errors.fields.password}
                autoComplete="current-password"
                required
                className="sm:col-span-2"
              />
              <TextField
                scope="password"
                name="newPassword"
                type="password"
                label={ta("newPassword")}
                hint={ta("passwordHint")}
                error={password?.errors.fields.newPassword}
                autoComplete="new-password"
                required
              />
              <TextField
                scope="password"
                name="newPasswordConfirm"
                type="password"
                label={ta("newPasswordConfirm")}
                error={password?.errors.fields.newPasswordConfirm}
                autoComplete="new-password"
                required
              />
            </div>
            <Button type="submit" busy={busy("password")}>
              {tr("savePassword")}
            </Button>
          </Form>
        </AccountCard>
      </div>
    </AccountPage>
  );
}
