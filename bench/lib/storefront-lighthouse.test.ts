import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { keepWarm, LIGHTHOUSE_DOCUMENT_HEADERS } from "./storefront-lighthouse.js";

/**
 * Issue 15, Lighthouse: the page Lighthouse measures is requested meanwhile with the headers of Lighthouse's own
 * request, so the storefront's page cache, which varies by Accept-Language and Accept-Encoding, answers it as it
 * answers a visited page. Without it every bench run measured a cold render (0.6-2.2 s server response here).
 */
const seen: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.end("<!doctype html><title>page</title>");
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("requests the page at once with Lighthouse's document headers, and stops when told", async () => {
  // A server listening on a TCP port has an AddressInfo address (a string only for a pipe or socket file).
  const { port } = server.address() as AddressInfo;
  const stop = keepWarm(`http://127.0.0.1:${port}/clothing/`);
  await expect.poll(() => seen.length).toBe(1);
  stop();
  expect(seen[0]?.["accept-language"]).toBe(LIGHTHOUSE_DOCUMENT_HEADERS["Accept-Language"]);
  expect(seen[0]?.["accept-encoding"]).toBe(LIGHTHOUSE_DOCUMENT_HEADERS["Accept-Encoding"]);
  expect(seen[0]?.["user-agent"]).toBe(LIGHTHOUSE_DOCUMENT_HEADERS["User-Agent"]);
});
