import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database.js";
import { registerBody } from "../../src/modules/customer/customer.test-helpers.js";
import { type BackendProcess, type SeededStore, seedStore, startBackend, stockedProduct } from "../backend-process.js";
import { ACCESS_KEY } from "../helpers.js";

/**
 * Two backend processes (`src/server.ts`, each its own Node process on a free 127.0.0.1 port) on one database, as
 * issue 17 runs them behind a load balancer: a catalogue change made through one (or straight in the database, as the
 * seed and operator commands write) is visible on the very next read through the other, a cart write through one
 * does not retire the other's cached catalogue responses, and the rate limits count the attempts of both together.
 * SQLite (a file both open) and, with TEST_DATABASE_URL, PostgreSQL (a schema of its own).
 */

let store: SeededStore;
let db: Db;
const servers: BackendProcess[] = [];

async function startServer(): Promise<BackendProcess> {
  const server = await startBackend(store.env);
  servers.push(server);
  return server;
}

type Json = Record<string, unknown>;

async function call(
  server: BackendProcess,
  method: string,
  route: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; json: Json; token: string }> {
  const response = await fetch(`${server.url}/store-api${route}`, {
    method,
    headers: {
      "sw-access-key": ACCESS_KEY,
      ...(options.token ? { "sw-context-token": options.token } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    status: response.status,
    json: (await response.json()) as Json,
    token: response.headers.get("sw-context-token") ?? "",
  };
}

async function stats(server: BackendProcess): Promise<{ hits: number; misses: number }> {
  return (await (await fetch(`${server.url}/internal/cache-stats`)).json()) as { hits: number; misses: number };
}

/** A read through `server`, and whether its cache served it. */
async function read(server: BackendProcess, route: string): Promise<{ product: Json; hit: boolean }> {
  const before = await stats(server);
  const response = await call(server, "GET", route);
  expect(response.status, JSON.stringify(response.json).slice(0, 300)).toBe(200);
  const after = await stats(server);
  return { product: response.json.product as Json, hit: after.hits === before.hits + 1 };
}

let a: BackendProcess;
let b: BackendProcess;
let productId: string;

beforeAll(async () => {
  store = await seedStore("two-backends");
  db = store.db;
  [a, b] = await Promise.all([startServer(), startServer()]);
  const row = await stockedProduct(db, 20);
  productId = row.id;
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await db?.destroy();
  await store?.cleanup();
});

describe("two backend processes on one database", () => {
  it("a price change in the database is visible on the next read through either process", async () => {
    await read(b, `/product/${productId}`);
    expect((await read(b, `/product/${productId}`)).hit).toBe(true);
    const before = (await read(b, `/product/${productId}`)).product;
    const unit = (before.calculatedPrice as Json).unitPrice as number;
    await db
      .updateTable("product")
      .set({ price_gross: sql`price_gross + 250`, price_net: sql`price_net + 210` })
      .where("id", "=", productId)
      .execute();
    await db
      .updateTable("product_price")
      .set({ price_gross: sql`price_gross + 250`, price_net: sql`price_net + 210` })
      .where("product_id", "=", productId)
      .execute();
    const after = await read(b, `/product/${productId}`);
    expect(after.hit).toBe(false);
    expect((after.product.calculatedPrice as Json).unitPrice).toBeCloseTo(unit + 2.5, 2);
  });

  it("an order through A lowers the stock B shows on its next read; a cart write through A retires nothing in B", async () => {
    const stock = (await read(b, `/product/${productId}`)).product.availableStock as number;
    expect((await read(b, `/product/${productId}`)).hit).toBe(true);

    const visitor = await call(a, "GET", "/context");
    const registered = await call(a, "POST", "/account/register", {
      token: visitor.token,
      body: registerBody(`two-${randomBytes(4).toString("hex")}@example.com`, { guest: true, password: undefined }),
    });
    expect(registered.status, JSON.stringify(registered.json).slice(0, 300)).toBe(200);
    const token = registered.token;
    const added = await call(a, "POST", "/checkout/cart/line-item", {
      token,
      body: { items: [{ type: "product", referencedId: productId, quantity: 3 }] },
    });
    expect(added.status, JSON.stringify(added.json).slice(0, 300)).toBe(200);
    // A cart write, a customer and a context: B's entry is still served.
    expect((await read(b, `/product/${productId}`)).hit).toBe(true);

    const order = await call(a, "POST", "/checkout/order", { token, body: {} });
    expect(order.status, JSON.stringify(order.json).slice(0, 300)).toBe(200);
    const after = await read(b, `/product/${productId}`);
    expect(after.hit).toBe(false);
    expect(after.product.availableStock).toBe(stock - 3);
  });

  it("a catalogue change through one process's database connection reaches the other's listing", async () => {
    const category = await db
      .selectFrom("product_category")
      .select("category_id")
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow();
    const listing = async () => {
      const response = await call(b, "POST", `/product-listing/${category.category_id}`, {
        body: { limit: 1, filter: [{ type: "equals", field: "id", value: productId }] },
      });
      expect(response.status).toBe(200);
      return ((response.json.elements as Json[])[0].translated as Json).name;
    };
    await listing();
    await db
      .updateTable("product_translation")
      .set({ name: "Renamed across processes" })
      .where("product_id", "=", productId)
      .execute();
    expect(await listing()).toBe("Renamed across processes");
  });

  it("the login rate limit counts attempts made through both processes together", async () => {
    const attempt = (server: BackendProcess) =>
      call(server, "POST", "/account/login", { body: { username: "nobody-two@example.com", password: "wrong-one" } });
    for (let i = 0; i < 10; i++) {
      const response = await attempt(i % 2 === 0 ? a : b);
      expect(response.status).toBe(401);
    }
    for (const server of [a, b]) {
      const throttled = await attempt(server);
      expect(throttled.status).toBe(429);
      expect((throttled.json.errors as Json[])[0].code).toBe("CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    }
  });
});
