import type { LocaleCode } from "../../lib/i18n";
import { t, type AccountMessageKey } from "./messages";

const ADDRESS_FIELDS: Record<string, AccountMessageKey> = {
  salutationId: "salutation",
  firstName: "firstName",
  lastName: "lastName",
  company: "company",
  department: "department",
  street: "street",
  zipcode: "zipcode",
  city: "city",
  countryId: "country",
  countryStateId: "state",
  phoneNumber: "phoneNumber",
};

/** Labels of the address fields by form field name (`${prefix}street` …), for fields and violation messages. */
export function addressLabels(locale: LocaleCode, prefix = ""): Record<string, string> {
  return Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([name, key]) => [`${prefix}${name}`, t(locale, key)]));
}

/** Labels of the registration form: the address under "billingAddress.", the rest at the top level. */
export function registerLabels(locale: LocaleCode): Record<string, string> {
  return {
    ...addressLabels(locale, "billingAddress."),
    // The backend reports the names at the top level (the form keeps them with the address).
    salutationId: t(locale, "salutation"),
    firstName: t(locale, "firstName"),
    lastName: t(locale, "lastName"),
    company: t(locale, "company"),
    email: t(locale, "email"),
    password: t(locale, "password"),
    vatIds: t(locale, "vatId"),
    accountType: t(locale, "accountType"),
  };
}
