import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../seed/reference.js";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
  type TestCustomer,
} from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";
import { expectConformant, expectEnvelope, send, type Json } from "./conformance.js";

// The checkout, payment and order operations of issue 4, each answer validated against @shopware/api-client's schema
// (2xx bodies) or the error envelope (4xx), in the variants the storefront sends.

let t: TestApp;
let buyer: TestCustomer;
let order: Json;
let digital: { order: Json; downloadId: string };
beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCustomer(t);
  await setPaymentMethod(t, buyer.token, "demo-gateway");
  order = await placeOrder(t, buyer, (await pickProduct(t)).id);
  const digitalOrder = await placeOrder(t, buyer, (await pickProduct(t, "digital")).id);
  digital = {
    order: digitalOrder,
    downloadId: ((digitalOrder.lineItems as Json[])[0].downloads as Json[])[0].id as string,
  };
});
afterAll(async () => t.close());

describe("createOrder", () => {
  it("a customer's cart → the order with its associations", async () => {
    const customer = await createCustomer(t);
    await t.api("POST", "/checkout/cart/line-item", {
      token: customer.token,
      body: { items: [{ type: "product", referencedId: (await pickProduct(t, "physical", 1)).id, quantity: 1 }] },
    });
    const body = expectConformant(
      "createOrder",
      await send(t, "createOrder", { token: customer.token, body: { customerComment: "Please leave at the door" } }),
      { status: 200 },
    ) as Json;
    expect(body.apiAlias).toBe("order");
  });
  it("errors", async () => {
    expectEnvelope(await send(t, "createOrder", {}), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expectEnvelope(
      await send(t, "createOrder", { token: (await createCustomer(t)).token }),
      400,
      "CHECKOUT__CART_EMPTY",
    );
  });
});

describe("readOrder", () => {
  it("the account list (sorted, with the storefront's associations) and a detail by id", async () => {
    const list = expectConformant(
      "readOrder",
      await send(t, "readOrder", {
        token: buyer.token,
        body: {
          sort: [{ field: "orderDateTime", order: "DESC" }],
          limit: 10,
          page: 1,
          "total-count-mode": "exact",
          associations: {
            lineItems: { associations: { cover: {} } },
            stateMachineState: {},
            transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
            deliveries: { associations: { shippingMethod: {}, stateMachineState: {} } },
          },
          checkPromotion: true,
        },
      }),
      { status: 200 },
    ) as { orders: { total: number } };
    expect(list.orders.total).toBe(2);
    const detail = expectConformant(
      "readOrder",
      await send(t, "readOrder", {
        token: buyer.token,
        body: {
          filter: [{ type: "equals", field: "id", value: order.id }],
          associations: {
            lineItems: { associations: { downloads: { associations: { media: {} } } } },
            addresses: {},
            documents: {},
            deliveries: { associations: { shippingOrderAddress: { associations: { country: {} } } } },
          },
        },
      }),
      { status: 200 },
    ) as { orders: { elements: Json[] } };
    expect(detail.orders.elements.map((o) => o.id)).toEqual([order.id]);
  });
  it("includes", async () => {
    expectConformant(
      "readOrder",
      await send(t, "readOrder", {
        token: buyer.token,
        body: {
          includes: { order: ["id", "orderNumber", "stateMachineState"], state_machine_state: ["technicalName"] },
        },
      }),
      { status: 200, partial: true },
    );
  });
  it("errors", async () => {
    expectEnvelope(await send(t, "readOrder", {}), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expectEnvelope(
      await send(t, "readOrder", {
        body: { filter: [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode }] },
      }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    expectEnvelope(
      await send(t, "readOrder", { token: buyer.token, body: { limit: 1000 } }),
      400,
      "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
    );
  });
});

describe("handlePaymentMethod", () => {
  it("async (redirect) and GET twin", async () => {
    const body = expectConformant(
      "handlePaymentMethod",
      await send(t, "handlePaymentMethod", {
        token: buyer.token,
        body: {
          orderId: order.id,
          finishUrl: `${STOREFRONT}/checkout/finish`,
          errorUrl: `${STOREFRONT}/checkout/finish?paymentFailed=1`,
        },
      }),
      { status: 200 },
    ) as Json;
    expect(body.redirectUrl).toMatch(/\/payment\/demo-gateway\//);
    expectConformant(
      "handlePaymentMethodGet",
      await t.api("GET", `/handle-payment?orderId=${order.id as string}`, { token: buyer.token }),
      { status: 200 },
    );
  });
  it("errors", async () => {
    expectEnvelope(
      await send(t, "handlePaymentMethod", { token: buyer.token, body: {} }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
    expectEnvelope(
      await send(t, "handlePaymentMethod", { token: buyer.token, body: { orderId: "0".repeat(32) } }),
      404,
      "CHECKOUT__INVALID_ORDER_ID",
    );
    expectEnvelope(
      await send(t, "handlePaymentMethod", { body: { orderId: order.id } }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
  });
});

describe("orderSetPayment", () => {
  it("switch and errors", async () => {
    expectConformant(
      "orderSetPayment",
      await send(t, "orderSetPayment", {
        token: buyer.token,
        body: { orderId: order.id, paymentMethodId: paymentMethodId("invoice") },
      }),
      { status: 200 },
    );
    expectEnvelope(
      await send(t, "orderSetPayment", {
        token: buyer.token,
        body: { orderId: order.id, paymentMethodId: "f".repeat(32) },
      }),
      400,
      "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
    );
    expectEnvelope(
      await send(t, "orderSetPayment", {
        token: buyer.token,
        body: { orderId: "x", paymentMethodId: paymentMethodId("invoice") },
      }),
      400,
      "FRAMEWORK__INVALID_UUID",
    );
    expectEnvelope(
      await send(t, "orderSetPayment", {
        token: (await createCustomer(t)).token,
        body: { orderId: order.id, paymentMethodId: paymentMethodId("invoice") },
      }),
      404,
      "FRAMEWORK__ENTITY_NOT_FOUND",
    );
  });
});

describe("orderDownloadFile", () => {
  it("refused before payment, the file after", async () => {
    const params = { orderId: digital.order.id as string, downloadId: digital.downloadId };
    expectEnvelope(
      await send(t, "orderDownloadFile", { token: buyer.token, params }),
      404,
      "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND",
    );
    await t.db
      .updateTable("order_line_item_download")
      .set({ access_granted: 1 })
      .where("id", "=", digital.downloadId)
      .execute();
    expectConformant("orderDownloadFile", await send(t, "orderDownloadFile", { token: buyer.token, params }), {
      status: 200,
    });
  });
});

describe("download (documents)", () => {
  it("the invoice PDF (POST and GET twin), 204 for an unknown code", async () => {
    const document = await t.db
      .selectFrom("document")
      .select(["id", "deep_link_code"])
      .where("order_id", "=", order.id as string)
      .executeTakeFirstOrThrow();
    const params = { documentId: document.id, deepLinkCode: document.deep_link_code };
    expectConformant("download", await send(t, "download", { token: buyer.token, params }), { status: 200 });
    expectConformant("downloadGet", await send(t, "downloadGet", { token: buyer.token, params }), { status: 200 });
    expectConformant(
      "download",
      await send(t, "download", { token: buyer.token, params: { ...params, deepLinkCode: "unknown" } }),
      { status: 204 },
    );
  });
});

describe("cancelOrder", () => {
  it("cancels, then refuses the illegal transition", async () => {
    expectConformant("cancelOrder", await send(t, "cancelOrder", { token: buyer.token, body: { orderId: order.id } }), {
      status: 200,
    });
    expectEnvelope(
      await send(t, "cancelOrder", { token: buyer.token, body: { orderId: order.id } }),
      400,
      "SYSTEM__ILLEGAL_STATE_TRANSITION",
    );
    expectEnvelope(
      await send(t, "cancelOrder", { token: buyer.token, body: {} }),
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
    );
  });
});
