import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../seed/demo-customer.js";
import { createTestApp, STOREFRONT_URL, type TestApp } from "../helpers.js";

// Issue 11: the official Shopware Frontends vue-demo-store (Nuxt, unchanged) must run on this backend. The file next
// to this test holds every distinct Store API request that client sent during a shopper walk over the demo shop (ids
// are our seed's) with the status Shopware 6.7 answers. This replays them in order on a fresh seed, carrying the
// session as @shopware/api-client does (the `sw-context-token` of every response is sent with the next request), and
// checks Shopware's status and the fields the client reads (packages/composables, templates/vue-demo-store).

type Json = Record<string, unknown>;
interface RecordedRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  shopwareStatus: number;
  needsCustomer?: boolean;
}

const recording = JSON.parse(readFileSync(new URL("./vue-demo-store-requests.json", import.meta.url), "utf8")) as {
  requests: RecordedRequest[];
};

/** The storefront origin of the walk (a sales-channel domain there); ours is the test seed's. */
const WALK_STOREFRONT_URL = "http://127.0.0.1:3202";

/** The order the walk placed at `POST /checkout/order`; later requests name it, and read the one our checkout placed. */
const WALK_ORDER_ID = "a53b01989d1844fcbefb43772a203582";

let t: TestApp;
let placedOrderId: string | undefined;
let registrations = 0;
const runId = Date.now().toString(36);

/**
 * The walk's sessions. The shopper browses, switches language, fills the cart and checks out as a guest in one
 * session; the account pages ran as the demo customer; each registration ran from a fresh, anonymous session.
 */
type Session = { token?: string };
const shopper: Session = {};
let customer: Session | undefined;
let guestCheckout = false;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const asJson = (response: LightMyRequestResponse): Json => (response.body ? (JSON.parse(response.body) as Json) : {});
const list = (value: unknown): Json[] => {
  expect(Array.isArray(value), `expected an array, got ${JSON.stringify(value)?.slice(0, 200)}`).toBe(true);
  return value as Json[];
};
const object = (value: unknown, label: string): Json => {
  expect(
    value !== null && typeof value === "object" && !Array.isArray(value),
    `${label} is an object: ${JSON.stringify(value)?.slice(0, 200)}`,
  ).toBe(true);
  return value as Json;
};
const translatedName = (entity: unknown, label: string): string => {
  const name = object(object(entity, label).translated, `${label}.translated`).name;
  expect(typeof name === "string" && name.length > 0, `${label}.translated.name: ${JSON.stringify(name)}`).toBe(true);
  return name as string;
};

/** Sends one request in a session and keeps the token the answer carries, as the client does. */
async function send(
  session: Session,
  method: RecordedRequest["method"],
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await t.api(method, path, { body: body ?? undefined, token: session.token, headers });
  const next = response.headers["sw-context-token"];
  if (typeof next === "string" && next) session.token = next;
  return response;
}

