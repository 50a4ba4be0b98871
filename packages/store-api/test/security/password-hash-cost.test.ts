import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, logIn, registerBody, signUp, tokenOf } from "../../src/modules/customer/customer.test-helpers.js";
import { createTestApp, STANDARD_PASSWORD_HASHES, type TestApp } from "../helpers.js";

/**
 * PASSWORD_HASH_COST (AppConfig.passwordHashCost) is the cost of every password hash the server makes: at
 * registration, a password change and a guest's conversion. Hashes keep their own cost, so an account made at one
 * setting still logs in after the setting changes, and its next successful login hashes it again at the new one.
 */
let cheap: TestApp;
let standard: TestApp;
beforeAll(async () => {
  [cheap, standard] = await Promise.all([
    createTestApp({ passwordHashCost: 11 }),
    createTestApp(STANDARD_PASSWORD_HASHES),
  ]);
});
afterAll(async () => Promise.all([cheap?.close(), standard?.close()]));

async function storedCost(t: TestApp, email: string): Promise<number> {
  const row = await t.db.selectFrom("customer").select("password").where("email", "=", email).executeTakeFirstOrThrow();
  const [scheme, n] = String(row.password).split("$");
  expect(scheme).toBe("scrypt");
  return Math.log2(Number(n));
}

describe("password hash cost", () => {
  it("registration and a password change hash at the configured cost; the default is 2^15", async () => {
    const { token } = await signUp(cheap, "cost-11@example.com");
    expect(await storedCost(cheap, "cost-11@example.com")).toBe(11);
    const changed = await cheap.api("POST", "/account/change-password", {
      token,
      body: { password: "secret123", newPassword: "secret456", newPasswordConfirm: "secret456" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await storedCost(cheap, "cost-11@example.com")).toBe(11);
    await logIn(cheap, "cost-11@example.com", "secret456");

    await signUp(standard, "cost-15@example.com");
    expect(await storedCost(standard, "cost-15@example.com")).toBe(15);
  });

  it("a guest who converts gets a hash at the configured cost", async () => {
    const guest = await cheap.api("POST", "/account/register", {
      token: await anonymous(cheap),
      body: registerBody("guest-cost@example.com", { guest: true, password: undefined }),
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const converted = await cheap.api("POST", "/account/convert-guest", {
      token: tokenOf(guest),
      body: { password: "secret789" },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await storedCost(cheap, "guest-cost@example.com")).toBe(11);
  });

  it("a hash made at another cost verifies, and the first login with it rehashes at the setting's cost", async () => {
    // The seeded demo customer was hashed at the default; this app hashes new passwords at 2^11.
    expect(await storedCost(cheap, "demo@example.com")).toBe(15);
    const wrong = await cheap.api("POST", "/account/login", {
      token: await anonymous(cheap),
      body: { username: "demo@example.com", password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedCost(cheap, "demo@example.com"), "a failed login leaves the hash alone").toBe(15);
    await logIn(cheap, "demo@example.com", "demo1234!");
    expect(await storedCost(cheap, "demo@example.com"), "an operator's new cost reaches existing accounts").toBe(11);
    await logIn(cheap, "demo@example.com", "demo1234!");
    expect(await storedCost(cheap, "demo@example.com")).toBe(11);
  });
});
