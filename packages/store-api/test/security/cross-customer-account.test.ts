import { describe, expect, it } from "vitest";
import { logIn } from "../../src/modules/customer/customer.test-helpers.js";
import { addToCart, createCustomer, pickProduct } from "../../src/modules/order/order.fixtures.js";
import { expectEnvelope } from "../conformance/conformance.js";
import {
  PASSWORD,
  REVIEW_TEXT,
  UNKNOWN_ID,
  t,
  a,
  b,
  guest,
  world,
  api,
  readOrders,
  orderIdsOf,
  row,
  type Json,
  setUpCrossCustomerWorld,
} from "./cross-customer.world.js";

// B and a visitor against A's documents, deep links, reviews, account, cart and token (cross-customer.world.ts).
setUpCrossCustomerWorld();

describe("documents", () => {
  const download = (document: { id: string; code: string }, token: string | undefined, body: Json = {}) =>
    api("POST", `/document/download/${document.id}/${document.code}`, token, body);

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
    expectEnvelope(
      await download(world.guestDocument, undefined, { email: "someone@example.com", zipcode: guest.zipcode }),
      403,
      "CHECKOUT__GUEST_WRONG_CREDENTIALS",
    );
    expectEnvelope(
      await download(world.guestDocument, undefined, { email: guest.email, zipcode: "99999" }),
      403,
      "CHECKOUT__GUEST_WRONG_CREDENTIALS",
    );
    expectEnvelope(await download(world.guestDocument, undefined), 403, "CHECKOUT__GUEST_NOT_AUTHENTICATED");
  });
});

describe("guest order deep link", () => {
  const byDeepLink = (order: Json, credentials: Json, token?: string) =>
    readOrders(token, {
      filter: [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode }],
      ...credentials,
    });

  it("wrong email or wrong zipcode: 403 CHECKOUT__GUEST_WRONG_CREDENTIALS, no order data", async () => {
    for (const credentials of [
      { email: b.email, zipcode: guest.zipcode },
      { email: guest.email, zipcode: "99999" },
    ]) {
      const response = await byDeepLink(world.guestOrder, credentials);
      expectEnvelope(response, 403, "CHECKOUT__GUEST_WRONG_CREDENTIALS");
      expect(response.body).not.toContain(String(world.guestOrder.orderNumber));
    }
  });

  it("an unknown deep link code: 403 CHECKOUT__GUEST_NOT_AUTHENTICATED, the same with or without credentials", async () => {
    expectEnvelope(
      await readOrders(undefined, {
        filter: [{ type: "equals", field: "deepLinkCode", value: "y".repeat(32) }],
        email: guest.email,
        zipcode: guest.zipcode,
      }),
      403,
      "CHECKOUT__GUEST_NOT_AUTHENTICATED",
    );
  });

  it("a registered customer's order is never opened by deep link, even with the right email and zipcode: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    expectEnvelope(
      await byDeepLink(world.aOrder, { email: a.email, zipcode: a.zipcode }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
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
      const response = await api("POST", `/product/${productId}/review`, b.token, {
        id: world.aReviewId,
        title: "Hijacked",
        content: REVIEW_TEXT,
        points: 1,
      });
      expectEnvelope(response, 400, "VIOLATION::ENTITY_DOES_NOT_EXISTS");
      expect((response.json() as { errors: { source?: { pointer: string } }[] }).errors[0].source?.pointer).toBe("/id");
    }
    expect(await row("product_review", world.aReviewId)).toMatchObject({
      title: "A's review",
      points: 5,
      customer_id: a.id,
    });
    expect(await t.db.selectFrom("product_review").select("id").where("customer_id", "=", b.id).execute()).toHaveLength(
      0,
    );
  });

  it("A's pending review is invisible to B", async () => {
    const response = await api("POST", `/product/${world.reviewProductId}/reviews`, b.token, {});
    expect((response.json() as { elements: Json[] }).elements.map((r) => r.id)).not.toContain(world.aReviewId);
  });
});

describe("customer data", () => {
  it("readCustomer always answers B's own account, whatever ids, filters or associations name A", async () => {
    for (const body of [
      { ids: [a.id] },
      { filter: [{ type: "equals", field: "id", value: a.id }] },
      { filter: [{ type: "equals", field: "email", value: a.email }], associations: { addresses: {} } },
    ]) {
      const customer = (await api("POST", "/account/customer", b.token, body)).json() as Json & { addresses?: Json[] };
      expect(customer.id).toBe(b.id);
      expect(customer.email).toBe(b.email);
      for (const address of customer.addresses ?? []) expect(address.customerId).toBe(b.id);
    }
  });

  it("change-profile with A's id in any id field changes only B", async () => {
    const response = await api("POST", "/account/change-profile", b.token, {
      id: a.id,
      customerId: a.id,
      salutationId: undefined,
      firstName: "Bea",
      lastName: "Changed",
      email: a.email,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row("customer", a.id)).toMatchObject({ first_name: "Ada", last_name: "Buyer", email: a.email });
    expect(await row("customer", b.id)).toMatchObject({ first_name: "Bea", last_name: "Changed", email: b.email });
  });

  it("change-email to A's address is refused as taken; an id field naming A changes nothing of A's", async () => {
    const response = await api("POST", "/account/change-email", b.token, {
      id: a.id,
      customerId: a.id,
      email: a.email,
      emailConfirmation: a.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE");
    expect((await row("customer", b.id)).email).toBe(b.email);
    expect((await row("customer", a.id)).email).toBe(a.email);
  });

  it("change-password with A's id changes B's password only: A still logs in with the old one", async () => {
    const other = await createCustomer(t);
    const response = await api("POST", "/account/change-password", other.token, {
      id: a.id,
      customerId: a.id,
      password: PASSWORD,
      newPassword: "changed123",
      newPasswordConfirm: "changed123",
    });
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
    expect(((await api("GET", "/checkout/cart", a.token)).json() as { lineItems: Json[] }).lineItems).toEqual(
      aCart.lineItems,
    );
  });

  it("B logging in on A's token gets a new token without A's cart; A's cart is kept for A", async () => {
    const cartA = await createCustomer(t);
    const product = (await pickProduct(t, "physical", 6)).id;
    await addToCart(t, cartA.token, product, 3);
    const quantities = async (token: string) =>
      (
        (await api("GET", "/checkout/cart", token)).json() as {
          lineItems: { referencedId: string; quantity: number }[];
        }
      ).lineItems.map((x) => [x.referencedId, x.quantity]);
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
    const tokens = await Promise.all(
      Array.from(
        { length: 300 },
        async () => (await api("GET", "/context", undefined)).headers["sw-context-token"] as string,
      ),
    );
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
