import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readPageState, setPageState } from "./page-state.server";
import { createStoreApi } from "./store-api.server";

// The unit under test is createStoreApi's responseHeaders; what it asks the backend first (the language ids, the
// maintenance state) is not its concern here.
vi.mock("./languages.server", () => ({ languageIds: async () => new Map([["en-GB", "lang-en"]]) }));
vi.mock("./maintenance.server", () => ({ assertNotInMaintenance: async () => {} }));

const OLD_TOKEN = "tokenBeforeLogout";
const NEW_TOKEN = "tokenIssuedAfterLogout";

/**
 * A Store API whose every answer is a fresh context token while the request's token is parked (a logout elsewhere
 * ended the session between two calls of one page render), as Shopware does for a token it no longer serves.
 */
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const token = request.headers["sw-context-token"];
    response.setHeader("content-type", "application/json");
    // x-answer-token: the token an answer carries, as a call sent earlier under another token answers.
    const answer = request.headers["x-answer-token"];
    response.setHeader("sw-context-token", answer ? String(answer) : token === OLD_TOKEN ? NEW_TOKEN : String(token));
    response.end(JSON.stringify({ token }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  vi.stubEnv("STORE_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const STATE = { price: "priceDigestOfTheLoggedInCustomer", state: "stateDigestWithTheirCartAndWishlist" };

function setCookies(headers: Headers) {
  return new Map(
    headers.getSetCookie().map((cookie) => {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))] as const;
    }),
  );
}

describe("createStoreApi responseHeaders: the page state cookie", () => {
  it("lets a write, or a read that wrote the session (sessionWritten), replace the browser's token", async () => {
    const cookie = { cookie: `sw-context-token=${OLD_TOKEN}` };
    const post = await createStoreApi(new Request("http://shop.test/", { method: "POST", headers: cookie }));
    await post.client.invoke("readContext get /context");
    expect(setCookies(post.responseHeaders()).get("sw-context-token")).toBe(NEW_TOKEN);
    // A registration confirm link (a GET) logs in: the new token comes in the answer's header.
    const confirm = await createStoreApi(new Request("http://shop.test/confirm", { headers: cookie }));
    await confirm.client.invoke("readContext get /context");
    confirm.sessionWritten(undefined);
    expect(setCookies(confirm.responseHeaders()).get("sw-context-token")).toBe(NEW_TOKEN);
    // A call the page's other loader sent before the confirm answers after it, with the token the confirm replaced.
    await confirm.client.invoke("readContext get /context", { headers: { "x-answer-token": OLD_TOKEN } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confirm.client.defaultHeaders["sw-context-token"]).toBe(NEW_TOKEN);
    expect(setCookies(confirm.responseHeaders()).get("sw-context-token")).toBe(NEW_TOKEN);
    // A login answers with the token in its body too (Shopware's ContextTokenResponse).
    const login = await createStoreApi(new Request("http://shop.test/login", { headers: cookie }));
    login.sessionWritten("tokenOfTheLoggedInCustomer");
    login.sessionWritten("not a token; Path=/x");
    expect(setCookies(login.responseHeaders()).get("sw-context-token")).toBe("tokenOfTheLoggedInCustomer");
  });

  it("binds the state a render computed to the token it computed it under", async () => {
    const api = await createStoreApi(
      new Request("http://shop.test/", { headers: { cookie: `sw-context-token=${NEW_TOKEN}` } }),
    );
    await api.client.invoke("readContext get /context");
    setPageState(api, STATE);
    const cookies = setCookies(api.responseHeaders());
    expect(readPageState(NEW_TOKEN, cookies.get("sw-page-state"))).toEqual(STATE);
  });

  it("is the same Set-Cookie for every loader of one request, also when the clock moves between them", async () => {
    // React Router merges the Set-Cookie headers of the root's and the page's loaders (a document and a `.data`
    // answer alike) and drops only identical ones: two signatures of one state, made in two different seconds,
    // would set the cookie twice in one answer.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 0, 1, 12, 0, 0, 900) });
    try {
      const api = await createStoreApi(
        new Request("http://shop.test/clothing/_.data", { headers: { cookie: `sw-context-token=${NEW_TOKEN}` } }),
      );
      await api.client.invoke("readContext get /context");
      setPageState(api, STATE);
      const root = api.responseHeaders().getSetCookie();
      vi.setSystemTime(Date.UTC(2026, 0, 1, 12, 0, 1, 200));
      const page = api.responseHeaders().getSetCookie();
      expect(page.filter((cookie) => cookie.startsWith("sw-page-state="))).toHaveLength(1);
      expect(page).toEqual(root);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not issued when the session's token changed during the render (its data may be the old session's)", async () => {
    const api = await createStoreApi(
      new Request("http://shop.test/", { headers: { cookie: `sw-context-token=${OLD_TOKEN}` } }),
    );
    // The root loader read the old session's header (logged in, its cart and wishlist), then the next call came
    // back with a new token: the session ended meanwhile.
    setPageState(api, STATE);
    await api.client.invoke("readContext get /context");
    const cookies = setCookies(api.responseHeaders());
    // A read never replaces the browser's token (issue 16: the logout that ended the session gave the browser its
    // new token, which this late answer must not overwrite). A page state for either token would say "the old
    // customer's header", and the page cache would answer the new (guest) session with the old customer's pages.
    expect(cookies.has("sw-context-token")).toBe(false);
    expect(cookies.has("sw-page-state")).toBe(false);
    expect(readPageState(NEW_TOKEN, cookies.get("sw-page-state"))).toBeNull();
  });
});
