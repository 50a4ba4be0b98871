import type { StoreApi } from "../../.server/store-api.server";
import type { Answered, Schemas } from "../../lib/store-api-types";
import type { CountryView, SalutationView } from "../account/account";
import { loadCountries, loadSalutations } from "../account/account.server";
import { toAddressView, type AddressView, type ApiAddress } from "../account/customer";
import type { CartView } from "../cart/cart";
import { loadPageCart } from "../cart/cart.server";
import { toSessionView, type SessionCustomerFields, type SessionView } from "../shop/shop";
import { inShopOrder, toMethodView, type ApiMethod, type MethodView } from "./checkout";
import { freeShippingThreshold, shippingPriceFor, type PriceCurrency } from "./shipping-prices";

/** The context's customer: the session's fields and the addresses the checkout starts from. */
type ApiContextCustomer = SessionCustomerFields & {
  activeBillingAddress?: ApiAddress | null;
  activeShippingAddress?: ApiAddress | null;
  defaultBillingAddress?: ApiAddress | null;
  defaultShippingAddress?: ApiAddress | null;
};

/** The fields of the Store API context (Shopware's SalesChannelContext) the checkout reads. */
type ApiCheckoutContext = Answered<Schemas["SalesChannelContext"], "paymentMethod" | "shippingMethod" | "currency"> & {
  customer?: ApiContextCustomer | null;
};

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
  return (await api.client.invoke("readContext get /context")).data;
}

async function readMethods(api: StoreApi, kind: "payment" | "shipping"): Promise<ApiMethod[]> {
  const body = {
    onlyAvailable: true,
    associations: kind === "shipping" ? { deliveryTime: {}, prices: {} } : undefined,
  };
  const methods: readonly ApiMethod[] =
    kind === "payment"
      ? ((await api.client.invoke("readPaymentMethod post /payment-method", { body })).data.elements ?? [])
      : ((await api.client.invoke("readShippingMethod post /shipping-method", { body })).data.elements ?? []);
  return inShopOrder(methods);
}

async function loadMethods(api: StoreApi, kind: "payment" | "shipping"): Promise<MethodView[]> {
  return (await readMethods(api, kind)).map(toMethodView);
}

function priceCurrency(context: ApiCheckoutContext, cart: CartView): PriceCurrency {
  const factor = Number(context.currency?.factor ?? 1);
  return {
    id: context.currency?.id ?? "",
    factor: Number.isFinite(factor) && factor > 0 ? factor : 1,
    net: cart.taxStatus === "net",
  };
}

/** What shipping is calculated from: the goods (promotions are no delivery positions). */
function shippingBasis(cart: CartView) {
  const goods = cart.lineItems.filter((item) => item.good);
  return {
    quantity: goods.reduce((sum, item) => sum + item.quantity, 0),
    value: goods.reduce((sum, item) => sum + item.totalPrice, 0),
  };
}

/** Shipping methods with their price for this cart: the chosen one's from the cart itself, the others' from their matrix. */
async function loadShippingMethods(api: StoreApi, context: ApiCheckoutContext, cart: CartView): Promise<MethodView[]> {
  const currency = priceCurrency(context, cart);
  const basis = shippingBasis(cart);
  return (await readMethods(api, "shipping")).map((method) => ({
    ...toMethodView(method),
    price:
      method.id === context.shippingMethod?.id
        ? cart.shippingCosts
        : shippingPriceFor(method.prices ?? [], basis, currency),
  }));
}

/**
 * Free-shipping progress for the cart page: the context's shipping method's threshold (a free by-value tier of its
 * price matrix) against the goods value, or null when that method has no such tier (then the page shows nothing).
 */
export async function loadFreeShipping(
  api: StoreApi,
  cart: CartView,
): Promise<{ threshold: number; value: number } | null> {
  if (cart.isEmpty || cart.isVirtual) return null;
  const context = await readContext(api);
  const method = (await readMethods(api, "shipping")).find((entry) => entry.id === context.shippingMethod?.id);
  const threshold = method ? freeShippingThreshold(method.prices ?? [], priceCurrency(context, cart)) : null;
  return threshold === null ? null : { threshold, value: shippingBasis(cart).value };
}

export function loadPaymentMethods(api: StoreApi): Promise<MethodView[]> {
  return loadMethods(api, "payment");
}

async function loadAddresses(api: StoreApi): Promise<AddressView[]> {
  const response = await api.client.invoke("listAddress post /account/list-address", {
    body: { associations: { country: {}, countryState: {}, salutation: {} } },
  });
  return (response.data.elements ?? []).map(toAddressView);
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
    return {
      ...base,
      step: "identity",
      addresses: [],
      billingAddress: null,
      shippingAddress: null,
      shippingMethods: [],
      paymentMethods: [],
    };
  }
  const customer = context.customer ?? {};
  const [addresses, shippingMethods, paymentMethods] = await Promise.all([
    loadAddresses(api),
    loadShippingMethods(api, context, cart),
    loadMethods(api, "payment"),
  ]);
  const billing = customer.activeBillingAddress ?? customer.defaultBillingAddress;
  const shipping = customer.activeShippingAddress ?? customer.defaultShippingAddress;
  return {
    ...base,
    step: "details",
    addresses,
    // The address book has them with country and state; the context's copies may lack those associations.
    billingAddress: billing ? (addresses.find((address) => address.id === billing.id) ?? toAddressView(billing)) : null,
    shippingAddress: shipping
      ? (addresses.find((address) => address.id === shipping.id) ?? toAddressView(shipping))
      : null,
    shippingMethods,
    paymentMethods,
  };
}
