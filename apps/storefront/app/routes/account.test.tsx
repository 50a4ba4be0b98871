import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionDataOf,
  type Backend,
  loaderDataOf,
  flashIn,
  routeSession,
  startStoreBackend,
} from "../test-support/route-harness";
import { action as addressAction, loader as addressLoader } from "./account-address";
import { action as profileAction, loader as profileLoader } from "./account-profile";
import { action as loginAction, loader as loginLoader } from "./login";

/**
 * The account area's loaders and actions through createRoutesStub against a real backend: the guard (not logged in →
 * the login page, and back afterwards) and the validation messages of the address and profile forms, in the
 * shopper's language, with what was typed kept.
 */

let backend: Backend;

beforeAll(async () => {
  backend = await startStoreBackend("account-routes");
}, 120_000);

afterAll(() => backend?.stop());

const DEMO = { email: "demo@example.com", password: "demo1234!" };

type FormResult = { errors: { fields: Record<string, string>; summary: string[] }; values: Record<string, string> };

function accountSession(prefix = "") {
  return routeSession([
    { path: `${prefix}/login`, loader: loginLoader, action: loginAction },
    { path: `${prefix}/account/address`, loader: addressLoader, action: addressAction },
    { path: `${prefix}/account/profile`, loader: profileLoader, action: profileAction },
  ]);
}

async function loggedIn(prefix = "") {
  const session = await accountSession(prefix);
  const state = await session.submit(`${prefix}/login`, { ...DEMO, redirectTo: `${prefix}/account/profile` });
  expect(state.location.pathname).toBe(`${prefix}/account/profile`);
  return session;
}

describe("account routes", () => {
  it.each(["", "/pl-PL"])("sends a visitor to the login page and back to the page they wanted (%s)", async (prefix) => {
    const session = await accountSession(prefix);
    const guarded = await session.visit(`${prefix}/account/address?new=1`);
    expect(`${guarded.location.pathname}${guarded.location.search}`).toBe(
      `${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/account/address?new=1`)}`,
    );
    const back = await session.submit(
      `${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/account/address?new=1`)}`,
      {
        ...DEMO,
        redirectTo: `${prefix}/account/address?new=1`,
      },
    );
    expect(`${back.location.pathname}${back.location.search}`).toBe(`${prefix}/account/address?new=1`);
    expect(loaderDataOf<{ editing: string }>(back, `${prefix}/account/address`).editing).toBe("new");
    // Once logged in, the login page itself sends the customer on.
    const again = await session.visit(`${prefix}/login`);
    expect(again.location.pathname).toBe(`${prefix}/account`);
  });

  it("refuses a login with a wrong password in the shopper's language, keeping the email", async () => {
    const session = await accountSession("/testde");
    const state = await session.submit("/testde/login", { email: DEMO.email, password: "falsch" });
    const result = actionDataOf<FormResult>(state, "/testde/login");
    expect(result.errors.summary).toEqual(["Ungültiger Benutzername und/oder Passwort."]);
    expect(result.values.email).toBe(DEMO.email);
    expect(state.location.pathname).toBe("/testde/login");
  });

  it("refuses an address without a street, in Polish, keeping what was typed", async () => {
    const session = await loggedIn("/pl-PL");
    const page = await session.visit("/pl-PL/account/address?new=1");
    const { countries, salutations } = loaderDataOf<{
      countries: { id: string; name: string }[];
      salutations: { id: string }[];
    }>(page, "/pl-PL/account/address");
    const poland = countries.find((country) => country.name === "Polska")?.id ?? "";
    const state = await session.submit("/pl-PL/account/address", {
      intent: "create",
      salutationId: salutations[0]?.id ?? "",
      firstName: "Zofia",
      lastName: "Kowalska",
      street: "",
      zipcode: "00-001",
      city: "Warszawa",
      countryId: poland,
    });
    const result = actionDataOf<FormResult>(state, "/pl-PL/account/address");
    expect(result.errors.fields.street).toBe("Ulica i numer - Ta wartość nie może być pusta.");
    expect(result.values).toMatchObject({ firstName: "Zofia", city: "Warszawa", zipcode: "00-001" });

    const created = await session.submit("/pl-PL/account/address", {
      intent: "create",
      salutationId: salutations[0]?.id ?? "",
      firstName: "Zofia",
      lastName: "Kowalska",
      street: "Marszałkowska 1",
      zipcode: "00-001",
      city: "Warszawa",
      countryId: poland,
    });
    expect(await flashIn(session.jar)).toEqual({
      type: "success",
      message: "Adres został zapisany.",
      persistent: false,
    });
    const addresses = loaderDataOf<{ addresses: { street: string }[] }>(created, "/pl-PL/account/address").addresses;
    expect(addresses.map((address) => address.street)).toContain("Marszałkowska 1");
  });

  it("refuses a new password that does not match its confirmation, and a wrong current password", async () => {
    const session = await loggedIn();
    const mismatch = await session.submit("/account/profile", {
      intent: "password",
      password: DEMO.password,
      newPassword: "another-pass-1",
      newPasswordConfirm: "another-pass-2",
    });
    const result = actionDataOf<FormResult>(mismatch, "/account/profile");
    expect(result.errors.fields.newPasswordConfirm).toBe("The passwords needs to be the same");

    const wrong = await session.submit("/account/profile", {
      intent: "email",
      email: "new-address@example.com",
      emailConfirmation: "new-address@example.com",
      password: "not-my-password",
    });
    const refused = actionDataOf<FormResult>(wrong, "/account/profile");
    expect(Object.values(refused.errors.fields).concat(refused.errors.summary).join(" ")).toBeTruthy();
    expect(refused.values.email).toBe("new-address@example.com");
    expect(refused.values.password).toBeUndefined();
  });
});
