import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryId, paymentMethodId } from "../../seed/reference.js";
import { logIn } from "../../src/modules/customer/customer.test-helpers.js";
import { addToCart, createCustomer, pickProduct, placeOrder, setPaymentMethod, STOREFRONT, type TestCustomer } from "../../src/modules/order/order.fixtures.js";
import { expectEnvelope } from "../conformance/conformance.js";
import { createTestApp, type TestApp } from "../helpers.js";

/**
 * Customer B (a second registered account) — and an anonymous visitor — attempting everything on customer A's data
 * (and a guest's). Each attempt is refused with Shopware's status and code, changes nothing, and answers the same
 * as for an id that does not exist, so not even the existence of A's rows leaks. One world is built once; every
 * case only reads it or changes B's side, so the cases do not depend on their order.
 */

type Json = Record<string, unknown>;
const PASSWORD = "secret123";
const REVIEW_TEXT = "Sturdy, warm and exactly the colour of the photos; I would buy it again.";
const UNKNOWN_ID = "0123456789abcdef0123456789abcdef";

let t: TestApp;
let a: TestCustomer;
let b: TestCustomer;
let guest: TestCustomer;
const world = {
  aOrder: {} as Json,
  bOrder: {} as Json,
  guestOrder: {} as Json,
  aSecondAddressId: "",
  aDocument: { id: "", code: "" },
  bDocument: { id: "", code: "" },
  guestDocument: { id: "", code: "" },
  aUnpaidDownload: { orderId: "", downloadId: "" },
  aPaidDownload: { orderId: "", downloadId: "" },
  aPaymentToken: "",
  aWishlistProductId: "",
  aReviewId: "",
  reviewProductId: "",
};

const api = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, token: string | undefined, body?: unknown) => t.api(method, path, { token, ...(body !== undefined ? { body } : {}) });
const readOrders = (token: string | undefined, body: Json) => api("POST", "/order", token, body);
const orderIdsOf = (response: LightMyRequestResponse) => ((response.json() as { orders: { elements: Json[] } }).orders.elements ?? []).map((o) => o.id);
const addressIdsOf = async (customer: TestCustomer, body: Json = {}) => ((await api("POST", "/account/list-address", customer.token, body)).json() as { elements: Json[] }).elements.map((x) => x.id);
const wishlistOf = async (customer: TestCustomer, body: Json = {}) => {
  const response = await api("POST", "/customer/wishlist", customer.token, body);
  return response.statusCode === 404 ? [] : (response.json() as { products: { elements: Json[] } }).products.elements.map((p) => p.id);
};
const documentOf = async (orderId: string) => {
  const row = await t.db.selectFrom("document").select(["id", "deep_link_code"]).where("order_id", "=", orderId).executeTakeFirstOrThrow();
  return { id: row.id, code: row.deep_link_code };
};
const row = (table: "order" | "customer_address" | "customer" | "product_review", id: string) => t.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const transactionStates = async (orderId: string) => (await t.db.selectFrom("order_transaction").select("state").where("order_id", "=", orderId).orderBy("created_at").execute()).map((r) => r.state);

async function startPayment(customer: TestCustomer, orderId: string): Promise<string> {
  const response = await api("POST", "/handle-payment", customer.token, { orderId, finishUrl: `${STOREFRONT}/done`, errorUrl: `${STOREFRONT}/failed` });
  expect(response.statusCode, response.body).toBe(200);
  return ((response.json() as { redirectUrl: string }).redirectUrl.split("/").pop() as string);
}

