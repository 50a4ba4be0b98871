import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createThrowawayDatabase } from "./database";
import { freePort, runCommand, startServer, waitForHttp, type Server } from "./servers";

/**
 * Seeds a fresh shop and starts the *built* backend and storefront on free ports. The backend runs on a
 * SQLite file in a temp dir, or with E2E_DATABASE_URL=postgres://… on a new database created on that
 * server for this run (and dropped afterwards). E2E_BASE_URL skips all of it (test a running storefront);
 * E2E_STORE_API_URL starts only the storefront, against that Store API (e.g. a real Shopware).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`e2e browser: ${process.env.E2E_BROWSER}`);
  if (process.env.E2E_BASE_URL) return async () => {};

  const servers: Server[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  const tempDir = mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const cleanup of cleanups) await cleanup();
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    const storefrontPort = await freePort();
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    let storeApiUrl = process.env.E2E_STORE_API_URL;

    if (!storeApiUrl) {
      const apiPort = await freePort();
      storeApiUrl = `http://127.0.0.1:${apiPort}`;
      const backendEnv: NodeJS.ProcessEnv = {
        ...process.env,
        STORE_API_HOST: "127.0.0.1",
        STORE_API_PORT: String(apiPort),
        PUBLIC_URL: storeApiUrl,
        STOREFRONT_URLS: storefrontUrl,
        // Every spec registers from 127.0.0.1: the per-IP registration limit (issue 12 M5) would throttle the suite;
        // packages/store-api/test/security/limits.test.ts covers it.
        REGISTRATION_LIMIT_PER_IP: "0",
        // Password hashes (the seeded demo customer's too) at scrypt's 2^10 instead of the default 2^15: the journeys
        // register, log in and change passwords about 400 times a run, at 110 ms of CPU each by default. What the cost
        // does is packages/store-api's subject (password.test.ts, password-hash-cost.test.ts), not the journeys'.
        PASSWORD_HASH_COST: "10",
        // One process, as in every test (WORKERS defaults to the cores only in production).
        WORKERS: "1",
      };
      delete backendEnv.DATABASE_URL;
      delete backendEnv.SQLITE_PATH;
      delete backendEnv.MAINTENANCE_MODE;
      // The tests read the database (mail outbox: double opt-in, recovery, order mails) through ./database.
      if (process.env.E2E_DATABASE_URL) {
        const database = await createThrowawayDatabase(process.env.E2E_DATABASE_URL);
        cleanups.push(database.drop);
        backendEnv.DATABASE_URL = database.url;
        process.env.E2E_SHOP_DATABASE_URL = database.url;
        console.log(
          `e2e backend on PostgreSQL ${database.version}: database ${database.name} on ${new URL(database.url).host}`,
        );
      } else {
        const sqlitePath = path.join(tempDir, "shop.sqlite");
        backendEnv.SQLITE_PATH = sqlitePath;
        process.env.E2E_SQLITE_PATH = sqlitePath;
        console.log(`e2e backend on SQLite: ${sqlitePath}`);
      }
      await runCommand("npm", ["run", "--silent", "seed", "-w", "packages/store-api"], backendEnv);
      servers.push(
        startServer("store-api", storeApiUrl, ["run", "--silent", "start", "-w", "packages/store-api"], backendEnv),
      );
    }

    servers.push(
      startServer("storefront", storefrontUrl, ["run", "--silent", "start", "-w", "apps/storefront"], {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(storefrontPort),
        STORE_API_URL: storeApiUrl,
        // One process: page-cache.spec.ts expects a miss then a hit from the same process's cache.
        WORKERS: "1",
        // The public origin robots.txt and the sitemap name (never the Host header).
        STOREFRONT_URLS: storefrontUrl,
      }),
    );

    await Promise.all([waitForHttp(`${storeApiUrl}/store-api/context`), waitForHttp(`${storefrontUrl}/favicon.svg`)]);
    // Read by the test fixtures in the workers, which start after this.
    process.env.E2E_BASE_URL = storefrontUrl;
    process.env.E2E_STORE_API_URL = storeApiUrl;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
