import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, runCommand, type Server, startServer, waitForHttp } from "./servers";

/**
 * A backend + storefront pair of a spec's own (free 127.0.0.1 ports, a freshly seeded SQLite file in a temporary
 * folder), for journeys that stop the backend or switch the shop into maintenance: the shared e2e servers serve the
 * parallel tests and must not see that.
 */
export interface PrivateShop {
  storeApiUrl: string;
  baseUrl: string;
  /** The backend's environment (its own database): for the backend's CLI, and for starting it again. */
  backendEnv: NodeJS.ProcessEnv;
  /** Stops the backend; the storefront keeps running. */
  stopBackend(): Promise<void>;
  /** Starts the backend again on the same port and database, and waits until it answers. */
  restartBackend(): Promise<void>;
  /** Stops both servers and removes the database. */
  close(): Promise<void>;
}

/** Polls until the URL gives any HTTP answer at all (in maintenance every Store API route answers 503). */
async function waitForAnyAnswer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status !== 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} gave no answer within ${timeoutMs / 1000} s`);
}

/**
 * Seeds and starts a private shop named `label` (the servers' log prefix). `backend` adds to the backend's
 * environment, e.g. `{ MAINTENANCE_MODE: "1" }`. Resolves once both servers answer.
 */
export async function startPrivateShop(label: string, backend: NodeJS.ProcessEnv = {}): Promise<PrivateShop> {
  const tempDir = mkdtempSync(path.join(tmpdir(), `shop-${label}-`));
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  const storeApiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${storefrontPort}`;
  const backendEnv: NodeJS.ProcessEnv = {
    ...process.env,
    STORE_API_HOST: "127.0.0.1",
    STORE_API_PORT: String(apiPort),
    PUBLIC_URL: storeApiUrl,
    STOREFRONT_URLS: baseUrl,
    SQLITE_PATH: path.join(tempDir, "shop.sqlite"),
  };
  // The shared e2e run's database and maintenance switch are not this shop's.
  delete backendEnv.DATABASE_URL;
  delete backendEnv.MAINTENANCE_MODE;
  Object.assign(backendEnv, backend);
  await runCommand("npm", ["run", "--silent", "seed", "-w", "packages/store-api"], backendEnv);

  const startBackend = () =>
    startServer(
      `${label}-store-api`,
      storeApiUrl,
      ["run", "--silent", "start", "-w", "packages/store-api"],
      backendEnv,
    );
  const backendReady = () =>
    backendEnv.MAINTENANCE_MODE
      ? waitForAnyAnswer(`${storeApiUrl}/store-api/context`)
      : waitForHttp(`${storeApiUrl}/store-api/context`);
  let backendServer: Server | null = startBackend();
  const storefront = startServer(
    `${label}-storefront`,
    baseUrl,
    ["run", "--silent", "start", "-w", "apps/storefront"],
    {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(storefrontPort),
      STORE_API_URL: storeApiUrl,
    },
  );
  await Promise.all([backendReady(), waitForHttp(`${baseUrl}/favicon.svg`)]);

  const stopBackend = async () => {
    await backendServer?.stop();
    backendServer = null;
  };
  return {
    storeApiUrl,
    baseUrl,
    backendEnv,
    stopBackend,
    async restartBackend() {
      await stopBackend();
      backendServer = startBackend();
      await backendReady();
    },
    async close() {
      await Promise.all([stopBackend(), storefront.stop()]);
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
