import type { CustomerAnswer } from "../../.server/store-api-client.server";
import type { Answered, AnsweredWithId, Schemas } from "../../lib/store-api-types";

/** The logged-in customer and their addresses as the account pages show them. Pure and unit-tested. */

export interface AddressView {
  id: string;
  salutationId: string;
  salutation: string;
  firstName: string;
  lastName: string;
  company: string;
  department: string;
  street: string;
  zipcode: string;
  city: string;
  countryId: string;
  country: string;
  countryStateId: string;
  state: string;
  phoneNumber: string;
}

export interface CustomerView {
  id: string;
  email: string;
  salutationId: string;
  salutation: string;
  firstName: string;
  lastName: string;
  accountType: "private" | "business";
  company: string;
  vatId: string;
  customerNumber: string;
  guest: boolean;
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  defaultBillingAddress: AddressView | null;
  defaultShippingAddress: AddressView | null;
  /** The payment method the account page preselects: the default one, else (Shopware 6.7) the last one used. */
  defaultPaymentMethodId: string;
}

type Named = Answered<Schemas["Country"], "name" | "translated">;
type ApiSalutationRef = Answered<Schemas["Salutation"], "salutationKey" | "displayName" | "translated">;

/**
 * The fields of a Store API address the views read: a customer's address, or an order's (its OrderAddress has the same
 * fields; one nested in an order may come without its id).
 */
export type ApiAddress = Answered<
  Schemas["CustomerAddress"],
  | "id"
  | "salutationId"
  | "salutation"
  | "firstName"
  | "lastName"
  | "company"
  | "department"
  | "street"
  | "zipcode"
  | "city"
  | "countryId"
  | "country"
  | "countryStateId"
  | "countryState"
  | "phoneNumber"
>;

/** The fields of the Store API customer (Shopware's, as store-api-client.server.ts declares it) the views read. */
export type ApiCustomer = AnsweredWithId<
  CustomerAnswer,
  | "email"
  | "salutationId"
  | "salutation"
  | "firstName"
  | "lastName"
  | "accountType"
  | "company"
  | "vatIds"
  | "customerNumber"
  | "guest"
  | "defaultBillingAddressId"
  | "defaultShippingAddressId"
  | "defaultPaymentMethodId"
  | "lastPaymentMethodId"
> & { defaultBillingAddress?: ApiAddress | null; defaultShippingAddress?: ApiAddress | null };

const named = (entity: Named | null | undefined) => entity?.translated?.name || entity?.name || "";

/** "not specified" is a salutation the shopper never sees spelled out. */
function salutationName(salutation: ApiSalutationRef | null | undefined): string {
  if (!salutation || salutation.salutationKey === "not_specified") return "";
  return salutation.translated?.displayName || salutation.displayName || "";
}

export function toAddressView(address: ApiAddress): AddressView {
  return {
    id: address.id ?? "",
    salutationId: address.salutationId ?? "",
    salutation: salutationName(address.salutation),
    firstName: address.firstName ?? "",
    lastName: address.lastName ?? "",
    company: address.company ?? "",
    department: address.department ?? "",
    street: address.street ?? "",
    zipcode: address.zipcode ?? "",
    city: address.city ?? "",
    countryId: address.countryId ?? "",
    country: named(address.country),
    countryStateId: address.countryStateId ?? "",
    state: named(address.countryState),
    phoneNumber: address.phoneNumber ?? "",
  };
}

export function toCustomerView(customer: ApiCustomer): CustomerView {
  return {
    id: customer.id,
    email: customer.email ?? "",
    salutationId: customer.salutationId ?? "",
    salutation: salutationName(customer.salutation),
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
    accountType: customer.accountType === "business" ? "business" : "private",
    company: customer.company ?? "",
    vatId: customer.vatIds?.[0] ?? "",
    customerNumber: customer.customerNumber ?? "",
    guest: Boolean(customer.guest),
    defaultBillingAddressId: customer.defaultBillingAddressId ?? "",
    defaultShippingAddressId: customer.defaultShippingAddressId ?? "",
    defaultBillingAddress: customer.defaultBillingAddress ? toAddressView(customer.defaultBillingAddress) : null,
    defaultShippingAddress: customer.defaultShippingAddress ? toAddressView(customer.defaultShippingAddress) : null,
    defaultPaymentMethodId: customer.defaultPaymentMethodId || customer.lastPaymentMethodId || "",
  };
}

/** The lines of an address as printed on a letter. */
export function addressLines(address: AddressView): string[] {
  const name = [address.salutation, address.firstName, address.lastName].filter(Boolean).join(" ");
  return [
    address.company,
    address.department,
    name,
    address.street,
    [address.zipcode, address.city].filter(Boolean).join(" "),
    address.state,
    address.country,
  ].filter(Boolean);
}

/** An address as the values of an address form (field names with the given prefix). */
export function addressFormValues(address: AddressView, prefix = ""): Record<string, string> {
  const fields = [
    "salutationId",
    "firstName",
    "lastName",
    "company",
    "department",
    "street",
    "zipcode",
    "city",
    "countryId",
    "countryStateId",
    "phoneNumber",
  ] as const;
  return Object.fromEntries(fields.map((field) => [`${prefix}${field}`, address[field]]));
}
