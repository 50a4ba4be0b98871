import { describe, expect, it } from "vitest";
import { countryId, paymentMethodId } from "../../seed/reference.js";
import { addToCart, pickProduct, placeOrder, setPaymentMethod } from "../../src/modules/order/order.fixtures.js";
import { expectEnvelope } from "../conformance/conformance.js";
import {
  UNKNOWN_ID,
  t,
  a,
  b,
  world,
  api,
  readOrders,
  orderIdsOf,
  addressIdsOf,
  wishlistOf,
  row,
  transactionStates,
  startPayment,
  finalize,
  type Json,
  setUpCrossCustomerWorld,
} from "./cross-customer.world.js";

// B and a visitor against A's orders, payment tokens, addresses, wishlist and downloads (cross-customer.world.ts).
setUpCrossCustomerWorld();

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
      {
        type: "multi",
        operator: "or",
        queries: [
          { type: "equals", field: "id", value: world.aOrder.id },
          { type: "equals", field: "id", value: world.bOrder.id },
        ],
      },
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
    const response = await readOrders(b.token, {
      filter: [{ type: "equals", field: "orderNumber", value: world.aOrder.orderNumber }],
    });
    expect((response.json() as { orders: { total: number } }).orders.total).toBe(0);
  });

  it("cancel of A's order by B: 404 CHECKOUT__ORDER_ORDER_NOT_FOUND (as for an unknown id); the order stays open", async () => {
    for (const orderId of [world.aOrder.id, UNKNOWN_ID])
      expectEnvelope(
        await api("POST", "/order/state/cancel", b.token, { orderId }),
        404,
        "CHECKOUT__ORDER_ORDER_NOT_FOUND",
      );
    expect((await row("order", world.aOrder.id as string)).state).toBe("open");
  });

  it("orderSetPayment on A's order by B: 404 FRAMEWORK__ENTITY_NOT_FOUND (as for an unknown id); A's transactions untouched", async () => {
    const before = await transactionStates(world.aOrder.id as string);
    for (const orderId of [world.aOrder.id, UNKNOWN_ID])
      expectEnvelope(
        await api("POST", "/order/payment", b.token, { orderId, paymentMethodId: paymentMethodId("invoice") }),
        404,
        "FRAMEWORK__ENTITY_NOT_FOUND",
      );
    expect(await transactionStates(world.aOrder.id as string)).toEqual(before);
  });

  it("handle-payment with A's orderId by B: 404 CHECKOUT__INVALID_ORDER_ID (as for an unknown id); no payment token is issued", async () => {
    const tokens = async () =>
      Number(
        (
          await t.db
            .selectFrom("payment_token")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await tokens();
    for (const orderId of [world.aUnpaidDownload.orderId, UNKNOWN_ID])
      expectEnvelope(await api("POST", "/handle-payment", b.token, { orderId }), 404, "CHECKOUT__INVALID_ORDER_ID");
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
    const page = async (token: string) =>
      (await t.app.inject({ method: "GET", url: `/payment/demo-gateway/${encodeURIComponent(token)}` })).body;
    const aOrderNumber = String((await row("order", world.aUnpaidDownload.orderId)).order_number);
    expect(await page(world.aPaymentToken)).toContain(aOrderNumber);
    expect(await page(world.aPaymentToken)).not.toContain(String(bOrder.orderNumber));
  });
});

