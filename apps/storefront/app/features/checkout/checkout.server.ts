import type { StoreApi } from "../../.server/store-api.server";
import type { CountryView, SalutationView } from "../account/account";
import { loadCountries, loadSalutations } from "../account/account.server";
import { toAddressView, type AddressView, type ApiAddress } from "../account/customer";
import type { CartView } from "../cart/cart";
import { loadPageCart } from "../cart/cart.server";
import { toSessionView, type ApiSessionCustomer, type SessionView } from "../shop/shop";
import { toMethodView, type ApiMethod, type MethodView } from "./checkout";

interface ApiContextCustomer extends ApiSessionCustomer {
  activeBillingAddress?: ApiAddress | null;
  activeShippingAddress?: ApiAddress | null;
  defaultBillingAddress?: ApiAddress | null;
  defaultShippingAddress?: ApiAddress | null;
}

interface ApiCheckoutContext {
  customer?: ApiContextCustomer | null;
  paymentMethod?: { id?: string | null } | null;
  shippingMethod?: { id?: string | null } | null;
}

export interface CheckoutData {
  cart: CartView;
  session: SessionView;
  /** "identity": log in, register or continue as guest first; "details": addresses, methods, review. */
  step: "identity" | "details";
  countries: CountryView[];
  salutations: SalutationView[];
  /** The customer's address book (logged-in customers and guests alike). */
  addresses: AddressView[];
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  shippingMethods: MethodView[];
  paymentMethods: MethodView[];
  shippingMethodId: string;
  paymentMethodId: string;
}

export async function readContext(api: StoreApi): Promise<ApiCheckoutContext> {
  return (await api.client.invoke("readContext get /context")).data as ApiCheckoutContext;
}

async function loadMethods(api: StoreApi, kind: "payment" | "shipping"): Promise<MethodView[]> {
  const body = { onlyAvailable: true, associations: kind === "shipping" ? { deliveryTime: {} } : undefined } as never;
  const response =
    kind === "payment"
      ? await api.client.invoke("readPaymentMethod post /payment-method", { body })
      : await api.client.invoke("readShippingMethod post /shipping-method", { body });
  return (((response.data as { elements?: ApiMethod[] }).elements ?? []) as ApiMethod[]).map(toMethodView);
}

export function loadPaymentMethods(api: StoreApi): Promise<MethodView[]> {
  return loadMethods(api, "payment");
}

async function loadAddresses(api: StoreApi): Promise<AddressView[]> {
  const response = await api.client.invoke("listAddress post /account/list-address", {
    body: { associations: { country: {}, countryState: {}, salutation: {} } } as never,
  });
  return (((response.data as { elements?: ApiAddress[] }).elements ?? []) as ApiAddress[]).map(toAddressView);
}

/** Everything the checkout page shows, for the step the shopper is at. */
export async function loadCheckout(api: StoreApi): Promise<CheckoutData> {
  const [cart, context] = await Promise.all([loadPageCart(api), readContext(api)]);
  const session = toSessionView(context.customer);
  const [countries, salutations] = await Promise.all([loadCountries(api), loadSalutations(api)]);
  const base = {
    cart,
    session,
    countries,
    salutations,
    shippingMethodId: context.shippingMethod?.id ?? "",
    paymentMethodId: context.paymentMethod?.id ?? "",
  };
  if (!session.customer) {
    return { ...base, step: "identity", addresses: [], billingAddress: null, shippingAddress: null, shippingMethods: [], paymentMethods: [] };
  }
  const customer = context.customer ?? {};
  const [addresses, shippingMethods, paymentMethods] = await Promise.all([loadAddresses(api), loadMethods(api, "shipping"), loadMethods(api, "payment")]);
  const billing = customer.activeBillingAddress ?? customer.defaultBillingAddress;
  const shipping = customer.activeShippingAddress ?? customer.defaultShippingAddress;
  return {
    ...base,
    step: "details",
    addresses,
    // The address book has them with country and state; the context's copies may lack those associations.
    billingAddress: billing ? (addresses.find((address) => address.id === billing.id) ?? toAddressView(billing)) : null,
    shippingAddress: shipping ? (addresses.find((address) => address.id === shipping.id) ?? toAddressView(shipping)) : null,
    shippingMethods,
    paymentMethods,
  };
}
