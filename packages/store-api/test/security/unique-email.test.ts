import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as m014 from "../../src/db/migrations/014_customer_email_unique.js";
import { registerBody, setConfig } from "../../src/modules/customer/customer.test-helpers.js";
import { ACCESS_KEY, createTestApp, type TestApp } from "../helpers.js";

/**
 * M4 (issue 12): one registered account per e-mail, enforced by the database on both engines. Real parallel HTTP
 * requests against a listening server (SQLite by default, PostgreSQL with TEST_DATABASE_URL).
 */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // Without double opt-in the winner can log in right away.
  await setConfig(t, "core.loginRegistration.doubleOptInRegistration", false);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/store-api`;
});
afterAll(async () => t?.close());

async function newToken(): Promise<string> {
  const response = await fetch(`${base}/context`, { headers: { "sw-access-key": ACCESS_KEY } });
  return response.headers.get("sw-context-token") as string;
}

async function call(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: { errors?: { code: string; source?: { pointer: string } }[] } }> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "sw-access-key": ACCESS_KEY,
      "content-type": "application/json",
      ...(token ? { "sw-context-token": token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as never };
}

const accounts = async (email: string) =>
  Number(
    (
      await sql<{
        c: number;
      }>`SELECT COUNT(*) AS c FROM customer WHERE lower(email) = ${email.toLowerCase()} AND guest = 0`.execute(t.db)
    ).rows[0].c,
  );

describe("M4: one registered account per e-mail", () => {
  it("10 parallel registrations with one e-mail (mixed case): 1 account, 9 clean 400 CUSTOMER_EMAIL_NOT_UNIQUE", async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => newToken()));
    const results = await Promise.all(
      tokens.map((token, i) =>
        call("/account/register", registerBody(i % 2 ? "Race@Example.com" : "race@example.com"), token),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const loser of results.filter((r) => r.status === 400)) {
      expect(loser.json.errors?.[0]).toMatchObject({
        code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
        source: { pointer: "/email" },
      });
    }
    expect(await accounts("race@example.com")).toBe(1);

    // Login and password recovery then work for that e-mail.
    const login = await call("/account/login", { email: "race@example.com", password: "secret123" }, await newToken());
    expect(login.status).toBe(200);
    const recovery = await call(
      "/account/recovery-password",
      { email: "race@example.com", storefrontUrl: "http://localhost:3000" },
      await newToken(),
    );
    expect(recovery.status).toBe(200);
  });

  it("guests may repeat an e-mail (Shopware: guest orders reuse it), and a guest does not block a registration", async () => {
    const guest = () =>
      call(
        "/account/register",
        registerBody("guest-repeat@example.com", { guest: true, password: undefined }),
        undefined,
      );
    const results = await Promise.all([guest(), guest(), guest()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await call("/account/register", registerBody("guest-repeat@example.com"), await newToken())).status).toBe(
      200,
    );
    expect(await accounts("guest-repeat@example.com")).toBe(1);
  });

  it("the migration keeps the newest of existing duplicates as the account and turns the others into guest records", async () => {
    await sql`DROP INDEX customer_email_unique`.execute(t.db);
    const template = (
      await sql<
        Record<string, unknown>
      >`SELECT * FROM customer WHERE lower(email) = 'race@example.com' AND guest = 0`.execute(t.db)
    ).rows[0];
    const copies = ["2020-01-01T00:00:00.000Z", "2030-01-01T00:00:00.000Z"].map((createdAt, i) => ({
      ...template,
      id: `${"d".repeat(31)}${i}`,
      customer_number: `dup-${i}`,
      email: i ? "RACE@example.com" : "race@example.com",
      created_at: createdAt,
    }));
    for (const copy of copies)
      await t.db
        .insertInto("customer")
        .values(copy as never)
        .execute();
    expect(await accounts("race@example.com")).toBe(3);
    await m014.up(t.db as never);
    const kept = (
      await sql<{ id: string }>`SELECT id FROM customer WHERE lower(email) = 'race@example.com' AND guest = 0`.execute(
        t.db,
      )
    ).rows;
    expect(kept.map((r) => r.id)).toEqual([copies[1].id]);
    // The index is back: a direct insert of another registered account with that e-mail fails.
    await expect(
      t.db
        .insertInto("customer")
        .values({ ...template, id: "e".repeat(32), customer_number: "dup-x" } as never)
        .execute(),
    ).rejects.toThrow();
  });
});
