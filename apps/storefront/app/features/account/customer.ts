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

interface Named {
  name?: string | null;
  translated?: { name?: string | null } | null;
}

interface ApiSalutationRef {
  salutationKey?: string | null;
  displayName?: string | null;
  translated?: { displayName?: string | null } | null;
}

export interface ApiAddress {
  id: string;
  salutationId?: string | null;
  salutation?: ApiSalutationRef | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  department?: string | null;
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
  countryId?: string | null;
  country?: Named | null;
  countryStateId?: string | null;
  countryState?: Named | null;
  phoneNumber?: string | null;
}

export interface ApiCustomer {
  id: string;
  email?: string | null;
  salutationId?: string | null;
  salutation?: ApiSalutationRef | null;
  firstName?: string | null;
  lastName?: string | null;
  accountType?: string | null;
  company?: string | null;
  vatIds?: string[] | null;
  customerNumber?: string | null;
  guest?: boolean | null;
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
  defaultBillingAddress?: ApiAddress | null;
  defaultShippingAddress?: ApiAddress | null;
  /** Before Shopware 6.7 (and on our backend); 6.7 dropped it for lastPaymentMethodId. */
  defaultPaymentMethodId?: string | null;
  lastPaymentMethodId?: string | null;
}

const named = (entity: Named | null | undefined) => entity?.translated?.name || entity?.name || "";

/** "not specified" is a salutation the shopper never sees spelled out. */
function salutationName(salutation: ApiSalutationRef | null | undefined): string {
  if (!salutation || salutation.salutationKey === "not_specified") return "";
  return salutation.translated?.displayName || salutation.displayName || "";
}

export function toAddressView(address: ApiAddress): AddressView {
  return {
    id: address.id,
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
