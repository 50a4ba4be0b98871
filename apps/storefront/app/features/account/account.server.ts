import type { CustomerAnswer } from "../../.server/store-api-client.server";
import type { Answered } from "../../lib/store-api-types";
import type { StoreApi } from "../../.server/store-api.server";
import { fieldErrors, type FormErrors } from "../forms/violations";
import {
  formString,
  formValues,
  toCountryView,
  toSalutationView,
  type CountryView,
  type FormValues,
  type SalutationView,
  addressBody,
} from "./account";
import { subscribeNewsletter } from "../newsletter/newsletter.server";
import { outcomeMessage } from "../newsletter/newsletter";
import { registerLabels } from "./labels";

export type FormFailure = { ok: false; errors: FormErrors; values: FormValues };

/** The registration fields the Store API reports at the top level although the form keeps them in the address. */
const NAME_FIELDS = ["salutationId", "firstName", "lastName", "company"];

/** Logs the shopper in with the form's `email` and `password`; the client then holds the new context token. */
export async function loginFromForm(api: StoreApi, form: FormData): Promise<{ ok: true } | FormFailure> {
  const values = formValues(form);
  try {
    const response = await api.client.invoke("loginCustomer post /account/login", {
      body: { username: formString(form, "email"), password: String(form.get("password") ?? "") },
    });
    // Login answers with `contextToken` in its body too, in case no header carried it.
    api.sessionWritten(response.data?.contextToken);
    return { ok: true };
  } catch (error) {
    // An outage comes back as the busy message (fieldErrors), with what was typed: never "invalid credentials".
    return { ok: false, errors: fieldErrors(error, api.locale.code, {}), values };
  }
}

/** The storefront URL the backend builds mail links from: this shop's origin plus the locale prefix (a configured domain). */
export function storefrontUrl(api: StoreApi, origin: string): string {
  return `${origin}${api.locale.prefix ? `/${api.locale.prefix}` : ""}`;
}

/** The fields of the registration's answer (the new customer) that say whether the shopper is logged in now. */
type RegisteredCustomer = Answered<CustomerAnswer, "email" | "active" | "guest" | "doubleOptInRegistration">;

/**
 * Registers a customer (or a guest, when the "do not create a customer account" box is ticked) from the
 * registration form. Spec §4: the shopper counts as logged in only when the new customer is active and no
 * double opt-in is pending; otherwise a confirmation mail is on its way.
 */
export async function registerFromForm(
  api: StoreApi,
  form: FormData,
  origin: string,
  group: { requestedGroupId: string; businessOnly: boolean } | null = null,
): Promise<
  { ok: true; loggedIn: boolean; doubleOptIn: boolean; newsletterNotice?: string; email: string } | FormFailure
> {
  const values = formValues(form);
  // A customer group's registration page (Shopware's registrationOnlyCompanyRegistration) takes business accounts only.
  if (group?.businessOnly) values.accountType = "business";
  const guest = !group && values.guest === "1";
  const business = values.accountType === "business";
  const address = addressBody(values, "billingAddress.");
  const vatId = formString(form, "vatId");
  try {
    const response = await api.client.invoke("register post /account/register", {
      body: {
        email: formString(form, "email"),
        ...(guest ? {} : { password: String(form.get("password") ?? "") }),
        guest,
        accountType: business ? "business" : "private",
        salutationId: address.salutationId,
        firstName: address.firstName,
        lastName: address.lastName,
        storefrontUrl: storefrontUrl(api, origin),
        billingAddress: {
          ...address,
          company: business ? address.company : undefined,
          department: business ? address.department : undefined,
        },
        ...(business && vatId ? { vatIds: [vatId] } : {}),
        // Shopware keeps the customer in the default group until the shop accepts the requested one.
        ...(group ? { requestedGroupId: group.requestedGroupId } : {}),
      },
    });
    const customer: RegisteredCustomer = response.data;
    const doubleOptIn = Boolean(customer.doubleOptInRegistration);
    const newsletterNotice =
      values.newsletter === "1" ? await subscribeAfterRegistration(api, values, origin) : undefined;
    return {
      ok: true,
      loggedIn: Boolean(customer.active) && !doubleOptIn,
      doubleOptIn,
      newsletterNotice,
      email: customer.email ?? formString(form, "email"),
    };
  } catch (error) {
    const errors = fieldErrors(error, api.locale.code, registerLabels(api.locale.code));
    // The backend reports names at the top level; the form shows them with the address.
    for (const name of NAME_FIELDS) {
      if (errors.fields[name]) {
        errors.fields[`billingAddress.${name}`] ??= errors.fields[name];
        delete errors.fields[name];
      }
    }
    if (errors.fields.vatIds) {
      errors.fields.vatId = errors.fields.vatIds;
      delete errors.fields.vatIds;
    }
    return { ok: false, errors, values };
  }
}

/** The registration's newsletter box: subscribe the new address; its outcome (or error) as a notice to show. */
async function subscribeAfterRegistration(api: StoreApi, values: FormValues, origin: string): Promise<string> {
  const result = await subscribeNewsletter(
    api,
    {
      email: values.email ?? "",
      firstName: values["billingAddress.firstName"],
      lastName: values["billingAddress.lastName"],
      salutationId: values["billingAddress.salutationId"] || undefined,
    },
    origin,
  );
  return result.ok
    ? outcomeMessage(api.locale.code, result.outcome)
    : [...result.errors.summary, ...Object.values(result.errors.fields)].join(" ");
}

/** The channel's countries with their states, in the shop's order. */
export async function loadCountries(api: StoreApi): Promise<CountryView[]> {
  const response = await api.client.invoke("readCountry post /country", {
    body: { limit: 100, associations: { states: {} } },
  });
  const elements = response.data.elements ?? [];
  return elements.map(toCountryView);
}

export async function loadSalutations(api: StoreApi): Promise<SalutationView[]> {
  const response = await api.client.invoke("readSalutation post /salutation", { body: {} });
  const elements = response.data.elements ?? [];
  return elements.map(toSalutationView);
}
