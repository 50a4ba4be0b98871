import type { Answered, AnsweredWithId, Schemas } from "../../lib/store-api-types";

/** The app's own views of the reference data and form values the account pages use. Pure and unit-tested. */

export interface StateView {
  id: string;
  name: string;
}

export interface CountryView {
  id: string;
  name: string;
  states: StateView[];
  vatIdRequired: boolean;
  forceState: boolean;
  /** The country needs a postal code (Store API `postalCodeRequired`): the field is marked and `required`. */
  postalCodeRequired: boolean;
}

export interface SalutationView {
  id: string;
  key: string;
  name: string;
}

export type FormValues = Record<string, string>;

type ApiTranslatedName = Answered<Schemas["CountryState"], "name" | "translated">;

/** The fields of a Store API country (with its states) the address forms read. */
export type ApiCountry = AnsweredWithId<
  Schemas["Country"],
  "name" | "translated" | "position" | "vatIdRequired" | "forceStateInRegistration" | "postalCodeRequired"
> & { states?: ReadonlyArray<AnsweredWithId<Schemas["CountryState"], "name" | "translated" | "position">> | null };

/** The fields of a Store API salutation the forms read. */
export type ApiSalutation = AnsweredWithId<Schemas["Salutation"], "salutationKey" | "displayName" | "translated">;

const nameOf = (entity: ApiTranslatedName) => entity.translated?.name || entity.name || "";

export function toCountryView(country: ApiCountry): CountryView {
  const states = [...(country.states ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || nameOf(a).localeCompare(nameOf(b)))
    .map((state) => ({ id: state.id, name: nameOf(state) }));
  return {
    id: country.id,
    name: nameOf(country),
    states,
    vatIdRequired: Boolean(country.vatIdRequired),
    forceState: Boolean(country.forceStateInRegistration),
    postalCodeRequired: Boolean(country.postalCodeRequired),
  };
}

export function toSalutationView(salutation: ApiSalutation): SalutationView {
  return {
    id: salutation.id,
    key: salutation.salutationKey ?? "",
    name: salutation.translated?.displayName || salutation.displayName || salutation.salutationKey || "",
  };
}

/** Field names whose values are never sent back to the browser. */
const SECRET = /password/i;

/** The shopper's input to re-render a form with after a failed submit: trimmed strings, passwords left out. */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || SECRET.test(name)) continue;
    values[name] = value;
  }
  return values;
}

export function formString(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** An optional id field: empty means "none" (the Store API wants null or absent, not ""). */
export function optionalId(value: string): string | undefined {
  return value === "" ? undefined : value;
}

/** The fields of an address as the Store API expects them, read from form fields named `${prefix}street` etc. */
export function addressBody(values: FormValues, prefix = "") {
  const get = (name: string) => (values[`${prefix}${name}`] ?? "").trim();
  return {
    salutationId: optionalId(get("salutationId")),
    firstName: get("firstName"),
    lastName: get("lastName"),
    company: get("company") || undefined,
    department: get("department") || undefined,
    street: get("street"),
    zipcode: get("zipcode"),
    city: get("city"),
    countryId: get("countryId"),
    countryStateId: optionalId(get("countryStateId")) ?? null,
    phoneNumber: get("phoneNumber") || undefined,
  };
}

/** The salutation preselected on empty forms: "not specified" when the shop has it. */
export function defaultSalutationId(salutations: SalutationView[]): string {
  return salutations.find((salutation) => salutation.key === "not_specified")?.id ?? "";
}

/** The forms of the account's profile page (routes/account-profile.tsx): each posts its intent. */
export type ProfileIntent = "profile" | "email" | "password";
