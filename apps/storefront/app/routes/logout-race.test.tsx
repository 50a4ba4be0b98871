import type { LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTEXT_TOKEN_COOKIE } from "../.server/store-api.server";
import { action as logoutAction } from "../features/account/logout.route";
import {
  type Backend,
  headersOf,
  routeSession,
  STOREFRONT_ORIGIN,
  startStoreBackend,
} from "../test-support/route-harness";
import { loader as profileLoader, action as profileAction } from "./account-profile";
import { action as loginAction, loader as loginLoader } from "./login";
import { loader as searchLoader } from "./search";

/**
 * Issue 16, the token race after logout: a page request that left the browser before the logout (another tab, a
 * slow page, a prefetch) carries the old context token. The backend no longer serves that token (Shopware parks or
 * deletes it at logout) and answers that request under a new, empty one. That late answer must not replace the
 * fresh token the logout handed out: the token a session write issues is authoritative, one a read is given because
 * its own token no longer works is not.
 */

let backend: Backend;

beforeAll(async () => {
  backend = await startStoreBackend("logout-race");
}, 120_000);

afterAll(() => backend?.stop());

const DEMO = { email: "demo@example.com", password: "demo1234!" };

/** The headers of what a loader answered or threw (a redirect). */
async function settle(answer: () => unknown): Promise<Headers | undefined> {
  try {
    return headersOf(await answer());
  } catch (thrown) {
    return headersOf(thrown);
  }
}

type LoaderArgs = LoaderFunctionArgs;

/** A GET of `path` as the browser sent it with `cookie` (its loader runs now, after whatever happened meanwhile). */
function lateGet(loader: (args: LoaderArgs) => unknown, path: string, cookie: string) {
  const request = new Request(new URL(path, STOREFRONT_ORIGIN), { headers: { cookie } });
  // The loaders read the request alone; params, context and pattern are the router's and unused here.
  return settle(() => loader({ request, params: {}, context: {} } as unknown as LoaderArgs));
}

describe("the context token after a logout", () => {
  it.each([
    ["an account page", profileLoader, "/account/profile"],
    ["a catalogue page", searchLoader, "/search?search=shirt"],
  ])(
    "is the logout's, whatever %s that started before it answers later",
    async (_, loader, path) => {
      const session = await routeSession([
        { path: "/login", loader: loginLoader, action: loginAction },
        { path: "/account/profile", loader: profileLoader, action: profileAction },
        { path: "/_action/logout", action: logoutAction },
      ]);
      await session.submit("/login", { ...DEMO, redirectTo: "/account/profile" });
      const loggedIn = session.jar.cookies.get(CONTEXT_TOKEN_COOKIE);
      expect(loggedIn).toBeTruthy();

      // A page request leaves the browser with the logged-in token, then the shopper logs out in another tab.
      const sentBeforeLogout = session.jar.header();
      await session.submit("/_action/logout", {});
      const afterLogout = session.jar.cookies.get(CONTEXT_TOKEN_COOKIE);
      expect(afterLogout).toBeTruthy();
      expect(afterLogout).not.toBe(loggedIn);

      // The early request's answer arrives last.
      session.jar.take(await lateGet(loader, path, sentBeforeLogout));
      expect(session.jar.cookies.get(CONTEXT_TOKEN_COOKIE)).toBe(afterLogout);
      // Seven storefront requests against a real backend (a login hashes a password): more than the default 5 s on a
      // busy machine.
    },
    30_000,
  );
});