/** The demo customer's session, logging in (again) when it has no customer. */
async function demoCustomer(): Promise<Session> {
  if (customer) {
    const context = asJson(await send(customer, "GET", "/context", undefined));
    if ((context.customer as Json | null)?.email === DEMO_CUSTOMER.email) return customer;
  }
  customer = {};
  const login = await send(customer, "POST", "/account/login", {
    username: DEMO_CUSTOMER.email,
    password: DEMO_CUSTOMER.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  return customer;
}

/** The session the walk sent a request in (see Session). */
async function sessionFor(request: RecordedRequest, path: string, body: unknown): Promise<Session> {
  if (path === "/account/login") return (customer = {});
  if (path === "/account/register") return (body as Json).guest === true ? shopper : {};
  // A request that needs a customer and that Shopware answered 403 was sent without one (the checkout page asks for
  // addresses before anyone logs in).
  if (!request.needsCustomer || request.shopwareStatus >= 400) return shopper;
  // The guest checkout: the guest places the order and reads it in the shopper's session.
  if (guestCheckout && (path === "/checkout/order" || (placedOrderId && JSON.stringify(body).includes(placedOrderId))))
    return shopper;
  return demoCustomer();
}

/** The recorded request with the walk's one-off values replaced: a fresh e-mail per registration, our placed order. */
function prepare(request: RecordedRequest): { path: string; body: unknown } {
  let text = JSON.stringify({ path: request.path, body: request.body ?? null });
  if (placedOrderId) text = text.replaceAll(WALK_ORDER_ID, placedOrderId);
  text = text.replaceAll(WALK_STOREFRONT_URL, STOREFRONT_URL);
  const prepared = JSON.parse(text) as { path: string; body: unknown };
  if (request.path === "/store-api/account/register") {
    const body = prepared.body as Json;
    body.email = `replay-${runId}-${++registrations}@example.com`;
  }
  return { path: prepared.path.replace(/^\/store-api/, ""), body: prepared.body };
}

const listing = (body: Json) => {
  list(body.elements);
  const aggregations = object(body.aggregations, "aggregations");
  // getListingFilters (packages/helpers) builds the filter panel from these.
  for (const name of ["manufacturer", "properties", "price", "rating", "shipping-free"])
    expect(aggregations, `aggregation ${name}`).toHaveProperty(name);
  const current = object(body.currentFilters, "currentFilters");
  for (const name of ["manufacturer", "properties", "price", "rating", "shipping-free", "navigationId"])
    expect(current, `currentFilters.${name}`).toHaveProperty(name);
  list(current.manufacturer);
  list(current.properties);
  object(current.price, "currentFilters.price");
  return { aggregations, current };
};

const cart = (body: Json) => {
  expect(body.apiAlias).toBe("cart");
  // useCart reads `errors` (an object keyed by error, or [] when empty, as PHP serialises an empty collection).
  expect(body.errors !== undefined && body.errors !== null && typeof body.errors === "object").toBe(true);
  object(body.price, "cart.price");
  return list(body.lineItems);
};

const cmsPage = (page: unknown, label: string) => {
  const sections = list(object(page, label).sections);
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections)
    for (const block of list(section.blocks))
      for (const slot of list(block.slots)) expect(typeof slot.type).toBe("string");
};

/** The checks of what the client reads from each answer, by path. */
async function checkAnswer(index: number, request: RecordedRequest, path: string, body: Json): Promise<void> {
  if (path === "/context") {
    expect(body.apiAlias).toBe("sales_channel_context");
    expect(typeof body.token).toBe("string");
  } else if (path === "/language") {
    const languages = list(body.elements);
    expect(languages.length).toBeGreaterThanOrEqual(3);
    // LanguageSwitcher shows translationCode.translated.name; Shopware sends every translatable field there.
    for (const language of languages) {
      const locale = object(language.translationCode, "translationCode");
      expect(typeof locale.code).toBe("string");
      translatedName(locale, `locale ${String(locale.code)}`);
      expect(object(locale.translated, "locale.translated")).toHaveProperty("territory");
      expect(object(locale.translated, "locale.translated")).toHaveProperty("customFields");
      expect(typeof language.name).toBe("string");
    }
  } else if (path.startsWith("/navigation/")) {
    for (const category of list(body)) translatedName(category, "navigation category");
  } else if (path.startsWith("/breadcrumb/")) {
    for (const crumb of list(body)) translatedName(crumb, "breadcrumb");
  } else if (path.startsWith("/category/")) {
    expect(body.apiAlias).toBe("category");
    expect(body.id).toBe(path.split("/")[2]);
    translatedName(body, "category");
    expect(body).toHaveProperty("media");
    cmsPage(body.cmsPage, "category.cmsPage");
  } else if (path === "/seo-url") {
    const value = (((request.body as Json).filter as Json[])[0].value as string) ?? "";
    const urls = list(body.elements);
    if (value.startsWith("this-page-does-not-exist")) expect(urls).toEqual([]);
    // The client tries the path as typed, then lower-cased; the lower-cased one is the seeded URL.
    if (value === value.toLowerCase() && !value.startsWith("this-page-does-not-exist"))
      expect(urls.length, `a seo url for ${value}`).toBeGreaterThan(0);
    for (const url of urls) expect(String(url.seoPathInfo).toLowerCase()).toBe(value.toLowerCase());
  } else if (path.startsWith("/product-listing/")) {
    const { current } = listing(body);
    const sent = request.body as Json;
    if (typeof sent.manufacturer === "string" && sent.manufacturer)
      expect(current.manufacturer).toEqual(sent.manufacturer.split("|"));
    if (sent.order) expect(body.sorting).toBe(sent.order);
    if (sent.p) {
      expect(body.page).toBe(Number(sent.p));
      expect(body.limit).toBe(Number(sent.limit));
      expect(list(body.elements)).toHaveLength(Number(sent.limit));
    }
  } else if (path.startsWith("/product/")) {
    const product = object(body.product, "product");
    expect(product.id).toBe(path.split("/")[2]);
    translatedName(product, "product");
    // The associations the client asked for come back: loaded where there is data, else empty as Shopware sends them.
    expect(product).toHaveProperty("openGraphMedia");
    list(product.media);
    list(product.seoUrls);
    expect(list(product.seoUrls).length).toBeGreaterThan(0);
    expect(product).toHaveProperty("cmsPage");
    if (product.cmsPage !== null) cmsPage(product.cmsPage, "product.cmsPage");
    list(body.configurator);
  } else if (path === "/search") {
    list(body.elements);
    expect(list(body.elements).length).toBeGreaterThan(0);
    object(body.aggregations, "aggregations");
    object(body.currentFilters, "currentFilters");
    if ((request.body as Json).aggregations) {
      const aggregations = object(body.aggregations, "aggregations");
      for (const name of ["categories", "manufacturer_ids_counter", "option_ids_counter", "property_ids_counter"])
        expect(aggregations, `aggregation ${name}`).toHaveProperty(name);
    }
  } else if (path === "/country") {
    for (const country of list(body.elements)) {
      translatedName(country, "country");
      list(country.states);
    }
  } else if (path.startsWith("/shipping-method")) {
    const methods = list(body.elements);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      translatedName(method, "shipping method");
      list(method.prices);
    }
  } else if (path === "/payment-method") {
    for (const method of list(body.elements)) translatedName(method, "payment method");
  } else if (path === "/salutation") {
    const salutations = list(body.elements);
    expect(salutations.length).toBeGreaterThan(0);
    for (const salutation of salutations) object(salutation.translated, "salutation.translated");
  } else if (path === "/account/login") {
    expect(body).toHaveProperty("redirectUrl");
  } else if (path === "/customer/wishlist") {
    list(object(body.products, "wishlist.products").elements);
  } else if (path === "/account/customer") {
    expect(body.email).toBe(DEMO_CUSTOMER.email);
  } else if (path === "/account/change-profile") {
    expect(body.success ?? true).toBe(true);
  } else if (path === "/order") {
    const orders = list(object(body.orders, "orders").elements);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) translatedName(order.stateMachineState, "order.stateMachineState");
    const ids = (request.body as Json).ids as string[] | undefined;
    if (ids) {
      const order = orders[0];
      expect(list(order.lineItems).length).toBeGreaterThan(0);
      list(order.addresses);
      for (const delivery of list(order.deliveries)) {
        translatedName(delivery.shippingMethod, "delivery.shippingMethod");
        translatedName(delivery.stateMachineState, "delivery.stateMachineState");
        object(delivery.shippingOrderAddress, "delivery.shippingOrderAddress");
      }
      for (const transaction of list(order.transactions)) {
        translatedName(transaction.paymentMethod, "transaction.paymentMethod");
        translatedName(transaction.stateMachineState, "transaction.stateMachineState");
      }
    }
  } else if (path === "/product") {
    const sent = request.body as Json;
    const products = list(body.elements);
    if (Array.isArray(sent.ids)) {
      expect(products.map((p) => p.id).sort()).toEqual([...(sent.ids as string[])].sort());
      for (const product of products) translatedName(product, "product");
    } else {
      // The variant switch: the variant of `parentId` that has every option asked for (optionIds "contains").
      const filters = sent.filter as { field: string; value: string }[];
      const optionIds = filters.filter((f) => f.field === "optionIds").map((f) => f.value);
      expect(products, "a variant found by its options").toHaveLength(1);
      const variant = asJson(await t.api("POST", "/product", { body: { ids: [products[0].id] } }));
      const found = list(variant.elements)[0];
      expect(found.parentId).toBe(filters.find((f) => f.field === "parentId")?.value);
      for (const id of optionIds) expect(found.optionIds).toContain(id);
      list(products[0].seoUrls);
    }
  } else if (path === "/checkout/cart" || path === "/checkout/cart/line-item") {
    const items = cart(body);
    const sent = request.body as Json | null;
    const first = (sent?.items as Json[] | undefined)?.[0];
    if (first?.type === "promotion")
      expect(
        items.some((item) => item.type === "promotion"),
        "the promotion code's discount is in the cart",
      ).toBe(true);
    else if (first) expect(items.find((item) => item.referencedId === first.id)?.quantity).toBe(first.quantity);
  } else if (path === "/checkout/order") {
    expect(body.apiAlias).toBe("order");
    expect(typeof body.id).toBe("string");
  } else if (path === "/handle-payment") {
    expect(body).toHaveProperty("redirectUrl");
  } else if (path === "/account/newsletter-recipient") {
    expect(body.apiAlias).toBe("account_newsletter_recipient");
  } else if (path.startsWith("/customer/wishlist/")) {
    expect(body.success).toBe(true);
  } else if (path === "/account/list-address" || (path === "/context" && request.method === "PATCH")) {
    // status only
  } else {
    void index;
  }
}

