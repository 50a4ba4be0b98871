import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { buildApp } from "../src/app.js";
import { DEFAULT_ACCESS_KEY, testConfig, type AppConfig } from "../src/config.js";
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COSTS } from "../src/modules/customer/password.js";
import type { Db } from "../src/db/database.js";
import { setMediaBaseUrl } from "../src/modules/media/media.definition.js";
import { languageId } from "../seed/ids.js";
import { openSeededDatabase, STOREFRONT_URL } from "./seeded-shop.js";

export const ACCESS_KEY = DEFAULT_ACCESS_KEY;
export const LANGUAGE = { en: languageId("en-GB"), pl: languageId("pl-PL"), de: languageId("de-DE") };
export { STOREFRONT_URL };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** A Store API call with the access key (and the token, when given). */
  api: (
    method: InjectOptions["method"],
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/**
 * Test apps hash passwords at the lowest cost PASSWORD_HASH_COST allows, 2^10 (about 3 ms a hash) instead of the
 * default 2^15 (about 110 ms): registrations, logins and password changes happen all over the suites, and the cost is
 * not their subject (the SQLite pass: 194 → 174 CPU-s). Each hash keeps its cost, so the seeded demo customer (hashed
 * at the default) still logs in. The tests whose subject is the cost or the time a login takes ask for the default:
 * STANDARD_PASSWORD_HASHES.
 */
const TEST_PASSWORD_HASH_COST = PASSWORD_HASH_COSTS.min;
export const STANDARD_PASSWORD_HASHES: Partial<AppConfig> = { passwordHashCost: DEFAULT_PASSWORD_HASH_COST };

/**
 * A fresh, seeded backend: an in-memory SQLite database, or with TEST_DATABASE_URL a new PostgreSQL database that is
 * dropped on close, each a copy of the shop the global setup seeded once (test/seeded-shop.ts). Each test file builds
 * its own, so files never share data.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { onQuery?: (sqlText: string) => void } = {},
): Promise<TestApp> {
  const { db, drop } = await openSeededDatabase(options.onQuery);
  const config = testConfig({
    storefrontUrls: [STOREFRONT_URL],
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...overrides,
  });
  setMediaBaseUrl(config.publicUrl);
  const app = await buildApp({ db, config });
  return {
    app,
    db,
    api: (method, path, options = {}) =>
      app.inject({
        method,
        url: `/store-api${path}`,
        headers: {
          "sw-access-key": ACCESS_KEY,
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.token ? { "sw-context-token": options.token } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
      }),
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** The first error entry of an envelope response. */
export function firstError(response: LightMyRequestResponse): {
  status: string;
  code: string;
  detail: string;
  source?: { pointer: string };
  meta?: { parameters: Record<string, unknown> };
} {
  const body = response.json() as { errors: { status: string; code: string; detail: string }[] };
  return body.errors[0];
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ c: number }>`SELECT COUNT(*) AS c FROM ${sql.table(table)}`.execute(db);
  return Number(result.rows[0].c);
}
