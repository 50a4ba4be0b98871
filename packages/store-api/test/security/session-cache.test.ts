import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymous,
  lastMail,
  linkParams,
  logIn,
  registerBody,
  setConfig,
  signUp,
  tokenOf,
} from "../../src/modules/customer/customer.test-helpers.js";
import { createTestApp, firstError, type TestApp } from "../helpers.js";
import { generateCases, type FuzzCase } from "../fuzz/cases.js";
import { FuzzSession } from "../fuzz/fuzz-session.js";
import { operationInputs, requiredOperations } from "../fuzz/schema-inputs.js";

/**
 * Every Store API answer carries the session's sw-context-token (a new one for a visitor without), so a shared cache
 * that kept one would hand that token — and the cart and customer behind it — to the next visitor. This sweeps every
 * required operation with a well-formed request (the fuzz suite's baseline: real ids, a real logged-in customer) in
 * its documented method and its GET/POST twin, without a token, with an anonymous token and with a customer's token.
 */

let t: TestApp;
let session: FuzzSession;
beforeAll(async () => {
  t = await createTestApp();
  session = new FuzzSession(t);
  await session.prepare();
});
afterAll(async () => t?.close());

type TokenMode = "no token" | "anonymous" | "customer";
const MODES: TokenMode[] = ["no token", "anonymous", "customer"];

/** What is wrong with the answer's caching headers for a shared cache, or null. */
function cacheProblem(response: LightMyRequestResponse): string | null {
  const value = response.headers["cache-control"];
  if (typeof value !== "string") return "no Cache-Control";
  if (/\bpublic\b|s-maxage/i.test(value)) return `Cache-Control "${value}"`;
  if (!/\bprivate\b|\bno-store\b/i.test(value)) return `Cache-Control "${value}" lets shared caches keep it`;
  return null;
}

/** The documented request, and the same URL with the other of GET/POST (Shopware reads accept both). */
function variants(baseline: FuzzCase): FuzzCase[] {
  if (baseline.method === "GET")
    return [baseline, { ...baseline, method: "POST", payload: "{}", contentType: "application/json" }];
  if (baseline.method === "POST")
    return [baseline, { ...baseline, method: "GET", payload: undefined, contentType: undefined }];
  return [baseline];
}

