import type { Route } from "@playwright/test";
import { loginInBrowser, logOutInBrowser, registerConfirmedCustomer } from "../support/customers";
import { contextTokenOf } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 16, the token race after logout, in the browser: a page requested in a second tab before the logout, whose
 * answer comes after it, must leave the browser with the logout's fresh token (not a third one the backend handed
 * that late request for the token the logout had parked).
 */
test("a page requested before the logout and answered after it keeps the logout's token", async ({
  page,
  context,
  request,
}) => {
  const customer = await registerConfirmedCustomer(request);
  await loginInBrowser(page, customer);
  const loggedIn = await contextTokenOf(context);
  expect(loggedIn).toBeTruthy();

  // The second tab's request leaves with the logged-in cookie and is held before it reaches the storefront.
  const second = await context.newPage();
  let held: { route: Route; headers: Record<string, string> } | undefined;
  const heldNow = new Promise<void>((resolve) => {
    void second.route("**/search?*", async (route) => {
      held = { route, headers: await route.request().allHeaders() };
      resolve();
    });
  });
  const late = second.goto("/search?search=shirt");
  await heldNow;
  expect(held?.headers.cookie).toContain(`sw-context-token=${loggedIn}`);

  await logOutInBrowser(page);
  const loggedOut = await contextTokenOf(context);
  expect(loggedOut).toBeTruthy();
  expect(loggedOut).not.toBe(loggedIn);

  // Now the early request reaches the storefront, with the cookie it left with, and its answer arrives last.
  await held?.route.continue({ headers: held.headers });
  expect((await late)?.status()).toBe(200);
  expect(await contextTokenOf(context)).toBe(loggedOut);
  // The browser is still the logged-out session: its next page shows no customer.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?/);
});
