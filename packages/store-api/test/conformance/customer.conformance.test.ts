import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../seed/reference.js";
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
} from "../../src/modules/customer/customer.test-helpers.js";
import { createTestApp, STOREFRONT_URL, type TestApp } from "../helpers.js";
import { expectConformant, expectEnvelope, send, type Json } from "./conformance.js";

// Issue 5's account operations: every 2xx body validated against @shopware/api-client's schema, every failure
// checked as a proper envelope with its code.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const address = {
  firstName: "Ewa",
  lastName: "Kowalska",
  street: "ul. Polna 3",
  zipcode: "31-100",
  city: "Kraków",
  countryId: PL,
};

describe("customer responses", () => {
  it("register (double opt-in, direct, business, guest) answers Customer", async () => {
    expectConformant(
      "register",
      await send(t, "register", { body: registerBody("conf-doi@example.com"), token: await anonymous(t) }),
      { status: 200 },
    );
    const guest = expectConformant(
      "register",
      await send(t, "register", { body: registerBody("conf-guest@example.com", { guest: true, password: undefined }) }),
      { status: 200 },
    ) as Json;
    expect(guest.guest).toBe(true);
    await setConfig(t, "core.loginRegistration.doubleOptInRegistration", false);
    try {
      const business = registerBody("conf-biz@example.com", {
        accountType: "business",
        vatIds: ["DE123456789"],
        billingAddress: { street: "A 1", zipcode: "10115", city: "Berlin", countryId: DE, company: "ACME GmbH" },
      });
      const body = expectConformant("register", await send(t, "register", { body: business }), { status: 200 }) as Json;
      expect(body).toMatchObject({
        accountType: "business",
        company: "ACME GmbH",
        activeBillingAddress: { city: "Berlin" },
      });
    } finally {
      await setConfig(t, "core.loginRegistration.doubleOptInRegistration", true);
    }
  });

  it("registerConfirm, loginCustomer and logoutCustomer answer with a token", async () => {
    const registered = await send(t, "register", {
      body: registerBody("conf-confirm@example.com"),
      token: await anonymous(t),
    });
    const params = linkParams(
      (await lastMail(t, "conf-confirm@example.com", "customer.double_opt_in_registration")).text,
    );
    const confirmed = await send(t, "registerConfirm", {
      body: { hash: params.get("hash"), em: params.get("em") },
      token: tokenOf(registered),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(tokenOf(confirmed)).toMatch(/^[A-Za-z0-9]{32}$/);
    const login = await send(t, "loginCustomer", {
      body: { username: "conf-confirm@example.com", password: "secret123" },
    });
    expectConformant("loginCustomer", login, { status: 200 });
    expectConformant("logoutCustomer", await send(t, "logoutCustomer", { token: tokenOf(login) }), { status: 200 });
  });

  it("readCustomer and readContext carry a schema-valid Customer", async () => {
    const token = await logIn(t, "demo@example.com", "demo1234!");
    const body = expectConformant(
      "readCustomer",
      await send(t, "readCustomer", {
        token,
        body: {
          associations: {
            defaultBillingAddress: { associations: { country: {} } },
            group: {},
            addresses: {},
            salutation: {},
          },
        },
      }),
      { status: 200 },
    ) as Json;
    expect(body).toMatchObject({ email: "demo@example.com", defaultBillingAddress: { country: { iso: "DE" } } });
    const context = expectConformant("readContext", await send(t, "readContext", { token }), { status: 200 }) as Json;
    expect(context.customer).toMatchObject({ activeShippingAddress: { country: { iso: "PL" } } });
  });

  it("address operations answer CustomerAddress, lists and no content", async () => {
    const { token } = await signUp(t, "conf-address@example.com");
    const created = expectConformant(
      "createCustomerAddress",
      await send(t, "createCustomerAddress", { token, body: address }),
      { status: 200 },
    ) as Json;
    expectConformant(
      "updateCustomerAddress",
      await send(t, "updateCustomerAddress", {
        token,
        params: { addressId: created.id as string },
        body: { ...address, city: "Gdańsk", zipcode: "80-001" },
      }),
      { status: 200 },
    );
    expectConformant("listAddress", await send(t, "listAddress", { token }), { status: 200 });
    expect(
      (await send(t, "defaultShippingAddress", { token, params: { addressId: created.id as string } })).statusCode,
    ).toBe(204);
    const second = (await send(t, "createCustomerAddress", { token, body: address })).json() as Json;
    expectConformant(
      "deleteCustomerAddress",
      await send(t, "deleteCustomerAddress", { token, params: { addressId: second.id as string } }),
      { status: 204 },
    );
  });

  it("account changes answer SuccessResponse", async () => {
    const { token } = await signUp(t, "conf-change@example.com");
    expectConformant(
      "changeProfile",
      await send(t, "changeProfile", { token, body: { firstName: "Ada", lastName: "L" } }),
      { status: 200 },
    );
    expectConformant(
      "changeEmail",
      await send(t, "changeEmail", {
        token,
        body: {
          email: "conf-changed@example.com",
          emailConfirmation: "conf-changed@example.com",
          password: "secret123",
        },
      }),
      { status: 200 },
    );
    expectConformant(
      "changePassword",
      await send(t, "changePassword", {
        token,
        body: { password: "secret123", newPassword: "newsecret1", newPasswordConfirm: "newsecret1" },
      }),
      { status: 200 },
    );
    expectConformant(
      "changeLanguage",
      await send(t, "changeLanguage", {
        token,
        body: { languageId: (await t.api("GET", "/context", { token })).json().context.languageIdChain[0] },
      }),
      { status: 200 },
    );
    expect(
      (await t.api("POST", `/account/change-payment-method/${paymentMethodId("invoice")}`, { token })).json(),
    ).toEqual({ success: true, apiAlias: "array_struct" });
    const guest = tokenOf(
      await send(t, "register", {
        body: registerBody("conf-convert@example.com", { guest: true, password: undefined }),
      }),
    );
    expectConformant(
      "convertGuest",
      await send(t, "convertGuest", { token: guest, body: { password: "converted1" } }),
      { status: 200 },
    );
    expectConformant("deleteCustomer", await send(t, "deleteCustomer", { token }), { status: 204 });
  });

  it("recovery operations answer SuccessResponse and the expiry flag", async () => {
    await signUp(t, "conf-recover@example.com");
    expectConformant(
      "sendRecoveryMail",
      await send(t, "sendRecoveryMail", { body: { email: "conf-recover@example.com", storefrontUrl: STOREFRONT_URL } }),
      { status: 200 },
    );
    const hash = linkParams((await lastMail(t, "conf-recover@example.com", "customer.password_recovery")).text).get(
      "hash",
    );
    expectConformant(
      "getCustomerRecoveryIsExpired",
      await send(t, "getCustomerRecoveryIsExpired", { body: { hash } }),
      { status: 200 },
    );
    expectConformant(
      "recoveryPassword",
      await send(t, "recoveryPassword", {
        body: { hash, newPassword: "recovered1", newPasswordConfirm: "recovered1" },
      }),
      { status: 200 },
    );
  });
});

describe("customer error envelopes", () => {
  it("uses the documented codes", async () => {
    const anon = await anonymous(t);
    expectEnvelope(await send(t, "readCustomer", { token: anon }), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expectEnvelope(
      await send(t, "loginCustomer", { body: { username: "demo@example.com", password: "wrong-one" } }),
      401,
      "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
    );
    expectEnvelope(
      await send(t, "loginCustomer", { body: { username: "nobody@example.com", password: "wrong-one" } }),
      401,
      "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
    ); // issue 12 L1: unknown = wrong password
    expectEnvelope(
      await send(t, "register", { body: registerBody("demo@example.com") }),
      400,
      "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
    );
    expectEnvelope(
      await send(t, "register", { body: registerBody("conf-blank@example.com", { firstName: "" }) }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
    expectEnvelope(
      await send(t, "registerConfirm", { body: { hash: "a".repeat(32), em: "b" } }),
      404,
      "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
    );
    expectEnvelope(
      await send(t, "getCustomerRecoveryIsExpired", { body: { hash: "a".repeat(32) } }),
      404,
      "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
    );
    const { token } = await signUp(t, "conf-errors@example.com");
    expectEnvelope(
      await send(t, "updateCustomerAddress", { token, params: { addressId: "a".repeat(32) }, body: address }),
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "createCustomerAddress", { token, body: { ...address, street: "" } }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
    const defaultId = ((await t.api("POST", "/account/customer", { token })).json() as Json)
      .defaultBillingAddressId as string;
    expectEnvelope(
      await send(t, "deleteCustomerAddress", { token, params: { addressId: defaultId } }),
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT",
    );
    expectEnvelope(
      await send(t, "changeEmail", {
        token,
        body: { email: "x@example.com", emailConfirmation: "x@example.com", password: "nope-nope" },
      }),
      400,
      "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
    );
    expectEnvelope(
      await send(t, "updateContext", { token: anon, body: { shippingAddressId: defaultId } }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    expectEnvelope(
      await send(t, "updateContext", {
        token: (await signUp(t, "conf-other@example.com")).token,
        body: { shippingAddressId: defaultId },
      }),
      400,
      "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
    );
  });
});
