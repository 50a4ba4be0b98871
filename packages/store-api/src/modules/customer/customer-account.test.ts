import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../../seed/reference.js";
import { createTestApp, firstError, LANGUAGE, STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { setRateLimitClock } from "../../http/rate-limit.js";
import { RECOVERY_LIFETIME_MS, setRecoveryClock } from "./customer-recovery.service.js";
import { anonymous, lastMail, linkParams, logIn, registerBody, signUp, tokenOf } from "./customer.test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  setRecoveryClock(null);
  setRateLimitClock(null);
});

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
const post = (path: string, token: string | undefined, body: unknown = {}) => t.api("POST", path, { token, body });
const me = async (token: string) => (await post("/account/customer", token)).json() as Json;

describe("readCustomer and deleteCustomer", () => {
  it("requires a session and reads only the own account, with criteria associations and includes", async () => {
    expect(firstError(await post("/account/customer", await anonymous(t))).code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    const { token, id } = await signUp(t, "read@example.com");
    const full = await post("/account/customer", token, {
      associations: { defaultBillingAddress: { associations: { country: {} } }, group: {}, addresses: {} },
    });
    expect(full.json()).toMatchObject({
      id,
      group: { apiAlias: "customer_group" },
      defaultBillingAddress: { country: { iso: "DE" } },
      addresses: [{ customerId: id }],
    });
    expect(JSON.stringify(full.json())).not.toMatch(/"password"|"hash"/);
    const trimmed = await post("/account/customer", token, { includes: { customer: ["email"] } });
    expect(trimmed.json()).toEqual({ email: "read@example.com", apiAlias: "customer" });
    expect((await t.api("GET", "/account/customer", { token })).json().id).toBe(id);
  });

  it("deletes the account and ends its sessions", async () => {
    const { token, id } = await signUp(t, "delete@example.com");
    const other = await logIn(t, "delete@example.com", "secret123");
    const product = await t.db
      .selectFrom("product")
      .select("id")
      .where("active", "=", 1)
      .where("parent_id", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect((await t.api("POST", `/customer/wishlist/add/${product.id}`, { token })).statusCode).toBe(200);
    const review = await t.api("POST", `/product/${product.id}/review`, {
      token,
      body: {
        title: "Solid and well made",
        content: "I like it a lot, it works exactly as it was promised to.",
        points: 4,
      },
    });
    expect(review.statusCode, review.body).toBe(204);
    const response = await t.api("DELETE", "/account/customer", { token });
    expect(response.statusCode).toBe(204);
    expect(await t.db.selectFrom("customer").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom("customer_address").select("id").where("customer_id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom("customer_wishlist").select("id").where("customer_id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    const kept = await t.db
      .selectFrom("product_review")
      .select("customer_id")
      .where("title", "=", "Solid and well made")
      .executeTakeFirstOrThrow();
    expect(kept.customer_id).toBeNull();
    expect((await t.api("GET", "/context", { token: other })).json().customer).toBeNull();
    expect(
      firstError(await post("/account/login", undefined, { username: "delete@example.com", password: "secret123" }))
        .code,
    ).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
  });
});

describe("profile, email, password, language, payment method", () => {
  it("changes the profile; business needs a company; private clears company and VAT ids", async () => {
    const { token } = await signUp(t, "profile@example.com");
    const blank = await post("/account/change-profile", token, { firstName: "", lastName: "X" });
    expect(blank.statusCode).toBe(400);
    expect(firstError(blank)).toMatchObject({ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/firstName" } });
    expect(
      firstError(
        await post("/account/change-profile", token, { firstName: "A", lastName: "B", accountType: "business" }),
      ).source?.pointer,
    ).toBe("/company");
    const ok = await post("/account/change-profile", token, {
      firstName: "Ada",
      lastName: "Lovelace",
      title: "Dr.",
      accountType: "business",
      company: "Engines Ltd",
      vatIds: ["DE123456789"],
      birthdayDay: 10,
      birthdayMonth: 12,
      birthdayYear: 1990,
    });
    expect(ok.json()).toEqual({ success: true, apiAlias: "array_struct" });
    expect(await me(token)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      title: "Dr.",
      company: "Engines Ltd",
      vatIds: ["DE123456789"],
      birthday: "1990-12-10",
    });
    await post("/account/change-profile", token, {
      firstName: "Ada",
      lastName: "Lovelace",
      accountType: "private",
      company: "ignored",
    });
    expect(await me(token)).toMatchObject({ accountType: "private", company: null, vatIds: [] });
  });

  it("needs the sw-context-token header on token routes", async () => {
    const response = await post("/account/change-profile", undefined, { firstName: "A", lastName: "B" });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: "FRAMEWORK__MISSING_REQUEST_PARAMETER",
      meta: { parameters: { parameterName: "sw-context-token" } },
    });
  });

  it("changes the email only with the current password ('Password incorrect') and a free, confirmed address", async () => {
    const { token } = await signUp(t, "email@example.com");
    const wrong = await post("/account/change-email", token, {
      email: "new-email@example.com",
      emailConfirmation: "new-email@example.com",
      password: "nope-nope",
    });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong)).toMatchObject({
      code: "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
      detail: "Password incorrect",
      source: { pointer: "/password" },
    });
    const mismatch = await post("/account/change-email", token, {
      email: "new-email@example.com",
      emailConfirmation: "other@example.com",
      password: "secret123",
    });
    expect(firstError(mismatch)).toMatchObject({
      code: "VIOLATION::NOT_EQUAL_ERROR",
      source: { pointer: "/emailConfirmation" },
    });
    const taken = await post("/account/change-email", token, {
      email: "demo@example.com",
      emailConfirmation: "demo@example.com",
      password: "secret123",
    });
    expect(firstError(taken)).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      detail: "The email address demo@example.com is already in use",
    });
    expect(
      (
        await post("/account/change-email", token, {
          email: "new-email@example.com",
          emailConfirmation: "new-email@example.com",
          password: "secret123",
        })
      ).statusCode,
    ).toBe(200);
    await logIn(t, "new-email@example.com", "secret123");
  });

  it("changes the password keeping this token and ending the customer's other sessions", async () => {
    const { token } = await signUp(t, "password@example.com");
    const elsewhere = await logIn(t, "password@example.com", "secret123");
    expect(
      firstError(
        await post("/account/change-password", token, {
          password: "bad-bad-bad",
          newPassword: "newsecret1",
          newPasswordConfirm: "newsecret1",
        }),
      ).code,
    ).toBe("VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT");
    expect(
      firstError(
        await post("/account/change-password", token, {
          password: "secret123",
          newPassword: "short",
          newPasswordConfirm: "short",
        }),
      ).code,
    ).toBe("VIOLATION::TOO_SHORT_ERROR");
    expect(
      firstError(
        await post("/account/change-password", token, {
          password: "secret123",
          newPassword: "newsecret1",
          newPasswordConfirm: "newsecret2",
        }),
      ).source?.pointer,
    ).toBe("/newPasswordConfirm");
    const ok = await post("/account/change-password", token, {
      password: "secret123",
      newPassword: "newsecret1",
      newPasswordConfirm: "newsecret1",
    });
    expect(ok.statusCode).toBe(200);
    expect(tokenOf(ok)).toBe(token);
    expect((await me(token)).email).toBe("password@example.com");
    expect((await t.api("GET", "/context", { token: elsewhere })).json().customer).toBeNull();
    expect(
      firstError(await post("/account/login", undefined, { username: "password@example.com", password: "secret123" }))
        .code,
    ).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    await logIn(t, "password@example.com", "newsecret1");
  });

  it("changes the language among the channel's languages", async () => {
    const { token } = await signUp(t, "language@example.com");
    expect(firstError(await post("/account/change-language", token, { languageId: "f".repeat(32) })).code).toBe(
      "VIOLATION::ENTITY_DOES_NOT_EXISTS",
    );
    expect((await post("/account/change-language", token, { languageId: LANGUAGE.pl })).statusCode).toBe(200);
    expect((await me(token)).languageId).toBe(LANGUAGE.pl);
  });

  it("changes the default payment method, which the session then uses", async () => {
    const { token } = await signUp(t, "payment@example.com");
    expect(firstError(await post("/account/change-payment-method/xyz", token)).code).toBe("FRAMEWORK__INVALID_UUID");
    const unknown = await post(`/account/change-payment-method/${"a".repeat(32)}`, token);
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown).code).toBe("CHECKOUT__CUSTOMER_CHANGE_PAYMENT_METHOD_NOT_FOUND");
    expect(
      (await post(`/account/change-payment-method/${paymentMethodId("cash-on-delivery")}`, token)).statusCode,
    ).toBe(200);
    expect((await t.api("GET", "/context", { token })).json().paymentMethod.id).toBe(
      paymentMethodId("cash-on-delivery"),
    );
  });

  it("converts a guest into a registered customer who can log in", async () => {
    const guest = await t.api("POST", "/account/register", {
      body: registerBody("convert@example.com", { guest: true, password: undefined }),
    });
    const token = tokenOf(guest);
    expect(firstError(await post("/account/convert-guest", token, { password: "short" })).code).toBe(
      "VIOLATION::TOO_SHORT_ERROR",
    );
    expect((await post("/account/convert-guest", token, { password: "converted1" })).statusCode).toBe(200);
    expect((await me(token)).guest).toBe(false);
    await logIn(t, "convert@example.com", "converted1");
    expect(firstError(await post("/account/convert-guest", token, { password: "converted1" })).code).toBe(
      "CHECKOUT__CUSTOMER_IS_NOT_GUEST",
    );
  });
});

