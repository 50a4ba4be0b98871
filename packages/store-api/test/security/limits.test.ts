import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody } from "../../src/modules/customer/customer.test-helpers.js";
import { ACCESS_KEY, createTestApp, firstError, type TestApp } from "../helpers.js";

/** M5 and M6 (issue 12): registration limits, mail-bound text, connection timeouts and the body limit. */

let t: TestApp;
let port: number;
beforeAll(async () => {
  // The limits as configured in production, except short timeouts so the test stays short.
  t = await createTestApp({
    registrationsPerIp: 10,
    requestTimeoutMs: 2000,
    headersTimeoutMs: 1500,
    keepAliveTimeoutMs: 1000,
    bodyLimitBytes: 64 * 1024,
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

const register = (body: unknown, ip = "203.0.113.7") =>
  t.api("POST", "/account/register", { body, headers: { "x-forwarded-for": ip } });

describe("M5: registration is no spam relay", () => {
  it.each([
    ["firstName", { firstName: "Bob\r\nBcc: spam@evil.example" }, "/firstName"],
    ["lastName", { lastName: "Smith\nX-Header: 1" }, "/lastName"],
    ["firstName with a TAB", { firstName: "Bob\tSmith" }, "/firstName"],
    ["firstName with U+2028", { firstName: "Bob\u2028Smith" }, "/firstName"],
    ["title", { title: "Dr\r\nBcc: x@evil.example" }, "/title"],
    [
      "street",
      {
        billingAddress: {
          street: "Main 1\r\nBcc: x",
          zipcode: "10115",
          city: "Berlin",
          countryId: (registerBody("x").billingAddress as { countryId: string }).countryId,
        },
      },
      "/billingAddress/street",
    ],
    ["a URL in firstName", { firstName: "Win at https://evil.example" }, "/firstName"],
    ["a host name in lastName", { lastName: "visit evil.example now" }, "/lastName"],
    ["www. in firstName", { firstName: "www.spam" }, "/firstName"],
  ])(
    "%s is refused: 400 VIOLATION::REGEX_FAILED_ERROR on its pointer, nothing stored or mailed",
    async (_label, override, pointer) => {
      const email = `relay-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await register(registerBody(email, override), `198.51.100.${Math.floor(Math.random() * 200)}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      const errors = (response.json() as { errors: { code: string; source: { pointer: string } }[] }).errors;
      expect(errors).toContainEqual(
        expect.objectContaining({ code: "VIOLATION::REGEX_FAILED_ERROR", source: { pointer } }),
      );
      expect(await t.db.selectFrom("customer").select("id").where("email", "=", email).execute()).toEqual([]);
    },
  );

  it("ordinary names stay valid: initials, St. Ives, apostrophes, hyphens, diacritics", async () => {
    for (const [firstName, lastName] of [
      ["J. R.", "Tolkien"],
      ["Anne-Marie", "O'Neil"],
      ["Zoë", "St. Ives"],
      ["Łukasz", "Żółć"],
    ]) {
      const response = await register(
        registerBody(`ok-${Math.random().toString(36).slice(2)}@example.com`, { firstName, lastName }),
        `192.0.2.${Math.floor(Math.random() * 200)}`,
      );
      expect(response.statusCode, `${firstName} ${lastName}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it("one IP: 10 registrations go through, the 11th within the minute is 429 FRAMEWORK__RATE_LIMIT_EXCEEDED; another IP is not affected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await register(registerBody(`spam-${i}@example.com`), "203.0.113.50")).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await register(registerBody("spam-x@example.com"), "203.0.113.50");
    expect(firstError(limited).code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
    expect((await register(registerBody("other-ip@example.com"), "203.0.113.51")).statusCode).toBe(200);
  });

  it("one e-mail from many IPs (guest registrations may repeat it): throttled after 3", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await register(
            registerBody("same-guest@example.com", { guest: true, password: undefined }),
            `203.0.113.${100 + i}`,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

/** Opens a raw connection and resolves when the server closes it, with everything it answered. */
function slowRequest(send: (socket: Socket) => void): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ closedAfterMs: Date.now() - started, answer }));
    socket.on("connect", () => send(socket));
  });
}

describe("M6: connection timeouts and the body limit (real sockets)", () => {
  it("20 connections trickling a body 1 byte every 400 ms are all closed (408) by the 2 s request timeout", async () => {
    const timers: NodeJS.Timeout[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        slowRequest((socket) => {
          socket.write(
            `POST /store-api/product HTTP/1.1\r\nHost: 127.0.0.1\r\nsw-access-key: ${ACCESS_KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
          );
          const timer = setInterval(() => socket.writable && socket.write("{"), 400);
          timers.push(timer);
          socket.on("close", () => clearInterval(timer));
        }),
      ),
    );
    for (const timer of timers) clearInterval(timer);
    for (const result of results) {
      expect(result.closedAfterMs).toBeLessThan(5000);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it("a connection sending its headers slowly is closed by the headers timeout", async () => {
    const result = await slowRequest((socket) => {
      socket.write("GET /store-api/context HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 300);
      socket.on("close", () => clearInterval(timer));
    });
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it("an idle keep-alive connection is closed after the keep-alive timeout", async () => {
    const result = await slowRequest((socket) => {
      socket.write(`GET /store-api/context HTTP/1.1\r\nHost: 127.0.0.1\r\nsw-access-key: ${ACCESS_KEY}\r\n\r\n`);
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(result.closedAfterMs).toBeLessThan(4000);
  });

  it("a body over the limit: 413 in the Store API envelope", async () => {
    const response = await t.api("POST", "/product", { body: { term: "x".repeat(70 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect((response.json() as { errors: unknown[] }).errors).toHaveLength(1);
  });
});
