import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outageOf } from "../lib/errors";
import { channelClient } from "./channel-data.server";
import { storeApiConfig } from "./config.server";
import type { StoreApiClient } from "./store-api-client.server";
import { createSessionlessClient, createStoreApi } from "./store-api.server";

// What createStoreApi asks first (the language ids, the maintenance state) goes through the channel client, tested
// on its own below; here it would only stall before the call under test.
vi.mock("./languages.server", () => ({ languageIds: async () => new Map([["en-GB", "lang-en"]]) }));
vi.mock("./maintenance.server", () => ({ assertNotInMaintenance: async () => {} }));

const TIMEOUT_MS = 300;

/**
 * A Store API that sends its headers and the start of the body, then nothing more with the connection left open (a
 * backend stuck mid-answer, or a proxy holding a half-sent response): the page must give up at its timeout.
 */
let server: Server;
beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
    response.write('{"apiAlias":');
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  vi.stubEnv("STORE_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("STORE_API_TIMEOUT_MS", String(TIMEOUT_MS));
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  server.close();
});

/** How a call ends: rejected (with what the error page makes of it), answered, or still waiting after 3 s. */
async function outcome(client: StoreApiClient): Promise<string> {
  const started = Date.now();
  const settled = client.invoke("readContext get /context").then(
    () => "answered",
    (error: unknown) => `${JSON.stringify(outageOf(error))} after ${Date.now() - started < 2000 ? "<2 s" : ">2 s"}`,
  );
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("still waiting after 3 s"), 3000);
  });
  try {
    return await Promise.race([settled, waiting]);
  } finally {
    clearTimeout(timer);
  }
}

const TIMED_OUT = `${JSON.stringify({ status: 504, code: "UPSTREAM_TIMEOUT" })} after <2 s`;

describe("a Store API answer whose body stalls after the headers (issue 17)", () => {
  it("ends a page's call at STORE_API_TIMEOUT_MS as the timeout page, not never", async () => {
    const api = await createStoreApi(new Request("http://shop.test/"));
    expect(await outcome(api.client)).toBe(TIMED_OUT);
  });

  it("ends a shared channel-data call at the timeout too", async () => {
    expect(await outcome(channelClient(storeApiConfig()))).toBe(TIMED_OUT);
  });

  it("ends a call of the client without the shopper's session at the timeout too", async () => {
    const api = await createStoreApi(new Request("http://shop.test/"));
    expect(await outcome(createSessionlessClient(api))).toBe(TIMED_OUT);
  });
});