describe("password recovery", () => {
  const request = (email: string, storefrontUrl = STOREFRONT_URL, headers: Record<string, string> = {}) =>
    t.api("POST", "/account/recovery-password", { body: { email, storefrontUrl }, headers });

  it("mails a /reset-password link whose hash sets a new password once", async () => {
    await signUp(t, "recover@example.com");
    expect(firstError(await request("recover@example.com", "https://evil.example")).code).toBe(
      "VIOLATION::NO_SUCH_CHOICE_ERROR",
    );
    // An unknown e-mail gets the same answer as a known one, and no mail (issue 12 L1).
    expect((await request("nobody@example.com")).json()).toEqual({ success: true, apiAlias: "array_struct" });
    const sent = await request("recover@example.com", STOREFRONT_URL, { "sw-language-id": LANGUAGE.de });
    expect(sent.json()).toEqual({ success: true, apiAlias: "array_struct" });
    const mail = await lastMail(t, "recover@example.com", "customer.password_recovery");
    expect(mail.subject).toBe("Passwort zurücksetzen");
    expect(mail.text).toContain(`${STOREFRONT_URL}/reset-password?hash=`);
    const hash = linkParams(mail.text).get("hash") ?? "";
    expect(hash).toMatch(/^[0-9a-f]{32}$/);

    expect((await post("/account/customer-recovery-is-expired", undefined, { hash })).json()).toEqual({
      isExpired: false,
      apiAlias: "array_struct",
    });
    expect(
      firstError(await post("/account/customer-recovery-is-expired", undefined, { hash: "b".repeat(32) })).code,
    ).toBe("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH");
    expect((await post("/account/customer-recovery-is-expired", undefined, { hash: "short" })).statusCode).toBe(400);

    expect(
      firstError(
        await post("/account/recovery-password-confirm", undefined, {
          hash,
          newPassword: "recovered1",
          newPasswordConfirm: "different1",
        }),
      ).source?.pointer,
    ).toBe("/newPasswordConfirm");
    const ok = await post("/account/recovery-password-confirm", undefined, {
      hash,
      newPassword: "recovered1",
      newPasswordConfirm: "recovered1",
    });
    expect(ok.json()).toEqual({ success: true, apiAlias: "array_struct" });
    await logIn(t, "recover@example.com", "recovered1");
    expect(
      firstError(
        await post("/account/recovery-password-confirm", undefined, {
          hash,
          newPassword: "again1234",
          newPasswordConfirm: "again1234",
        }),
      ).code,
    ).toBe("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH");
  });

  it("expires the hash after 2 hours (410 CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED)", async () => {
    await signUp(t, "expire@example.com");
    const start = Date.now();
    setRecoveryClock(() => start);
    await request("expire@example.com");
    const hash =
      linkParams((await lastMail(t, "expire@example.com", "customer.password_recovery")).text).get("hash") ?? "";
    setRecoveryClock(() => start + RECOVERY_LIFETIME_MS + 1000);
    expect((await post("/account/customer-recovery-is-expired", undefined, { hash })).json().isExpired).toBe(true);
    const expired = await post("/account/recovery-password-confirm", undefined, {
      hash,
      newPassword: "recovered1",
      newPasswordConfirm: "recovered1",
    });
    expect(expired.statusCode).toBe(410);
    expect(firstError(expired).code).toBe("CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED");
  });

  it("throttles recovery mails (429 FRAMEWORK__RATE_LIMIT_EXCEEDED) and a reset lifts the login throttle", async () => {
    await signUp(t, "limits@example.com");
    let now = Date.now();
    setRateLimitClock(() => now);
    for (let i = 0; i < 10; i++)
      await post("/account/login", undefined, { username: "limits@example.com", password: "wrong-one" });
    expect(
      (await post("/account/login", undefined, { username: "limits@example.com", password: "secret123" })).statusCode,
    ).toBe(429);
    for (let i = 0; i < 3; i++) expect((await request("limits@example.com")).statusCode).toBe(200);
    const throttled = await request("limits@example.com");
    expect(throttled.statusCode).toBe(429);
    expect(firstError(throttled)).toMatchObject({
      code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
      meta: { parameters: { seconds: 30 } },
    });
    now += 31_000;
    const hash =
      linkParams((await lastMail(t, "limits@example.com", "customer.password_recovery")).text).get("hash") ?? "";
    expect(
      (
        await post("/account/recovery-password-confirm", undefined, {
          hash,
          newPassword: "recovered1",
          newPasswordConfirm: "recovered1",
        })
      ).statusCode,
    ).toBe(200);
    await logIn(t, "limits@example.com", "recovered1");
    expect((await request("limits@example.com")).statusCode).toBe(200);
  });
});
