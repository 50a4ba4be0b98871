import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { idFor } from "../../../seed/ids.js";
import { countryId } from "../../../seed/reference.js";
import { STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { readOutbox } from "../mail/mail.js";

export const DE = countryId("DE");
export const PL = countryId("PL");
export const MR = idFor("salutation.mr");

/** A valid private registration; override any field. */
export function registerBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    password: "secret123",
    salutationId: MR,
    firstName: "Anna",
    lastName: "Nowak",
    storefrontUrl: STOREFRONT_URL,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: DE },
    ...overrides,
  };
}

export async function setConfig(t: TestApp, key: string, value: unknown): Promise<void> {
  await t.db.deleteFrom("system_config").where("key", "=", key).execute();
  await t.db
    .insertInto("system_config")
    .values({ key, value: JSON.stringify(value) })
    .execute();
}

export const tokenOf = (response: LightMyRequestResponse) => response.headers["sw-context-token"] as string;

/** A fresh anonymous token. */
export async function anonymous(t: TestApp): Promise<string> {
  return tokenOf(await t.api("GET", "/context"));
}

/** The newest mail to `to` with that template (fails when there is none). */
export async function lastMail(t: TestApp, to: string, template: string) {
  const [mail] = await readOutbox(t.db, { to, template });
  expect(mail, `no ${template} mail to ${to}`).toBeDefined();
  return mail;
}

/** Query parameters of the first link in a mail text. */
export function linkParams(text: string): URLSearchParams {
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? "";
  return new URL(link).searchParams;
}

/**
 * Registers (private account, German billing address) and ends logged in: with double opt-in on, through the
 * confirmation mail's link. Returns the logged-in token and the customer id.
 */
export async function signUp(
  t: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const registered = await t.api("POST", "/account/register", {
    body: registerBody(email, overrides),
    token: await anonymous(t),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const customer = registered.json() as { id: string; doubleOptInRegistration: boolean };
  if (!customer.doubleOptInRegistration) return { token: tokenOf(registered), id: customer.id };
  const params = linkParams((await lastMail(t, email, "customer.double_opt_in_registration")).text);
  const confirmed = await t.api("POST", "/account/register-confirm", {
    body: { hash: params.get("hash"), em: params.get("em") },
    token: tokenOf(registered),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { token: tokenOf(confirmed), id: customer.id };
}

/** Logs in and returns the new token (fails on anything but 200). */
export async function logIn(t: TestApp, email: string, password: string, token?: string): Promise<string> {
  const response = await t.api("POST", "/account/login", {
    body: { username: email, password },
    token: token ?? (await anonymous(t)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf(response);
}