/**
 * Where our seed's data, not our code, makes Shopware's answer differ from the recording. #47 and #52 register
 * zipcode "80331" (Munich) in the country 3aefb287… which is Austria in our seed, with checkPostalCodePattern on and
 * the pattern \d{4}; the recording's 200 comes from stock country data, where that check is off. Shopware's
 * CustomerZipCodeValidator (Checkout/Customer/Validation/Constraint) answers this data with the same 400, and the
 * walk's next registrations (#64, #69, zipcode "1010") pass. The test below pins the bodies, so the override cannot
 * cover any other request.
 */
const AUSTRIA = "3aefb28704c4965cb9c1d6ce3f99d911";
const SEED_DIFFERENCES: Record<number, { status: number; code: string }> = {
  47: { status: 400, code: "VIOLATION::ZIP_CODE_INVALID" },
  52: { status: 400, code: "VIOLATION::ZIP_CODE_INVALID" },
};

describe("vue-demo-store requests replayed on a fresh seed", () => {
  it("the recording is the one issue 11 describes", () => {
    expect(recording.requests.length).toBe(70);
  });

  it("the seed differences cover only German postcodes registered in Austria", () => {
    for (const index of Object.keys(SEED_DIFFERENCES).map(Number)) {
      const billing = ((recording.requests[index].body ?? {}) as Json).billingAddress as Json;
      expect(recording.requests[index].path).toBe("/store-api/account/register");
      expect(billing).toMatchObject({ zipcode: "80331", countryId: AUSTRIA });
    }
  });

  recording.requests.forEach((request, index) => {
    it(`#${index} ${request.method} ${request.path} → ${request.shopwareStatus}`, async () => {
      const { path, body } = prepare(request);
      const session = await sessionFor(request, path, body);
      const response = await send(session, request.method, path, body, request.headers ?? {});
      const difference = SEED_DIFFERENCES[index];
      if (difference) {
        expect(response.statusCode, response.body.slice(0, 600)).toBe(difference.status);
        expect((asJson(response).errors as Json[]).map((error) => error.code)).toContain(difference.code);
        return;
      }
      expect(response.statusCode, response.body.slice(0, 600)).toBe(request.shopwareStatus);
      if (response.statusCode >= 300) return;
      const answer = asJson(response);
      if (path === "/checkout/order") placedOrderId = answer.id as string;
      if (path === "/account/register") {
        if ((body as Json).guest === true) guestCheckout = true;
        expect(answer.apiAlias).toBe("customer");
        expect(answer.email).toMatch(/^replay-/);
        return;
      }
      if (request.method === "PATCH" && path === "/context") {
        // ContextTokenResponse: the token in the header, only redirectUrl in the body.
        expect(typeof response.headers["sw-context-token"]).toBe("string");
        expect(answer).toHaveProperty("redirectUrl");
        return;
      }
      await checkAnswer(index, request, path.split("?")[0], answer);
    });
  });
});
