import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../src/db/database.js";
import { registerBody } from "../../src/modules/customer/customer.test-helpers.js";
import { seedDatabase } from "../../seed/seed.js";
import { ACCESS_KEY, STOREFRONT_URL } from "../helpers.js";

/**
 * `WORKERS=2 node src/server.ts` (issue 17): one backend, two worker processes sharing its port through Node's cluster.
 * Answers come from both workers; shoppers writing in parallel through both (guest registration, cart adds, orders)
 * all succeed and nothing is lost, also on SQLite where only one process may write at a time; SIGTERM stops the
 * whole cluster cleanly. SQLite (a file) and, with TEST_DATABASE_URL, PostgreSQL (a schema of its own).
 */

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let db: Db;
let cleanup: () => Promise<void> = async () => undefined;
let child: ChildProcess;
let origin: string;
let output = "";

type Json = Record<string, unknown>;

/**
 * One request on a connection of its own (no keep-alive), so the cluster hands each to the next worker. Answers
 * with the status, the JSON body, the context token and the pid of the worker that answered (from /internal/health
 * asked on the same worker is not possible, so `pid` is only filled for /internal/health).
 */
function send(
  method: string,
  route: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; json: Json; token: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${route}`,
      {
        method,
        agent: false,
        headers: {
          "sw-access-key": ACCESS_KEY,
          ...(options.token ? { "sw-context-token": options.token } : {}),
          ...(body !== undefined
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(text) as Json,
              token: String(response.headers["sw-context-token"] ?? ""),
            });
          } catch (error) {
            reject(
              new Error(
                `${method} ${route} → ${response.statusCode}: ${text.slice(0, 300)} (${(error as Error).message})`,
              ),
            );
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  let env: NodeJS.ProcessEnv;
  if (url) {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = createDatabase({ databaseUrl: url, schema });
    env = { ...process.env, DATABASE_URL: url, PGOPTIONS: `-c search_path=${schema}` };
    cleanup = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
    await seedDatabase(db, { storefrontUrls: [STOREFRONT_URL], schema });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "workers-"));
    const file = path.join(dir, "shop.sqlite");
    db = createDatabase({ sqlitePath: file });
    env = { ...process.env, DATABASE_URL: "", SQLITE_PATH: file };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
    await seedDatabase(db, { storefrontUrls: [STOREFRONT_URL] });
  }
  // Every shopper of this test comes from 127.0.0.1: the per-IP add-to-cart limit (60 a minute) would stop them.
  await db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
  await db.insertInto("system_config").values({ key: "core.cart.lineItemAddLimit", value: "0" }).execute();
  child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: PACKAGE_ROOT,
    env: {
      ...env,
      WORKERS: "2",
      STORE_API_PORT: "0",
      STORE_API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CLEANUP_INTERVAL_MS: "0",
      REGISTRATION_LIMIT_PER_IP: "0",
      STOREFRONT_URLS: STOREFRONT_URL,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the backend did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the backend exited with ${code}:\n${output}`));
    });
  });
  origin = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  await db?.destroy();
  await cleanup();
});

describe("WORKERS=2: one port, two worker processes", () => {
  it("answers from two different worker processes, none of them the primary", async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const health = await send("GET", "/internal/health");
      expect(health.status).toBe(200);
      expect(health.json.status).toBe("ok");
      pids.add(health.json.pid as number);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid as number)).toBe(false);
    // The primary announces the cluster once, after both workers listen.
    expect(output.match(/listening on/g)).toHaveLength(1);
    expect(output).toContain("2 workers");
  });

  it("parallel guest checkouts through both workers all succeed; every order and every unit of stock is accounted for", async () => {
    const product = await db
      .selectFrom("product")
      .select(["id", "stock"])
      .where("parent_id", "is", null)
      .where("child_count", "=", 0)
      .where("active", "=", 1)
      .where("type", "=", "physical")
      .where("is_closeout", "=", 0)
      .where("stock", ">=", 100)
      .orderBy("product_number")
      .executeTakeFirstOrThrow();
    const ordersBefore = Number(
      (
        await db
          .selectFrom("order")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const shoppers = Number(process.env.SHOPPERS ?? 24);
    const failures: string[] = [];
    const orderNumbers: string[] = [];
    const check = (step: string, response: { status: number; json: Json }) => {
      if (response.status !== 200)
        failures.push(`${step} → ${response.status} ${JSON.stringify(response.json).slice(0, 200)}`);
      return response.status === 200;
    };
    await Promise.all(
      Array.from({ length: shoppers }, async (_, i) => {
        const visitor = await send("GET", "/store-api/context");
        const registered = await send("POST", "/store-api/account/register", {
          token: visitor.token,
          body: registerBody(`workers-${i}-${randomBytes(3).toString("hex")}@example.com`, {
            guest: true,
            password: undefined,
          }),
        });
        if (!check("register", registered)) return;
        const token = registered.token;
        for (let add = 0; add < 2; add++) {
          if (
            !check(
              "add to cart",
              await send("POST", "/store-api/checkout/cart/line-item", {
                token,
                body: { items: [{ type: "product", referencedId: product.id, quantity: 1 }] },
              }),
            )
          )
            return;
        }
        const order = await send("POST", "/store-api/checkout/order", { token, body: {} });
        if (check("order", order)) orderNumbers.push(order.json.orderNumber as string);
      }),
    );
    expect(failures).toEqual([]);
    expect(new Set(orderNumbers).size).toBe(shoppers);
    const ordersAfter = Number(
      (
        await db
          .selectFrom("order")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(ordersAfter - ordersBefore).toBe(shoppers);
    const after = await db.selectFrom("product").select("stock").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(Number(product.stock) - Number(after.stock)).toBe(2 * shoppers);
  }, 120_000);

  it("SIGTERM stops both workers and the primary cleanly (exit code 0)", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
