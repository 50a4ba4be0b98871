import { redirect } from "react-router";
import { createStoreApi, type StoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import { flashFor, type Flash } from "../../lib/flash";
import { localizePath, type Locale } from "../../lib/i18n";
import { safeRedirectPath } from "../../lib/safe-redirect";
import { apiErrorEntries } from "../forms/api-errors";
import { toCustomerView, type ApiCustomer, type CustomerView } from "./customer";

/** The customer with what the account pages show of them (default addresses with country, state, salutation). */
const ADDRESS_ASSOCIATIONS = { associations: { country: {}, countryState: {}, salutation: {} } };
export const CUSTOMER_CRITERIA = {
  // No defaultPaymentMethod: Shopware 6.7's customer has none (CustomerDefinition), so asking for it is a 400.
  associations: {
    salutation: {},
    defaultBillingAddress: ADDRESS_ASSOCIATIONS,
    defaultShippingAddress: ADDRESS_ASSOCIATIONS,
  },
};

/**
 * The response headers of a page or action that carries the shopper's session: the rotated context-token
 * cookie, any extra cookies (a flash), and no caching anywhere.
 */
export function sessionHeaders(api: StoreApi, ...cookies: string[]): Headers {
  const headers = api.responseHeaders();
  headers.set("Cache-Control", "private, no-store");
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A 303 to `target` (a localized same-origin path) carrying the session cookie and an optional notice. */
export async function redirectWithNotice(
  request: Request,
  api: StoreApi,
  target: string,
  flash?: Flash,
): Promise<Response> {
  return redirect(safeRedirectPath(target), {
    status: 303,
    headers: sessionHeaders(api, ...(flash ? [await flashFor(request, flash)] : [])),
  });
}

/** Where to go after logging in: a same-origin `redirectTo` or the account overview. */
export function afterLoginPath(redirectTo: string | null | undefined, locale: Locale): string {
  const safe = safeRedirectPath(redirectTo);
  return safe === "/" && redirectTo !== "/" ? localizePath("/account", locale) : safe;
}

/** The login page that brings the shopper back to `url` afterwards. */
export function loginPathFor(url: URL, locale: Locale): string {
  const back = `${url.pathname}${url.search}`;
  return `${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(back)}`;
}

/** Reads the session's customer; null when there is none, it is a guest or not active (spec §4: not logged in). */
export async function readLoggedInCustomer(api: StoreApi): Promise<CustomerView | null> {
  if (!api.hasSession) return null;
  try {
    const response = await api.client.invoke("readCustomer post /account/customer", {
      body: CUSTOMER_CRITERIA,
    });
    const customer: ApiCustomer & { active?: boolean | null } = response.data;
    if (!customer?.id || customer.guest || customer.active === false) return null;
    return toCustomerView(customer);
  } catch (error) {
    const { status } = apiErrorEntries(error);
    if (status === 401 || status === 403) return null;
    throw storeApiErrorResponse(error);
  }
}

/**
 * The guard of every /account* page: the logged-in customer, or a redirect to the login page that returns
 * here afterwards (guests and visitors alike). Each page loader calls it, as loaders run in parallel.
 */
export async function requireCustomer(request: Request): Promise<{ api: StoreApi; customer: CustomerView }> {
  const api = await createStoreApi(request);
  const customer = await readLoggedInCustomer(api);
  if (!customer) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url, api.locale), { status: 303, headers: sessionHeaders(api) });
  }
  return { api, customer };
}
