import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pageStateHooks } from "../app/.server/page-state.server";
import { serverHooks } from "../app/lib/security.server";
import { runWithRequestInfo } from "../app/lib/security-request.server";
import { createApp } from "./app.mjs";
import { pageCacheMiddleware, sendResponse } from "./page-cache-middleware.mjs";

/** A page body that sends its first chunk at once and the rest never, or a failure (a slow render). */
function slowBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode("<!DOCTYPE html><p>first</p>"));
    },
  });
  return {
    body,
    fail: (error: Error) => controller.error(error),
  };
}

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real HTTP server whose one route sends `response` through sendResponse; reports how the send ended. */
async function serve(response: Response) {
  let settle!: (outcome: { error: unknown } | { ok: true }) => void;
  const outcome = new Promise<{ error: unknown } | { ok: true }>((resolve) => (settle = resolve));
  const app = express();
  app.get("/", (_req, res) => {
    sendResponse(res, response).then(
      () => settle({ ok: true }),
      (error: unknown) => settle({ error }),
    );
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, outcome };
}

/** GETs the page and resolves with the response once its first bytes have arrived. */
async function firstBytes(port: number) {
  const request = httpRequest({ host: "127.0.0.1", port, path: "/" });
  request.end();
  const [response] = (await once(request, "response")) as [IncomingMessage];
  await once(response, "data");
  return { request, response };
}

describe("sendResponse (a page rendered for one request, streamed)", () => {
  it("ends quietly when the client goes away mid-stream: an abort is no error", async () => {
    const page = slowBody();
    const { port, outcome } = await serve(new Response(page.body, { headers: { "content-type": "text/html" } }));
    const { request } = await firstBytes(port);
    request.destroy();
    expect(await outcome).toEqual({ ok: true });
  });

  it("still rejects when the page's own stream fails while the client listens", async () => {
    const page = slowBody();
    const { port, outcome } = await serve(new Response(page.body, { headers: { "content-type": "text/html" } }));
    const { response } = await firstBytes(port);
    response.on("error", () => {});
    response.resume();
    page.fail(new Error("render failed"));
    const result = await outcome;
    expect(result).toMatchObject({ error: expect.objectContaining({ message: "render failed" }) });
  });
});

describe("pageCacheMiddleware behind a TLS-terminating proxy", () => {
  // A build with no routes: the middleware's write path (drop the page state) runs before any route is matched, and
  // the terminating middleware after it stands in for React Router.
  const build = {
    routes: {},
    assetsBuildDirectory: "client",
    publicPath: "/",
    entry: { module: { serverHooks, runWithRequestInfo, pageStateHooks, checkPageState: async () => null } },
  } as unknown as ServerBuild; // only what createApp and pageCacheMiddleware read of a build

  async function post(headers: Record<string, string>) {
    const env = { TRUST_PROXY: "loopback", STORE_API_URL: "http://127.0.0.1:9" };
    const app = createApp({
      build,
      appDir: tmpdir(),
      env,
      pageMiddleware: [pageCacheMiddleware({ build, env }), (_req, res) => res.status(204).end()],
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: "POST",
      headers: { cookie: "sw-page-state=1.a.b.c", origin: `https://shop.example`, ...headers },
    });
    return { status: response.status, setCookies: response.headers.getSetCookie() };
  }

  it("drops the page state with the Secure flag whenever the server counts the request as HTTPS", async () => {
    // Proxies spell the scheme as they like; the server's one decision (request-info.mjs) ignores case.
    for (const proto of ["https", "HTTPS", "Https, http"]) {
      const { status, setCookies } = await post({ "x-forwarded-proto": proto, "x-forwarded-host": "shop.example" });
      expect(status, proto).toBe(204);
      expect(setCookies, proto).toEqual([expect.stringMatching(/^sw-page-state=;.*; Secure/)]);
    }
  });

  it("drops it without Secure over plain HTTP", async () => {
    const { setCookies } = await post({
      "x-forwarded-proto": "http",
      origin: "http://shop.example",
      "x-forwarded-host": "shop.example",
    });
    expect(setCookies).toEqual([expect.not.stringMatching(/Secure/)]);
  });
});
