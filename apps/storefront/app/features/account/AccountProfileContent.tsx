import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import { AccountCard } from "./AccountCard";
import { AccountPage } from "./AccountPage";
import type { FormValues } from "./account";
import { t } from "./area-messages";
import { t as authT } from "./messages";
import { ErrorSummary } from "../forms/ErrorSummary";
import { SelectField } from "../forms/SelectField";
import { TextField } from "../forms/TextField";
import { useShop } from "../shop/ShopContext";
import type { Route } from "../../routes/+types/account-profile";
import type { ProfileIntent as Intent } from "./account";

/** The content of routes/account-profile.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountProfileContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
