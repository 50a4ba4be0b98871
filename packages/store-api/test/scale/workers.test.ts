import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database.js";
import { registerBody } from "../../src/modules/customer/customer.test-helpers.js";
import { type BackendProcess, type SeededStore, seedStore, startBackend, stockedProduct } from "../backend-process.js";
import { ACCESS_KEY } from "../helpers.js";

/**
 * `WORKERS=2 node src/server.ts` (issue 17): one backend, two worker processes sharing its port through Node's cluster.
 * Answers come from both workers; shoppers writing in parallel through both (guest registration, cart adds, orders)
 * all succeed and nothing is lost, also on SQLite where only one process may write at a time; SIGTERM stops the
 * whole cluster cleanly. SQLite (a file) and, with TEST_DATABASE_URL, PostgreSQL (a schema of its own).
 */

let store: SeededStore;
let db: Db;
let backend: BackendProcess;
let origin: string;

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
  store = await seedStore("workers");
  db = store.db;
  // Every shopper of this test comes from 127.0.0.1: the per-IP add-to-cart limit (60 a minute) would stop them.
  await db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
  await db.insertInto("system_config").values({ key: "core.cart.lineItemAddLimit", value: "0" }).execute();
  backend = await startBackend(store.env, { WORKERS: "2", REGISTRATION_LIMIT_PER_IP: "0" }, 90_000);
  origin = backend.url;
}, 120_000);

afterAll(async () => {
  const child = backend?.child;
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  await db?.destroy();
  await store?.cleanup();
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
    expect(pids.has(backend.child.pid as number)).toBe(false);
    // The primary announces the cluster once, after both workers listen.
    expect(backend.output().match(/listening on/g)).toHaveLength(1);
    expect(backend.output()).toContain("2 workers");
  });

  it("parallel guest checkouts through both workers all succeed; every order and every unit of stock is accounted for", async () => {
    const product = await stockedProduct(db, 100);
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
    const exited = new Promise<number | null>((resolve) => backend.child.once("exit", (code) => resolve(code)));
    backend.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 30_000);
});
