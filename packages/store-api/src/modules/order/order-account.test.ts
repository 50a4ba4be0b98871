import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import { pdfText } from "../../../test/pdf-text.js";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
  type TestCustomer,
} from "./order.fixtures.js";

type Json = Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const readOrders = (token: string | undefined, body: Json) => t.api("POST", "/order", { token, body });

describe("POST /order", () => {
  it("lists only the customer's own orders, with criteria, associations and includes", async () => {
    const customer = await createCustomer(t);
    const first = await placeOrder(t, customer, (await pickProduct(t)).id);
    const second = await placeOrder(t, customer, (await pickProduct(t, "physical", 1)).id, 3);
    await placeOrder(t, await createCustomer(t), (await pickProduct(t)).id);

    const response = await readOrders(customer.token, {
      sort: [{ field: "orderDateTime", order: "DESC" }],
      associations: {
        lineItems: {},
        stateMachineState: {},
        transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
        deliveries: { associations: { shippingMethod: {} } },
      },
      checkPromotion: true,
    });
    const body = expectConformant("readOrder", response, { status: 200 }) as {
      orders: { elements: Json[]; total: number };
      paymentChangeable: Json;
    };
    expect(body.orders.elements.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(body.paymentChangeable).toEqual({ [first.id as string]: true, [second.id as string]: true });
    const order = body.orders.elements[0];
    expect((order.lineItems as Json[])[0].quantity).toBe(3);
    expect((order.orderCustomer as Json).email).toBe(customer.email);
    const account = (order.orderCustomer as Json).customer as Json;
    expect(account.id).toBe(customer.id);
    expect(account).not.toHaveProperty("password");
    expect((order.billingAddress as Json).city).toBe("Berlin");
    expect((((order.transactions as Json[])[0].stateMachineState as Json).translated as Json).name).toBe("Open");

    const filtered = (
      await readOrders(customer.token, {
        filter: [{ type: "equals", field: "orderNumber", value: first.orderNumber }],
        includes: { order: ["orderNumber", "amountTotal"] },
      })
    ).json() as { orders: { elements: Json[] } };
    expect(filtered.orders.elements).toEqual([
      { orderNumber: first.orderNumber, amountTotal: first.amountTotal, apiAlias: "order" },
    ]);
  });

  it("refuses anonymous reads without a deep link code, and bad criteria with 400", async () => {
    expectEnvelope(await readOrders(undefined, {}), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    const customer = await createCustomer(t);
    await placeOrder(t, customer, (await pickProduct(t)).id);
    expectEnvelope(
      await readOrders(customer.token, { associations: { nope: {} } }),
      400,
      "FRAMEWORK__ASSOCIATION_NOT_FOUND",
    );
    expectEnvelope(await readOrders(customer.token, { limit: "x" }), 400, "FRAMEWORK__INVALID_LIMIT_QUERY");
  });

  it("finds a guest order by deep link code with email and zipcode, throttled per code and IP", async () => {
    const guest = await createCustomer(t, { guest: true });
    const order = await placeOrder(t, guest, (await pickProduct(t)).id);
    const filter = [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode }];
    const found = await readOrders(undefined, { filter, email: guest.email.toUpperCase(), zipcode: guest.zipcode });
    const body = expectConformant("readOrder", found, { status: 200 }) as { orders: { elements: Json[] } };
    expect(body.orders.elements.map((o) => o.id)).toEqual([order.id]);
    const login = await readOrders(undefined, { filter, email: guest.email, zipcode: guest.zipcode, login: true });
    const session = login.headers["sw-context-token"] as string;
    expect(
      ((await t.api("GET", "/context", { token: session })).json() as { customer: Json | null }).customer?.id,
    ).toBe(guest.id);
    expectEnvelope(await readOrders(undefined, { filter }), 403, "CHECKOUT__GUEST_NOT_AUTHENTICATED");
    expectEnvelope(
      await readOrders(undefined, {
        filter: [{ type: "equals", field: "deepLinkCode", value: "x".repeat(32) }],
        email: guest.email,
        zipcode: "1",
      }),
      403,
      "CHECKOUT__GUEST_NOT_AUTHENTICATED",
    );

    for (let attempt = 0; attempt < 9; attempt += 1) {
      expectEnvelope(
        await readOrders(undefined, { filter, email: guest.email, zipcode: "99999" }),
        403,
        "CHECKOUT__GUEST_WRONG_CREDENTIALS",
      );
    }
    const throttled = await readOrders(undefined, { filter, email: guest.email, zipcode: "99999" });
    expectEnvelope(throttled, 429, "CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    expect(firstError(throttled).meta?.parameters.seconds).toBeGreaterThan(0);
  });
  it("only finds guest orders of the last 30 days", async () => {
    const guest = await createCustomer(t, { guest: true });
    const order = await placeOrder(t, guest, (await pickProduct(t)).id);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await t.db
      .updateTable("order")
      .set({ created_at: old, updated_at: old })
      .where("id", "=", order.id as string)
      .execute();
    expectEnvelope(
      await readOrders(undefined, {
        filter: [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode }],
        email: guest.email,
        zipcode: guest.zipcode,
      }),
      403,
      "CHECKOUT__GUEST_NOT_AUTHENTICATED",
    );
  });
});

describe("POST /order/state/cancel", () => {
  it("cancels the customer's open order and puts the units back into stock", async () => {
    const customer = await createCustomer(t);
    const product = await pickProduct(t, "physical", 2);
    const stock = async () =>
      Number(
        (await t.db.selectFrom("product").select("stock").where("id", "=", product.id).executeTakeFirstOrThrow()).stock,
      );
    const before = await stock();
    const order = await placeOrder(t, customer, product.id, 2);
    expect(await stock()).toBe(before - 2);
    const response = await t.api("POST", "/order/state/cancel", { token: customer.token, body: { orderId: order.id } });
    const state = expectConformant("cancelOrder", response, { status: 200 }) as Json;
    expect(state).toMatchObject({ technicalName: "cancelled", name: "Cancelled", apiAlias: "state_machine_state" });
    expect(await stock()).toBe(before);
    expectEnvelope(
      await t.api("POST", "/order/state/cancel", { token: customer.token, body: { orderId: order.id } }),
      400,
      "SYSTEM__ILLEGAL_STATE_TRANSITION",
    );
    expectEnvelope(
      await t.api("POST", "/order/state/cancel", { token: customer.token, body: {} }),
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
    );
    expectEnvelope(
      await t.api("POST", "/order/state/cancel", { body: { orderId: order.id } }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
  });
});

async function digitalOrder(): Promise<{ customer: TestCustomer; order: Json; downloadId: string }> {
  const customer = await createCustomer(t);
  await setPaymentMethod(t, customer.token, "demo-gateway");
  const order = await placeOrder(t, customer, (await pickProduct(t, "digital")).id);
  const downloads = (order.lineItems as Json[])[0].downloads as Json[];
  expect(downloads.length).toBeGreaterThan(0);
  expect(downloads[0].accessGranted).toBe(false);
  expect((downloads[0].media as Json).url).toBe("");
  return { customer, order, downloadId: downloads[0].id as string };
}

describe("downloads", () => {
  it("streams a digital product's file only once paid", async () => {
    const { customer, order, downloadId } = await digitalOrder();
    const url = `/order/download/${order.id as string}/${downloadId}`;
    expectEnvelope(
      await t.api("GET", url, { token: customer.token }),
      404,
      "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND",
    );

    const start = (
      await t.api("POST", "/handle-payment", {
        token: customer.token,
        body: { orderId: order.id, finishUrl: `${STOREFRONT}/done` },
      })
    ).json() as { redirectUrl: string };
    const token = start.redirectUrl.split("/").pop() as string;
    const approved = await t.app.inject({
      method: "POST",
      url: `/payment/finalize-transaction?_sw_payment_token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    expect(approved.statusCode).toBe(302);

    const file = await t.api("GET", url, { token: customer.token });
    expectConformant("orderDownloadFile", file, { status: 200 });
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.(pdf|zip|mp3|epub)"/);
    expect(file.rawPayload.length).toBeGreaterThan(0);
    const read = (
      await readOrders(customer.token, {
        ids: [order.id],
        associations: { lineItems: { associations: { downloads: {} } } },
      })
    ).json() as { orders: { elements: Json[] } };
    expect(((read.orders.elements[0].lineItems as Json[])[0].downloads as Json[])[0].accessGranted).toBe(true);

    expectEnvelope(await t.api("GET", url), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expectEnvelope(
      await t.api("GET", `/order/download/${order.id as string}/nope`, { token: customer.token }),
      400,
      "FRAMEWORK__INVALID_UUID",
    );
  });
});

describe("documents", () => {
  it("renders the invoice PDF for the buyer (inline or attachment), for a guest with credentials, 204 for unknown", async () => {
    const customer = await createCustomer(t);
    const order = await placeOrder(t, customer, (await pickProduct(t)).id, 2);
    const read = (await readOrders(customer.token, { ids: [order.id], associations: { documents: {} } })).json() as {
      orders: { elements: Json[] };
    };
    const [document] = read.orders.elements[0].documents as Json[];
    expect(document).toMatchObject({ orderId: order.id, sent: true, fileType: "pdf" });
    const url = `/document/download/${document.id as string}/${document.deepLinkCode as string}`;

    const inline = await t.api("POST", url, { token: customer.token, body: {} });
    expectConformant("download", inline, { status: 200 });
    expect(inline.headers["content-type"]).toBe("application/pdf");
    expect(inline.headers["content-disposition"]).toMatch(/^inline; filename="invoice_\d+\.pdf"/);
    const pdf = inline.rawPayload.toString("latin1");
    expect(pdf).toMatch(/^%PDF-1\.\d\n/);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const { pages, runs } = await pdfText(inline.rawPayload);
    expect(pages).toBe(1);
    expect(runs).toContain(`Order no.: ${order.orderNumber as string}`);
    expect(runs).toContain("Ada Buyer");
    expect((await t.api("GET", `${url}?download=1`, { token: customer.token })).headers["content-disposition"]).toMatch(
      /^attachment/,
    );

    expectEnvelope(await t.api("POST", url, { body: {} }), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expectConformant(
      "download",
      await t.api("POST", `/document/download/${document.id as string}/wrong`, { token: customer.token, body: {} }),
      { status: 204 },
    );

    const guest = await createCustomer(t, { guest: true });
    const guestOrder = await placeOrder(t, guest, (await pickProduct(t)).id);
    const guestDocument = await t.db
      .selectFrom("document")
      .select(["id", "deep_link_code"])
      .where("order_id", "=", guestOrder.id as string)
      .executeTakeFirstOrThrow();
    const guestUrl = `/document/download/${guestDocument.id}/${guestDocument.deep_link_code}`;
    expectEnvelope(await t.api("POST", guestUrl, { body: {} }), 403, "CHECKOUT__GUEST_NOT_AUTHENTICATED");
    expect((await t.api("POST", guestUrl, { body: { email: guest.email, zipcode: guest.zipcode } })).statusCode).toBe(
      200,
    );
  });

  it("writes Polish and German names into the invoice as they are (issue 13 item 19)", async () => {
    const name = "Łódź żółć ß Ä Ö Ü é";
    const customer = await createCustomer(t);
    const order = await placeOrder(t, customer, (await pickProduct(t)).id);
    // The invoice renders the order's snapshot: its addresses and line labels.
    await t.db
      .updateTable("order_address")
      .set({
        first_name: "Łucja",
        last_name: name,
        company: `${name} Sp. z o.o.`,
        street: "ul. Świętokrzyska 1",
        city: "Łódź",
      })
      .where("order_id", "=", order.id as string)
      .execute();
    await t.db
      .updateTable("order_line_item")
      .set({ label: `Kubek ${name}` })
      .where("order_id", "=", order.id as string)
      .execute();
    const document = await t.db
      .selectFrom("document")
      .select(["id", "deep_link_code"])
      .where("order_id", "=", order.id as string)
      .executeTakeFirstOrThrow();
    const response = await t.api("GET", `/document/download/${document.id}/${document.deep_link_code}?download=1`, {
      token: customer.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const { runs } = await pdfText(response.rawPayload);
    for (const text of [`Łucja ${name}`, `${name} Sp. z o.o.`, "ul. Świętokrzyska 1", "10115 Łódź", `Kubek ${name}`])
      expect(runs, text).toContain(text);
  });
});