describe("no session-bearing Store API answer is publicly cacheable", () => {
  it.each(requiredOperations().map((o) => [o.operationId, o.method, o.path]))(
    "%s (%s %s), every method and token mode",
    async (operationId) => {
      const inputs = operationInputs(operationId);
      const [baseline] = generateCases(inputs, session.base(inputs), 1);
      expect(baseline.name).toBe("baseline");
      const problems: string[] = [];
      for (const mode of MODES) {
        for (const request of variants(baseline)) {
          const token = mode === "no token" ? "" : await session.token(mode, operationId, true);
          const response = await session.send(request, token);
          // Only a method the route does not have is answered outside the Store API's session handling.
          const carried = response.headers["sw-context-token"];
          const noRoute = response.statusCode === 404 && response.body.includes("No route found");
          if (!noRoute && (typeof carried !== "string" || carried.length < 32))
            problems.push(`[${mode}] ${request.method} → ${response.statusCode} without a session token header`);
          const problem = cacheProblem(response);
          if (problem) problems.push(`[${mode}] ${request.method} → ${response.statusCode}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("token rotation: every change of who the session is issues a new token", () => {
  const contextOf = async (token: string) =>
    (await t.api("GET", "/context", { token })).json() as { customer: { id: string; guest: boolean } | null };

  it("login: a new token carries the customer; the anonymous token it was sent with does not", async () => {
    const { id } = await signUp(t, "rotate-login@example.com");
    const before = await anonymous(t);
    const after = await logIn(t, "rotate-login@example.com", "secret123", before);
    expect(after).not.toBe(before);
    expect((await contextOf(after)).customer?.id).toBe(id);
    expect((await contextOf(before)).customer).toBeNull();
  });

  it("logout: a new anonymous token; the logged-in token no longer authenticates", async () => {
    await signUp(t, "rotate-logout@example.com");
    const loggedIn = await logIn(t, "rotate-logout@example.com", "secret123");
    const out = await t.api("POST", "/account/logout", { token: loggedIn });
    expect(out.statusCode).toBe(200);
    const fresh = tokenOf(out);
    expect(fresh).not.toBe(loggedIn);
    expect((await contextOf(fresh)).customer).toBeNull();
    const reused = await t.api("GET", "/context", { token: loggedIn });
    expect((reused.json() as { customer: unknown }).customer).toBeNull();
    expect(tokenOf(reused)).not.toBe(loggedIn);
    expect(firstError(await t.api("POST", "/account/customer", { token: loggedIn, body: {} })).code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
  });

  it("register without double opt-in: logged in under a new token, the old one stays anonymous", async () => {
    await setConfig(t, "core.loginRegistration.doubleOptInRegistration", false);
    try {
      const before = await anonymous(t);
      const response = await t.api("POST", "/account/register", {
        token: before,
        body: registerBody("rotate-register@example.com"),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(tokenOf(response)).not.toBe(before);
      expect((await contextOf(tokenOf(response))).customer?.id).toBe((response.json() as { id: string }).id);
      expect((await contextOf(before)).customer).toBeNull();
    } finally {
      await setConfig(t, "core.loginRegistration.doubleOptInRegistration", true);
    }
  });

  it("guest registration: a new token for the guest, the old one stays anonymous", async () => {
    const before = await anonymous(t);
    const response = await t.api("POST", "/account/register", {
      token: before,
      body: registerBody("rotate-guest@example.com", { guest: true, password: undefined }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(tokenOf(response)).not.toBe(before);
    expect((await contextOf(tokenOf(response))).customer?.guest).toBe(true);
    expect((await contextOf(before)).customer).toBeNull();
  });

  it("register-confirm (double opt-in): the confirmation logs in under a new token, neither earlier token does", async () => {
    const before = await anonymous(t);
    const registered = await t.api("POST", "/account/register", {
      token: before,
      body: registerBody("rotate-confirm@example.com"),
    });
    expect((registered.json() as { doubleOptInRegistration: boolean }).doubleOptInRegistration).toBe(true);
    const params = linkParams(
      (await lastMail(t, "rotate-confirm@example.com", "customer.double_opt_in_registration")).text,
    );
    const confirmed = await t.api("POST", "/account/register-confirm", {
      token: tokenOf(registered),
      body: { hash: params.get("hash"), em: params.get("em") },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = tokenOf(confirmed);
    expect([before, tokenOf(registered)]).not.toContain(after);
    expect((await contextOf(after)).customer?.id).toBe((registered.json() as { id: string }).id);
    for (const old of new Set([before, tokenOf(registered)])) expect((await contextOf(old)).customer).toBeNull();
  });

  it("recovery-password-confirm: every session of the customer ends (one held elsewhere too); the resetting session goes on under a new anonymous token", async () => {
    await signUp(t, "rotate-recover@example.com");
    const elsewhere = await logIn(t, "rotate-recover@example.com", "secret123");
    const here = await logIn(t, "rotate-recover@example.com", "secret123");
    const asked = await t.api("POST", "/account/recovery-password", {
      token: here,
      body: { email: "rotate-recover@example.com", storefrontUrl: "http://localhost:3000" },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const hash = linkParams((await lastMail(t, "rotate-recover@example.com", "customer.password_recovery")).text).get(
      "hash",
    );
    const reset = await t.api("POST", "/account/recovery-password-confirm", {
      token: here,
      body: { hash, newPassword: "recovered1", newPasswordConfirm: "recovered1" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(tokenOf(reset)).not.toBe(here);
    expect((await contextOf(tokenOf(reset))).customer).toBeNull();
    expect((await contextOf(here)).customer).toBeNull();
    expect((await contextOf(elsewhere)).customer).toBeNull();
    // An anonymous visitor resetting keeps its token (and cart): nothing about who it is changed.
    const visitor = await anonymous(t);
    await t.api("POST", "/account/recovery-password", {
      token: visitor,
      body: { email: "rotate-recover@example.com", storefrontUrl: "http://localhost:3000" },
    });
    const again = linkParams((await lastMail(t, "rotate-recover@example.com", "customer.password_recovery")).text).get(
      "hash",
    );
    expect(again).not.toBe(hash);
    expect(
      tokenOf(
        await t.api("POST", "/account/recovery-password-confirm", {
          token: visitor,
          body: { hash: again, newPassword: "recovered2", newPasswordConfirm: "recovered2" },
        }),
      ),
    ).toBe(visitor);
  });
});