describe("addresses", () => {
  it("list-address with A's address ids or a filter on A's customer id returns only B's addresses", async () => {
    const aAddresses = [a.billingAddressId, world.aSecondAddressId];
    expect(await addressIdsOf(b, { ids: aAddresses })).toEqual([]);
    for (const filter of [
      { type: "equals", field: "customerId", value: a.id },
      { type: "equalsAny", field: "id", value: aAddresses },
    ]) {
      expect(await addressIdsOf(b, { filter: [filter] })).toEqual([]);
    }
    expect(await addressIdsOf(b)).toEqual([b.billingAddressId]);
  });

  it("update of A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND (as for an unknown id); unchanged", async () => {
    const body = {
      firstName: "Mallory",
      lastName: "B",
      street: "Hacked 1",
      zipcode: "00000",
      city: "Hacked",
      countryId: countryId("DE"),
    };
    for (const id of [world.aSecondAddressId, UNKNOWN_ID])
      expectEnvelope(
        await api("PATCH", `/account/address/${id}`, b.token, body),
        400,
        "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
      );
    expect((await row("customer_address", world.aSecondAddressId)).city).toBe("Hamburg");
  });

  it("update through the body's id or customerId fields only ever writes B's own rows", async () => {
    const created = await api("POST", "/account/address", b.token, {
      id: world.aSecondAddressId,
      customerId: a.id,
      firstName: "B",
      lastName: "Own",
      street: "Eigene 1",
      zipcode: "50667",
      city: "Köln",
      countryId: countryId("DE"),
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as Json;
    expect(body.id).not.toBe(world.aSecondAddressId);
    expect(body.customerId).toBe(b.id);
    expect((await row("customer_address", world.aSecondAddressId)).customer_id).toBe(a.id);
  });

  it("delete of A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; it still exists", async () => {
    for (const id of [world.aSecondAddressId, UNKNOWN_ID])
      expectEnvelope(
        await api("DELETE", `/account/address/${id}`, b.token),
        400,
        "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
      );
    expect((await row("customer_address", world.aSecondAddressId)).id).toBe(world.aSecondAddressId);
  });

  it("default billing and shipping set to A's address by B: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; both customers' defaults unchanged", async () => {
    for (const kind of ["default-billing", "default-shipping"]) {
      for (const id of [world.aSecondAddressId, UNKNOWN_ID])
        expectEnvelope(
          await api("PATCH", `/account/address/${kind}/${id}`, b.token),
          400,
          "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
        );
    }
    const [aRow, bRow] = [await row("customer", a.id), await row("customer", b.id)];
    expect([aRow.default_billing_address_id, aRow.default_shipping_address_id]).toEqual([
      a.billingAddressId,
      a.shippingAddressId,
    ]);
    expect([bRow.default_billing_address_id, bRow.default_shipping_address_id]).toEqual([
      b.billingAddressId,
      b.shippingAddressId,
    ]);
  });

  it("PATCH /context with A's billingAddressId or shippingAddressId: 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND; B's context keeps B's addresses", async () => {
    for (const field of ["billingAddressId", "shippingAddressId"]) {
      for (const id of [world.aSecondAddressId, UNKNOWN_ID])
        expectEnvelope(
          await api("PATCH", "/context", b.token, { [field]: id }),
          400,
          "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
        );
    }
    const context = (await api("GET", "/context", b.token)).json() as {
      customer: { activeBillingAddress: Json; activeShippingAddress: Json };
    };
    expect([context.customer.activeBillingAddress.id, context.customer.activeShippingAddress.id]).toEqual([
      b.billingAddressId,
      b.shippingAddressId,
    ]);
  });

  it("createOrder cannot be pointed at A's addresses: address ids in the body are ignored, the order ships to B", async () => {
    await addToCart(t, b.token, (await pickProduct(t)).id);
    const response = await api("POST", "/checkout/order", b.token, {
      billingAddressId: world.aSecondAddressId,
      shippingAddressId: world.aSecondAddressId,
      customerId: a.id,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const order = response.json() as Json;
    const billing = await t.db
      .selectFrom("order_address")
      .selectAll()
      .where("id", "=", order.billingAddressId as string)
      .executeTakeFirstOrThrow();
    expect(billing.city).toBe("Berlin");
    expect(billing.street).not.toBe("Zweite Straße 2");
    expect((await row("order", order.id as string)).customer_id).toBe(b.id);
  });
});

describe("wishlist", () => {
  it("B's wishlist read never shows A's products, not even when B's criteria name them", async () => {
    expect(await wishlistOf(b)).not.toContain(world.aWishlistProductId);
    expect(await wishlistOf(b, { ids: [world.aWishlistProductId] })).toEqual([]);
    expect(await wishlistOf(b, { filter: [{ type: "equals", field: "id", value: world.aWishlistProductId }] })).toEqual(
      [],
    );
  });

  it("B removing A's wishlisted product: 404 (B's list does not hold it); A's list unchanged", async () => {
    const response = await api("DELETE", `/customer/wishlist/delete/${world.aWishlistProductId}`, b.token);
    expect(response.statusCode).toBe(404);
    expect(await wishlistOf(a)).toContain(world.aWishlistProductId);
  });

  it("B adding or merging A's product ids fills only B's list; A's list unchanged", async () => {
    const before = await wishlistOf(a);
    expect((await api("POST", `/customer/wishlist/add/${world.aWishlistProductId}`, b.token)).statusCode).toBe(200);
    const merged = await api("POST", "/customer/wishlist/merge", b.token, {
      productIds: [world.aWishlistProductId, world.reviewProductId],
      customerId: a.id,
    });
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
      expectEnvelope(
        await api("GET", `/order/download/${ownerOrderId}/${downloadId}`, b.token),
        404,
        "CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND",
      );
    }
    expectEnvelope(
      await api("GET", `/order/download/${orderId}/${downloadId}`, undefined),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
  });
});