const finalize = (token: string, decision: "approve" | "decline") =>
  t.app.inject({ method: "POST", url: `/payment/finalize-transaction?_sw_payment_token=${encodeURIComponent(token)}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `decision=${decision}` });

async function digitalOrder(customer: TestCustomer, paid: boolean): Promise<{ orderId: string; downloadId: string }> {
  await setPaymentMethod(t, customer.token, "demo-gateway");
  const order = await placeOrder(t, customer, (await pickProduct(t, "digital")).id);
  const download = await t.db
    .selectFrom("order_line_item_download as d")
    .innerJoin("order_line_item as li", "li.id", "d.order_line_item_id")
    .select("d.id")
    .where("li.order_id", "=", order.id as string)
    .executeTakeFirstOrThrow();
  if (paid) expect((await finalize(await startPayment(customer, order.id as string), "approve")).statusCode).toBe(302);
  return { orderId: order.id as string, downloadId: download.id };
}

beforeAll(async () => {
  t = await createTestApp();
  [a, b, guest] = [await createCustomer(t), await createCustomer(t), await createCustomer(t, { guest: true })];
  const product = await pickProduct(t);
  world.aOrder = await placeOrder(t, a, product.id);
  world.bOrder = await placeOrder(t, b, product.id);
  world.guestOrder = await placeOrder(t, guest, product.id);
  world.aDocument = await documentOf(world.aOrder.id as string);
  world.bDocument = await documentOf(world.bOrder.id as string);
  world.guestDocument = await documentOf(world.guestOrder.id as string);
  const second = await api("POST", "/account/address", a.token, { firstName: "Ada", lastName: "Second", street: "Zweite Straße 2", zipcode: "20095", city: "Hamburg", countryId: countryId("DE") });
  expect(second.statusCode, second.body).toBe(200);
  world.aSecondAddressId = (second.json() as Json).id as string;
  world.aUnpaidDownload = await digitalOrder(a, false);
  world.aPaidDownload = await digitalOrder(a, true);
  world.aPaymentToken = await startPayment(a, world.aUnpaidDownload.orderId);
  world.aWishlistProductId = (await pickProduct(t, "physical", 3)).id;
  expect((await api("POST", `/customer/wishlist/add/${world.aWishlistProductId}`, a.token)).statusCode).toBe(200);
  world.reviewProductId = (await pickProduct(t, "physical", 4)).id;
  expect((await api("POST", `/product/${world.reviewProductId}/review`, a.token, { title: "A's review", content: REVIEW_TEXT, points: 5 })).statusCode).toBe(204);
  world.aReviewId = (await t.db.selectFrom("product_review").select("id").where("customer_id", "=", a.id).executeTakeFirstOrThrow()).id as string;
  // A keeps something in the cart, which B must never see.
  await addToCart(t, a.token, (await pickProduct(t, "physical", 5)).id, 2);
  await setPaymentMethod(t, b.token, "invoice");
});
afterAll(async () => t?.close());

describe("orders", () => {
  it("readOrder by A's order id answers B with an empty list, as for an unknown id", async () => {
    for (const ids of [[world.aOrder.id], [UNKNOWN_ID]]) {
      const response = await readOrders(b.token, { ids });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { orders: { total: number } }).orders.total).toBe(0);
    }
  });

  it("readOrder criteria filters on A's ids (id, customer, orderCustomer, deep link) never widen B's list beyond B's own orders", async () => {
    const filters = [
      { type: "equals", field: "id", value: world.aOrder.id },
      { type: "equalsAny", field: "id", value: [world.aOrder.id, world.guestOrder.id] },
      { type: "equals", field: "orderCustomer.customerId", value: a.id },
      { type: "equals", field: "deepLinkCode", value: world.aOrder.deepLinkCode },
      { type: "multi", operator: "or", queries: [{ type: "equals", field: "id", value: world.aOrder.id }, { type: "equals", field: "id", value: world.bOrder.id }] },
    ];
    for (const filter of filters) {
      const response = await readOrders(b.token, { filter: [filter] });
      expect(response.statusCode, JSON.stringify(filter)).toBe(200);
      for (const id of orderIdsOf(response)) expect(id, JSON.stringify(filter)).toBe(world.bOrder.id);
    }
    // An unfiltered read is exactly B's order.
    expect(orderIdsOf(await readOrders(b.token, {}))).toEqual([world.bOrder.id]);
  });

  it("readOrder by A's orderNumber finds nothing for B", async () => {
    const response = await readOrders(b.token, { filter: [{ type: "equals", field: "orderNumber", value: world.aOrder.orderNumber }] });
    expect((response.json() as { orders: { total: number } }).orders.total).toBe(0);
  });

  it("cancel of A's order by B: 404 CHECKOUT__ORDER_ORDER_NOT_FOUND (as for an unknown id); the order stays open", async () => {
    for (const orderId of [world.aOrder.id, UNKNOWN_ID]) expectEnvelope(await api("POST", "/order/state/cancel", b.token, { orderId }), 404, "CHECKOUT__ORDER_ORDER_NOT_FOUND");
    expect((await row("order", world.aOrder.id as string)).state).toBe("open");
  });

  it("orderSetPayment on A's order by B: 404 FRAMEWORK__ENTITY_NOT_FOUND (as for an unknown id); A's transactions untouched", async () => {
    const before = await transactionStates(world.aOrder.id as string);
    for (const orderId of [world.aOrder.id, UNKNOWN_ID]) expectEnvelope(await api("POST", "/order/payment", b.token, { orderId, paymentMethodId: paymentMethodId("invoice") }), 404, "FRAMEWORK__ENTITY_NOT_FOUND");
    expect(await transactionStates(world.aOrder.id as string)).toEqual(before);
  });

  it("handle-payment with A's orderId by B: 404 CHECKOUT__INVALID_ORDER_ID (as for an unknown id); no payment token is issued", async () => {
    const tokens = async () => Number((await t.db.selectFrom("payment_token").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await tokens();
    for (const orderId of [world.aUnpaidDownload.orderId, UNKNOWN_ID]) expectEnvelope(await api("POST", "/handle-payment", b.token, { orderId }), 404, "CHECKOUT__INVALID_ORDER_ID");
    expect(await tokens()).toBe(before);
  });
});

describe("payment tokens", () => {
  it("a token only ever finalizes its own order's transaction: another order's token cannot pay B's order, a guessed token is refused", async () => {
    await setPaymentMethod(t, b.token, "demo-gateway");
    const bOrder = await placeOrder(t, b, (await pickProduct(t)).id);
    await setPaymentMethod(t, b.token, "invoice");
    const bToken = await startPayment(b, bOrder.id as string);
    expect(bToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bToken).not.toBe(world.aPaymentToken);
    expectEnvelope(await finalize("A".repeat(43), "approve"), 400, "CHECKOUT__INVALID_PAYMENT_TOKEN");
    // Declining with B's token moves B's transaction only; A's stays open.
    expect((await finalize(bToken, "decline")).statusCode).toBe(302);
    expect(await transactionStates(bOrder.id as string)).toContain("failed");
    expect(await transactionStates(world.aUnpaidDownload.orderId)).toEqual(["open"]);
    // Each token's gateway page shows its own order, never the other's.
    const page = async (token: string) => (await t.app.inject({ method: "GET", url: `/payment/demo-gateway/${encodeURIComponent(token)}` })).body;
    const aOrderNumber = String((await row("order", world.aUnpaidDownload.orderId)).order_number);
    expect(await page(world.aPaymentToken)).toContain(aOrderNumber);
    expect(await page(world.aPaymentToken)).not.toContain(String(bOrder.orderNumber));
  });
});

describe("addresses", () => {
  it("list-address with A's address ids or a filter on A's customer id returns only B's addresses", async () => {
    const aAddresses = [a.billingAddressId, world.aSecondAddressId];
    expect(await addressIdsOf(b, { ids: aAddresses })).toEqual([]);
    for (const filter of [{ type: "equals", field: "customerId", value: a.id }, { type: "equalsAny", field: "id", value: aAddresses }]) {
      expect(await addressIdsOf(b, { filter: [filter] })).toEqual([]);
    }
    expect(await addressIdsOf(b)).toEqual([b.billingAddressId]);
  });

  it("update of A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND (as for an unknown id); unchanged", async () => {
    const body = { firstName: "Mallory", lastName: "B", street: "Hacked 1", zipcode: "00000", city: "Hacked", countryId: countryId("DE") };
    for (const id of [world.aSecondAddressId, UNKNOWN_ID]) expectEnvelope(await api("PATCH", `/account/address/${id}`, b.token, body), 400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
    expect((await row("customer_address", world.aSecondAddressId)).city).toBe("Hamburg");
  });

  it("update through the body's id or customerId fields only ever writes B's own rows", async () => {
    const created = await api("POST", "/account/address", b.token, { id: world.aSecondAddressId, customerId: a.id, firstName: "B", lastName: "Own", street: "Eigene 1", zipcode: "50667", city: "Köln", countryId: countryId("DE") });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as Json;
    expect(body.id).not.toBe(world.aSecondAddressId);
    expect(body.customerId).toBe(b.id);
    expect((await row("customer_address", world.aSecondAddressId)).customer_id).toBe(a.id);
  });

  it("delete of A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; it still exists", async () => {
    for (const id of [world.aSecondAddressId, UNKNOWN_ID]) expectEnvelope(await api("DELETE", `/account/address/${id}`, b.token), 400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
    expect((await row("customer_address", world.aSecondAddressId)).id).toBe(world.aSecondAddressId);
  });

  it("default billing and shipping set to A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; both customers' defaults unchanged", async () => {
    for (const kind of ["default-billing", "default-shipping"]) {
      for (const id of [world.aSecondAddressId, UNKNOWN_ID]) expectEnvelope(await api("PATCH", `/account/address/${kind}/${id}`, b.token), 400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
    }
    const [aRow, bRow] = [await row("customer", a.id), await row("customer", b.id)];
    expect([aRow.default_billing_address_id, aRow.default_shipping_address_id]).toEqual([a.billingAddressId, a.shippingAddressId]);
    expect([bRow.default_billing_address_id, bRow.default_shipping_address_id]).toEqual([b.billingAddressId, b.shippingAddressId]);
  });

  it("PATCH /context with A's billingAddressId or shippingAddressId: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; B's context keeps B's addresses", async () => {
    for (const field of ["billingAddressId", "shippingAddressId"]) {
      for (const id of [world.aSecondAddressId, UNKNOWN_ID]) expectEnvelope(await api("PATCH", "/context", b.token, { [field]: id }), 400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND");
    }
    const context = (await api("GET", "/context", b.token)).json() as { customer: { activeBillingAddress: Json; activeShippingAddress: Json } };
    expect([context.customer.activeBillingAddress.id, context.customer.activeShippingAddress.id]).toEqual([b.billingAddressId, b.shippingAddressId]);
  });

  it("createOrder cannot be pointed at A's addresses: address ids in the body are ignored, the order ships to B", async () => {
    await addToCart(t, b.token, (await pickProduct(t)).id);
    const response = await api("POST", "/checkout/order", b.token, { billingAddressId: world.aSecondAddressId, shippingAddressId: world.aSecondAddressId, customerId: a.id });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const order = response.json() as Json;
    const billing = await t.db.selectFrom("order_address").selectAll().where("id", "=", order.billingAddressId as string).executeTakeFirstOrThrow();
    expect(billing.city).toBe("Berlin");
    expect(billing.street).not.toBe("Zweite Straße 2");
    expect((await row("order", order.id as string)).customer_id).toBe(b.id);
  });
});

describe("wishlist", () => {
  it("B's wishlist read never shows A's products, not even when B's criteria name them", async () => {
    expect(await wishlistOf(b)).not.toContain(world.aWishlistProductId);
    expect(await wishlistOf(b, { ids: [world.aWishlistProductId] })).toEqual([]);
    expect(await wishlistOf(b, { filter: [{ type: "equals", field: "id", value: world.aWishlistProductId }] })).toEqual([]);
  });

  it("B removing A's wishlisted product: 404 (B's list does not hold it); A's list unchanged", async () => {
    const response = await api("DELETE", `/customer/wishlist/delete/${world.aWishlistProductId}`, b.token);
    expect(response.statusCode).toBe(404);
    expect(await wishlistOf(a)).toContain(world.aWishlistProductId);
  });

  it("B adding or merging A's product ids fills only B's list; A's list unchanged", async () => {
    const before = await wishlistOf(a);
    expect((await api("POST", `/customer/wishlist/add/${world.aWishlistProductId}`, b.token)).statusCode).toBe(200);
    const merged = await api("POST", "/customer/wishlist/merge", b.token, { productIds: [world.aWishlistProductId, world.reviewProductId], customerId: a.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await wishlistOf(b)).toEqual(expect.arrayContaining([world.aWishlistProductId, world.reviewProductId]));
    expect(await wishlistOf(a)).toEqual(before);
  });
});

describe("downloads", () => {
  it("A's unpaid download with A's ids: 404 CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND for B, the same answer A gets before paying", async () => {
    const url = `/order/download/${world.aUnpaidDownload.orderId}/${world.aUnpaidDownload.downloadId}`;
    expectEnvelope(await api("GET", url, b.token), 404, "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND");
    expectEnvelope(await api("GET", url, a.token), 404, "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND");
  });

  it("A's paid download: A gets the file, B gets 404 CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND (with A's order id, B's own order id or an unknown one), a visitor 403", async () => {
    const { orderId, downloadId } = world.aPaidDownload;
    expect((await api("GET", `/order/download/${orderId}/${downloadId}`, a.token)).statusCode).toBe(200);
    for (const ownerOrderId of [orderId, world.bOrder.id as string, UNKNOWN_ID]) {
      expectEnvelope(await api("GET", `/order/download/${ownerOrderId}/${downloadId}`, b.token), 404, "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND");
    }
    expectEnvelope(await api("GET", `/order/download/${orderId}/${downloadId}`, undefined), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });
});

describe("documents", () => {
  const download = (document: { id: string; code: string }, token: string | undefined, body: Json = {}) => api("POST", `/document/download/${document.id}/${document.code}`, token, body);

  it("A's invoice with a wrong or another document's deep link code: 204 for B, exactly as for an unknown document", async () => {
    for (const code of ["wrong", world.bDocument.code, "x".repeat(32)]) {
      const response = await download({ id: world.aDocument.id, code }, b.token);
      expect(response.statusCode, code).toBe(204);
      expect(response.body).toBe("");
    }
    expect((await download({ id: UNKNOWN_ID, code: world.aDocument.code }, b.token)).statusCode).toBe(204);
    // B's own document id with A's code is no key to A's invoice either.
    expect((await download({ id: world.bDocument.id, code: world.aDocument.code }, b.token)).statusCode).toBe(204);
  });

  it("A's invoice with its right deep link code: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN for B and for a visitor, no PDF", async () => {
    for (const token of [b.token, undefined]) {
      const response = await download(world.aDocument, token, { email: a.email, zipcode: a.zipcode });
      expectEnvelope(response, 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
      expect(response.headers["content-type"]).not.toContain("pdf");
    }
    expect((await download(world.aDocument, a.token)).headers["content-type"]).toBe("application/pdf");
  });

  it("a guest's invoice: wrong email or zipcode 403 CHECKOUT__GUEST_WRONG_CREDENTIALS, none 403 CHECKOUT__GUEST_NOT_AUTHENTICATED", async () => {
    expectEnvelope(await download(world.guestDocument, undefined, { email: "someone@example.com", zipcode: guest.zipcode }), 403, "CHECKOUT__GUEST_WRONG_CREDENTIALS");
    expectEnvelope(await download(world.guestDocument, undefined, { email: guest.email, zipcode: "99999" }), 403, "CHECKOUT__GUEST_WRONG_CREDENTIALS");
    expectEnvelope(await download(world.guestDocument, undefined), 403, "CHECKOUT__GUEST_NOT_AUTHENTICATED");
  });
});

describe("guest order deep link", () => {
  const byDeepLink = (order: Json, credentials: Json, token?: string) => readOrders(token, { filter: [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode }], ...credentials });

  it("wrong email or wrong zipcode: 403 CHECKOUT__GUEST_WRONG_CREDENTIALS, no order data", async () => {
    for (const credentials of [{ email: b.email, zipcode: guest.zipcode }, { email: guest.email, zipcode: "99999" }]) {
      const response = await byDeepLink(world.guestOrder, credentials);
      expectEnvelope(response, 403, "CHECKOUT__GUEST_WRONG_CREDENTIALS");
      expect(response.body).not.toContain(String(world.guestOrder.orderNumber));
    }
  });

  it("an unknown deep link code: 403 CHECKOUT__GUEST_NOT_AUTHENTICATED, the same with or without credentials", async () => {
    expectEnvelope(await readOrders(undefined, { filter: [{ type: "equals", field: "deepLinkCode", value: "y".repeat(32) }], email: guest.email, zipcode: guest.zipcode }), 403, "CHECKOUT__GUEST_NOT_AUTHENTICATED");
  });

  it("a registered customer's order is never opened by deep link, even with the right email and zipcode: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    expectEnvelope(await byDeepLink(world.aOrder, { email: a.email, zipcode: a.zipcode }), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("logged in as B, the guest's deep link code with the guest's credentials still reads only B's orders", async () => {
    const response = await byDeepLink(world.guestOrder, { email: guest.email, zipcode: guest.zipcode }, b.token);
    expect(response.statusCode).toBe(200);
    expect(orderIdsOf(response)).not.toContain(world.guestOrder.id);
  });
});

describe("reviews", () => {
  it("B editing A's review by id: 400 VIOLATION::ENTITY_DOES_NOT_EXISTS at /id, through A's product or another; A's review unchanged, none created for B", async () => {
    for (const productId of [world.reviewProductId, world.aWishlistProductId]) {
      const response = await api("POST", `/product/${productId}/review`, b.token, { id: world.aReviewId, title: "Hijacked", content: REVIEW_TEXT, points: 1 });
      expectEnvelope(response, 400, "VIOLATION::ENTITY_DOES_NOT_EXISTS");
      expect((response.json() as { errors: { source?: { pointer: string } }[] }).errors[0].source?.pointer).toBe("/id");
    }
    expect(await row("product_review", world.aReviewId)).toMatchObject({ title: "A's review", points: 5, customer_id: a.id });
    expect(await t.db.selectFrom("product_review").select("id").where("customer_id", "=", b.id).execute()).toHaveLength(0);
  });

  it("A's pending review is invisible to B", async () => {
    const response = await api("POST", `/product/${world.reviewProductId}/reviews`, b.token, {});
    expect(((response.json() as { elements: Json[] }).elements).map((r) => r.id)).not.toContain(world.aReviewId);
  });
});

describe("customer data", () => {
  it("readCustomer always answers B's own account, whatever ids, filters or associations name A", async () => {
    for (const body of [{ ids: [a.id] }, { filter: [{ type: "equals", field: "id", value: a.id }] }, { filter: [{ type: "equals", field: "email", value: a.email }], associations: { addresses: {} } }]) {
      const customer = (await api("POST", "/account/customer", b.token, body)).json() as Json & { addresses?: Json[] };
      expect(customer.id).toBe(b.id);
      expect(customer.email).toBe(b.email);
      for (const address of customer.addresses ?? []) expect(address.customerId).toBe(b.id);
    }
  });

  it("change-profile with A's id in any id field changes only B", async () => {
    const response = await api("POST", "/account/change-profile", b.token, { id: a.id, customerId: a.id, salutationId: undefined, firstName: "Bea", lastName: "Changed", email: a.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row("customer", a.id)).toMatchObject({ first_name: "Ada", last_name: "Buyer", email: a.email });
    expect(await row("customer", b.id)).toMatchObject({ first_name: "Bea", last_name: "Changed", email: b.email });
  });

  it("change-email to A's address is refused as taken; an id field naming A changes nothing of A's", async () => {
    const response = await api("POST", "/account/change-email", b.token, { id: a.id, customerId: a.id, email: a.email, emailConfirmation: a.email, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE");
    expect((await row("customer", b.id)).email).toBe(b.email);
    expect((await row("customer", a.id)).email).toBe(a.email);
  });

  it("change-password with A's id changes B's password only: A still logs in with the old one", async () => {
    const other = await createCustomer(t);
    const response = await api("POST", "/account/change-password", other.token, { id: a.id, customerId: a.id, password: PASSWORD, newPassword: "changed123", newPasswordConfirm: "changed123" });
    expect(response.statusCode, response.body).toBe(200);
    await logIn(t, a.email, PASSWORD);
    await logIn(t, other.email, "changed123");
  });
});

describe("cart and context token", () => {
  it("B's token never reads A's cart, and B's line-item removals with A's ids do not touch it", async () => {
    const aCart = (await api("GET", "/checkout/cart", a.token)).json() as { token: string; lineItems: Json[] };
    expect(aCart.lineItems.length).toBeGreaterThan(0);
    const bCart = (await api("GET", "/checkout/cart", b.token)).json() as { token: string; lineItems: Json[] };
    expect(bCart.token).not.toBe(aCart.token);
    for (const item of bCart.lineItems) expect(aCart.lineItems.map((x) => x.id)).not.toContain(item.id);
    await api("POST", "/checkout/cart/line-item/delete", b.token, { ids: aCart.lineItems.map((x) => x.id) });
    expect(((await api("GET", "/checkout/cart", a.token)).json() as { lineItems: Json[] }).lineItems).toEqual(aCart.lineItems);
  });

  it("B logging in on A's token gets a new token without A's cart; A's cart is kept for A", async () => {
    const cartA = await createCustomer(t);
    const product = (await pickProduct(t, "physical", 6)).id;
    await addToCart(t, cartA.token, product, 3);
    const quantities = async (token: string) => ((await api("GET", "/checkout/cart", token)).json() as { lineItems: { referencedId: string; quantity: number }[] }).lineItems.map((x) => [x.referencedId, x.quantity]);
    const before = await quantities(cartA.token);
    expect(before.map(([id]) => id)).toEqual([product]);
    const other = await createCustomer(t);
    const login = await api("POST", "/account/login", cartA.token, { username: other.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const switched = login.headers["sw-context-token"] as string;
    expect(switched).not.toBe(cartA.token);
    const cart = (await api("GET", "/checkout/cart", switched)).json() as { lineItems: Json[] };
    expect(cart.lineItems.map((x) => x.referencedId)).not.toContain(product);
    const back = await logIn(t, cartA.email, PASSWORD);
    expect(await quantities(back)).toEqual(before);
  });

  it("context tokens are not guessable: 32 characters of [A-Za-z0-9], all distinct, every character about equally likely", async () => {
    const tokens = await Promise.all(Array.from({ length: 300 }, async () => (await api("GET", "/context", undefined)).headers["sw-context-token"] as string));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // 9,600 characters over 62 symbols: about 155 each. A counter, a timestamp or a narrow alphabet would skew this.
    const counts = new Map<string, number>();
    for (const char of tokens.join("")) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(count).toBeGreaterThan(90);
    const entropyBits = -[...counts.values()].reduce((sum, n) => sum + (n / 9600) * Math.log2(n / 9600), 0) * 32;
    expect(entropyBits).toBeGreaterThan(180);
    // A token someone made up is not anyone's session: it starts empty.
    const made = await api("GET", "/context", "A".repeat(32));
    expect((made.json() as { customer: unknown }).customer).toBeNull();
  });
});
