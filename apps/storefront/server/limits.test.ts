import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, createLimitedServer, DEFAULT_LIMITS, serverLimits } from "./limits.mjs";

/**
 * Issue 12 M6 with real sockets: a client trickling its headers or body is cut off after the timeouts (the storefront
 * kept such connections 300 s), and a body over the limit is refused before it is read.
 */
const limits = serverLimits({
  STOREFRONT_HEADERS_TIMEOUT_MS: "1000",
  STOREFRONT_REQUEST_TIMEOUT_MS: "2000",
  STOREFRONT_KEEP_ALIVE_TIMEOUT_MS: "500",
  STOREFRONT_MAX_BODY_BYTES: "1000",
});
const app = express();
app.use(bodyLimit(limits.maxBodyBytes));
app.use((req, res) => {
  req.resume();
  req.on("end", () => res.type("text/plain").send("ok"));
});
const server = createLimitedServer(app, limits);
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a socket, writes `first`, then one byte every 300 ms; resolves with what the server answered and when it closed. */
function trickle(first: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.writable && socket.write("a"), 300);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on("error", () => undefined);
    socket.write(first);
  });
}

describe("storefront server limits (real sockets)", () => {
  it("defaults: headers 10 s, whole request 30 s, keep-alive 5 s, body 1 MiB", () => {
    expect(serverLimits({})).toEqual(DEFAULT_LIMITS);
  });

  it("closes a connection whose headers trickle in (slowloris) after the headers timeout", async () => {
    const { answer, closedAfterMs } = await trickle("GET / HTTP/1.1\r\nHost: shop\r\nX-Slow: ");
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it("closes a request whose body trickles in after the request timeout", async () => {
    const { answer, closedAfterMs } = await trickle(
      "POST / HTTP/1.1\r\nHost: shop\r\nContent-Type: text/plain\r\nContent-Length: 900\r\n\r\n",
    );
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 10_000);

  it("refuses a body over the limit with 413, and a chunked body without a length with 411", async () => {
    const big = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "x".repeat(1001) });
    expect(big.status).toBe(413);
    const ok = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "x".repeat(1000) });
    expect([ok.status, await ok.text()]).toEqual([200, "ok"]);
    const chunked = await fetch(`http://127.0.0.1:${port}/`, {
      method: "POST",
      body: new ReadableStream({
        start: (controller) => (controller.enqueue(new TextEncoder().encode("x")), controller.close()),
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  it("closes an idle keep-alive socket after the keep-alive timeout", async () => {
    const started = Date.now();
    const closedAfterMs = await new Promise<number>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: shop\r\n\r\n"));
      socket.on("data", () => undefined);
      socket.on("close", () => resolve(Date.now() - started));
    });
    expect(closedAfterMs).toBeLessThan(3_000);
  }, 10_000);
});
