import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Browser, RequestLog, type Page } from "./shopper-http.js";

/** A real storefront stand-in on 127.0.0.1 that sends headers and the start of a page, then stalls (socket open). */
let server: Server | undefined;
async function stallingServer(): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html", "content-length": "100000" });
    response.write("<!doctype html><html><body>");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** The page, or "still waiting" when the request has not ended 3 s later (the run would hang on it). */
function within3s(page: Promise<Page>): Promise<Page | "still waiting after 3 s"> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    page,
    new Promise<"still waiting after 3 s">((resolve) => {
      timer = setTimeout(() => resolve("still waiting after 3 s"), 3000);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe("a shopper's request (issue 17: one hung request hung the whole load run)", () => {
  it("ends with a timeout error at its deadline when the body stalls after the headers", async () => {
    const log = new RequestLog();
    const browser = new Browser(await stallingServer(), log, { deadlineMs: 300 });
    const page = await within3s(browser.get("search", "/search?search=jacket"));
    expect(page).toEqual({ status: 0, path: "/search?search=jacket", html: "", error: "timeout" });
    expect(log.records).toHaveLength(1);
    expect(log.records[0]).toMatchObject({ status: 0, error: "timeout" });
    expect(log.records[0].endedAt - log.records[0].startedAt).toBeLessThan(2000);
  });

  it("ends at its deadline even when the aborted body read never settles (nodejs/node#56917)", async () => {
    // fetch as that bug leaves it: the answer's headers arrive, then its body read stays pending whatever the signal
    // says. Only this module's own deadline can end the request.
    vi.stubGlobal("fetch", async () => new Response(new ReadableStream({ pull: () => new Promise(() => {}) })));
    const log = new RequestLog();
    const browser = new Browser("http://127.0.0.1:9", log, { deadlineMs: 300 });
    const page = await within3s(browser.post("order", "/checkout/confirm", [["tos", "on"]]));
    expect(page).toEqual({ status: 0, path: "/checkout/confirm", html: "", error: "timeout" });
    expect(log.records[0]).toMatchObject({ method: "POST", status: 0, error: "timeout" });
  });
});
