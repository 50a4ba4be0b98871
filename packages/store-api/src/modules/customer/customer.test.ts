import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../../seed/reference.js";
import { createTestApp, firstError, LANGUAGE, STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { readOutbox } from "../mail/mail.js";
import { sha1 } from "./customer.service.js";
import {
  anonymous,
  DE,
  lastMail,
  linkParams,
  logIn,
  PL,
  registerBody,
  setConfig,
  signUp,
  tokenOf,
} from "./customer.test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Json[] }).errors;
const register = async (
  body: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
) =>
  t.api("POST", "/account/register", { body, token: options.token ?? (await anonymous(t)), headers: options.headers });
const contextOf = async (token: string) => (await t.api("GET", "/context", { token })).json() as Json;

describe("register", () => {
  it("reports every invalid field in Shopware's violation shape", async () => {
    const response = await register({
      email: "not-an-email",
      password: "short",
      firstName: " ",
      storefrontUrl: "https://evil.example",
      billingAddress: { countryId: PL, zipcode: "12345" },
    });
    expect(response.statusCode).toBe(400);
    const byPointer = Object.fromEntries(errorsOf(response).map((e) => [e.source.pointer, e]));
    expect(byPointer["/email"]).toMatchObject({
      code: "VIOLATION::INVALID_EMAIL_FORMAT_ERROR",
      status: "400",
      title: "Constraint violation error",
    });
    expect(byPointer["/password"]).toMatchObject({
      code: "VIOLATION::TOO_SHORT_ERROR",
      meta: { parameters: { "{{ limit }}": 8 } },
    });
    expect(byPointer["/firstName"]).toMatchObject({
      code: "VIOLATION::IS_BLANK_ERROR",
      detail: "This value should not be blank.",
    });
    expect(byPointer["/lastName"].code).toBe("VIOLATION::IS_BLANK_ERROR");
    expect(byPointer["/storefrontUrl"].code).toBe("VIOLATION::NO_SUCH_CHOICE_ERROR");
    expect(byPointer["/billingAddress/street"].code).toBe("VIOLATION::IS_BLANK_ERROR");
    expect(byPointer["/billingAddress/city"].code).toBe("VIOLATION::IS_BLANK_ERROR");
    expect(byPointer["/billingAddress/zipcode"]).toMatchObject({
      code: "VIOLATION::ZIP_CODE_INVALID",
      detail: "The postal code does not have the correct format",
    });
  });

  it("never answers bad input with a 500", async () => {
    expect(
      (await register(registerBody("types@example.com", { guest: "yes", billingAddress: "nope" }))).statusCode,
    ).toBe(400);
    // A private account ignores vatIds (as Shopware); a business account's must be VAT ids.
    expect(
      (
        await register(
          registerBody("types2@example.com", {
            accountType: "business",
            vatIds: [{}],
            billingAddress: { street: "a 1", zipcode: "10115", city: "Berlin", countryId: DE, company: "ACME" },
          }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      errorsOf(
        await register(
          registerBody("nocountry@example.com", {
            billingAddress: { street: "a", city: "b", zipcode: "1", countryId: "f".repeat(32) },
          }),
        ),
      )[0],
    ).toMatchObject({
      code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
      source: { pointer: "/billingAddress/countryId" },
    });
  });

  it("keeps emails unique among registered customers ('The email address … is already in use')", async () => {
    await signUp(t, "taken@example.com");
    const again = await register(registerBody("Taken@Example.com"));
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      detail: "The email address Taken@Example.com is already in use",
      source: { pointer: "/email" },
    });
    expect(firstError(again).meta?.parameters).toMatchObject({ email: "Taken@Example.com" });
  });

  it("validates business accounts: company required, VAT ids in the country's format", async () => {
    const missing = await register(registerBody("biz1@example.com", { accountType: "business", vatIds: ["XX123"] }));
    const pointers = errorsOf(missing).map((e) => [e.source.pointer, e.code]);
    expect(pointers).toContainEqual(["/billingAddress/company", "VIOLATION::IS_BLANK_ERROR"]);
    expect(pointers).toContainEqual(["/vatIds/0", "VIOLATION::VAT_ID_FORMAT_NOT_CORRECT"]);
    expect(errorsOf(missing).find((e) => e.source.pointer === "/vatIds/0")?.detail).toBe(
      "VAT Reg.No. does not have the correct format",
    );

    const { token } = await signUp(t, "biz2@example.com", {
      accountType: "business",
      vatIds: ["PL1234567890"],
      billingAddress: {
        street: "ul. Długa 1",
        zipcode: "00-001",
        city: "Warszawa",
        countryId: PL,
        company: "Nowak sp. z o.o.",
      },
    });
    const ctx = await contextOf(token);
    expect(ctx.customer).toMatchObject({
      accountType: "business",
      company: "Nowak sp. z o.o.",
      vatIds: ["PL1234567890"],
    });
    // A business with a valid VAT id in a country with company tax exemption buys tax-free.
    expect(ctx.context.taxState).toBe("tax-free");
  });

  it("with double opt-in: mails the confirmation link in the shopper's language and does not log in", async () => {
    await setConfig(t, "core.loginRegistration.doubleOptInRegistration", true);
    const token = await anonymous(t);
    const response = await register(registerBody("doi@example.com"), {
      token,
      headers: { "sw-language-id": LANGUAGE.pl },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: true, doubleOptInRegistration: true, guest: false });
    expect(response.json()).not.toHaveProperty("password");
    expect(tokenOf(response)).toBe(token);
    expect((await contextOf(token)).customer).toBeNull();

    const mail = await lastMail(t, "doi@example.com", "customer.double_opt_in_registration");
    expect(mail.subject).toBe("Potwierdź rejestrację");
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
    expect(link.startsWith(`${STOREFRONT_URL}/registration/confirm?em=${sha1("doi@example.com")}&hash=`)).toBe(true);

    const early = await t.api("POST", "/account/login", {
      body: { username: "doi@example.com", password: "secret123" },
      token,
    });
    expect(early.statusCode).toBe(401);
    expect(firstError(early)).toMatchObject({
      code: "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED",
      meta: { parameters: { customerId: response.json().id } },
    });

    const params = linkParams(mail.text);
    expect(firstError(await t.api("POST", "/account/register-confirm", { body: {}, token })).code).toBe(
      "CHECKOUT__NO_HASH_PROVIDED",
    );
    expect(
      firstError(
        await t.api("POST", "/account/register-confirm", {
          body: { hash: "f".repeat(32), em: params.get("em") },
          token,
        }),
      ).code,
    ).toBe("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH");
    const wrongEm = await t.api("POST", "/account/register-confirm", {
      body: { hash: params.get("hash"), em: sha1("other@example.com") },
      token,
    });
    expect(wrongEm.statusCode).toBe(400);
    expect(firstError(wrongEm).source?.pointer).toBe("/em");

    const confirmed = await t.api("POST", "/account/register-confirm", {
      body: { hash: params.get("hash"), em: params.get("em") },
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().doubleOptInConfirmDate).toEqual(expect.any(String));
    expect(tokenOf(confirmed)).not.toBe(token);
    expect((await contextOf(tokenOf(confirmed))).customer.email).toBe("doi@example.com");
    expect((await contextOf(token)).customer).toBeNull();

    const twice = await t.api("POST", "/account/register-confirm", {
      body: { hash: params.get("hash"), em: params.get("em") },
    });
    expect(twice.statusCode).toBe(412);
    expect(firstError(twice).code).toBe("CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED");
  });

  it("without double opt-in: logs in under a new token and sends the welcome mail", async () => {
    await setConfig(t, "core.loginRegistration.doubleOptInRegistration", false);
    try {
      const token = await anonymous(t);
      const response = await register(
        registerBody("direct@example.com", {
          shippingAddress: {
            firstName: "Jan",
            lastName: "Nowak",
            street: "ul. Krótka 2",
            zipcode: "00-002",
            city: "Kraków",
            countryId: PL,
          },
        }),
        { token },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        doubleOptInRegistration: false,
        activeShippingAddress: { city: "Kraków" },
        activeBillingAddress: { city: "Berlin" },
      });
      expect(response.json().defaultShippingAddressId).not.toBe(response.json().defaultBillingAddressId);
      const newToken = tokenOf(response);
      expect(newToken).not.toBe(token);
      const ctx = await contextOf(newToken);
      expect(ctx.customer.email).toBe("direct@example.com");
      expect(ctx.shippingLocation.country.iso).toBe("PL");
      expect((await contextOf(token)).customer).toBeNull();
      expect((await readOutbox(t.db, { to: "direct@example.com", template: "customer.registered" })).length).toBe(1);
    } finally {
      await setConfig(t, "core.loginRegistration.doubleOptInRegistration", true);
    }
  });

  it("registers guests without password, logged in at once even with double opt-in on", async () => {
    const token = await anonymous(t);
    const response = await register(registerBody("guest@example.com", { guest: true, password: undefined }), { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ guest: true, doubleOptInRegistration: false });
    const guestToken = tokenOf(response);
    expect(guestToken).not.toBe(token);
    expect((await contextOf(guestToken)).customer).toMatchObject({ guest: true });
    // The same email may register again as a guest or as a real account; guests never log in.
    expect((await register(registerBody("guest@example.com", { guest: true, password: undefined }))).statusCode).toBe(
      200,
    );
    const login = await t.api("POST", "/account/login", { body: { username: "guest@example.com", password: "" } });
    expect(firstError(login).code).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    expect(
      firstError(
        await t.api("POST", "/account/login", { body: { username: "guest@example.com", password: "whatever1" } }),
      ).code,
    ).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    // Guests may not use password/email changes.
    expect(firstError(await t.api("POST", "/account/change-email", { token: guestToken, body: {} })).code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    // Logging a guest out deletes the session.
    const out = await t.api("POST", "/account/logout", { token: guestToken });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.db.selectFrom("sales_channel_api_context").select("token").where("token", "=", guestToken).execute())
        .length,
    ).toBe(0);
  });
});

describe("login and logout", () => {
  it("answers wrong passwords and unknown emails with 401 'Invalid username and/or password.' codes", async () => {
    const wrong = await t.api("POST", "/account/login", {
      body: { email: "demo@example.com", password: "wrong-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(firstError(wrong)).toMatchObject({
      code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
      detail: "Invalid username and/or password.",
    });
    const unknown = await t.api("POST", "/account/login", {
      body: { username: "nobody@example.com", password: "whatever1" },
    });
    expect(unknown.statusCode).toBe(401);
    // The same code as a wrong password: the answer does not tell who has an account (issue 12 L1).
    expect(firstError(unknown).code).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    expect(firstError(await t.api("POST", "/account/login", { body: {} })).code).toBe(
      "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
    );
    expect((await t.api("POST", "/account/login", { body: { username: 5 } })).statusCode).toBe(400);
  });

  it("throttles login attempts per email and IP (429 CHECKOUT__CUSTOMER_AUTH_THROTTLED with seconds)", async () => {
    await signUp(t, "throttle@example.com");
    for (let i = 0; i < 10; i++) {
      expect(
        firstError(
          await t.api("POST", "/account/login", { body: { username: "throttle@example.com", password: "wrong-one" } }),
        ).code,
      ).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    }
    const throttled = await t.api("POST", "/account/login", {
      body: { username: "throttle@example.com", password: "secret123" },
    });
    expect(throttled.statusCode).toBe(429);
    expect(firstError(throttled)).toMatchObject({ code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED" });
    expect(firstError(throttled).meta?.parameters.seconds).toBeGreaterThan(0);
    // Another account from the same IP is not affected.
    await logIn(t, "demo@example.com", "demo1234!");
  });

  it("logs in the seeded demo customer: Polish shipping address as location, invoice as payment", async () => {
    const ctx = await contextOf(await logIn(t, "demo@example.com", "demo1234!"));
    expect(ctx).toMatchObject({
      customer: {
        customerNumber: "10001",
        firstName: "Max",
        activeBillingAddress: { country: { iso: "DE" } },
        activeShippingAddress: { country: { iso: "PL" } },
      },
      shippingLocation: { country: { iso: "PL" }, state: { shortCode: "PL-MZ" }, address: { city: "Warszawa" } },
      paymentMethod: { id: paymentMethodId("invoice") },
    });
  });

  it("drops the session of a deactivated customer and refuses its login", async () => {
    const { token, id } = await signUp(t, "inactive@example.com");
    await t.db.updateTable("customer").set({ active: 0 }).where("id", "=", id).execute();
    expect((await contextOf(token)).customer).toBeNull();
    expect(firstError(await t.api("POST", "/account/customer", { token })).code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    expect(
      firstError(
        await t.api("POST", "/account/login", { body: { username: "inactive@example.com", password: "secret123" } }),
      ).code,
    ).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
  });

  it("restores the customer's parked selections at the next login", async () => {
    await signUp(t, "restore@example.com");
    const first = await logIn(t, "restore@example.com", "secret123");
    expect(
      (await t.api("PATCH", "/context", { token: first, body: { paymentMethodId: paymentMethodId("prepayment") } }))
        .statusCode,
    ).toBe(200);
    await t.api("POST", "/account/logout", { token: first });
    const second = await logIn(t, "restore@example.com", "secret123");
    expect((await contextOf(second)).paymentMethod.id).toBe(paymentMethodId("prepayment"));
  });

  it("takes the anonymous cart along at login and merges it into the parked cart", async () => {
    const product = await t.db
      .selectFrom("product")
      .select("id")
      .where("active", "=", 1)
      .where("parent_id", "is", null)
      .where("child_count", "=", 0)
      .where("stock", ">", 20)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const add = (token: string, quantity: number) =>
      t.api("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: product.id, id: product.id, quantity }] },
      });
    await signUp(t, "cart@example.com");
    const first = await logIn(t, "cart@example.com", "secret123");
    expect((await add(first, 2)).statusCode).toBe(200);
    await t.api("POST", "/account/logout", { token: first });

    const anon = await anonymous(t);
    expect((await add(anon, 1)).statusCode).toBe(200);
    const second = await logIn(t, "cart@example.com", "secret123", anon);
    const cart = (await t.api("GET", "/checkout/cart", { token: second })).json() as Json;
    expect(cart.lineItems.find((item: Json) => item.referencedId === product.id)?.quantity).toBe(3);
  });

  it("lets PATCH /context select the customer's address, and the shipping address sets the country", async () => {
    const a = await signUp(t, "owner-a@example.com");
    const created = await t.api("POST", "/account/address", {
      token: a.token,
      body: { firstName: "A", lastName: "B", street: "ul. Nowa 5", zipcode: "30-001", city: "Kraków", countryId: PL },
    });
    expect(created.statusCode).toBe(200);
    const addressId = created.json().id as string;
    expect((await contextOf(a.token)).shippingLocation.country.id).toBe(DE);
    expect(
      (await t.api("PATCH", "/context", { token: a.token, body: { shippingAddressId: addressId } })).statusCode,
    ).toBe(200);
    const ctx = await contextOf(a.token);
    expect(ctx.shippingLocation).toMatchObject({ country: { id: PL }, address: { id: addressId } });
    expect(ctx.customer.activeShippingAddress.id).toBe(addressId);
  });
});
