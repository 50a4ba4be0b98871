#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, seed the SQLite shop on first run,
// then serve the embedded Store API (:8000) and the storefront (:3000) until Ctrl-C.
// With STORE_API_URL set, only the storefront runs, against that (external) Shopware.
// Node builtins only: this runs on a fresh clone before node_modules exists.
import { existsSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { isPortTaken, runOrThrow, startService, waitForHttp } from "./lib/process.mjs";
import { build, ensureDependencies, newestMtime, npm, ROOT, STORE_API_DIR } from "./lib/workspace.mjs";

const env = process.env;
const external = Boolean(env.STORE_API_URL);
const apiHost = env.STORE_API_HOST || "127.0.0.1";
const apiPort = Number(env.STORE_API_PORT || 8000);
const storefrontHost = env.HOST || "127.0.0.1";
const storefrontPort = Number(env.PORT || 3000);
const reachable = (host) => (host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host);
const display = (host) => (host === "127.0.0.1" || host === "0.0.0.0" || host === "::" ? "localhost" : host);
// The sales-channel domains (written by the seed, checked by the backend) follow the storefront's port.
const storefrontUrls = env.STOREFRONT_URLS || `http://localhost:${storefrontPort},http://127.0.0.1:${storefrontPort}`;
const storeApiUrl = (env.STORE_API_URL || `http://${reachable(apiHost)}:${apiPort}`).replace(/\/+$/, "");

async function seedIfNeeded() {
  if (env.DATABASE_URL) {
    // PostgreSQL: the seed is idempotent and also applies new migrations.
    await runOrThrow(npm, ["run", "seed", "-w", "packages/store-api"], {
      cwd: ROOT,
      env: { ...env, STOREFRONT_URLS: storefrontUrls },
    });
    return;
  }
  const database = path.resolve(ROOT, env.SQLITE_PATH || "var/shop.sqlite");
  const databaseTime = existsSync(database) ? statSync(database).mtimeMs : 0;
  // A fresh backend build may bring migrations; the idempotent seed applies them.
  if (databaseTime > newestMtime([path.join(STORE_API_DIR, "dist")])) return;
  console.log(databaseTime ? `Updating ${database}` : `Creating the demo shop in ${database}`);
  // An older demo database (another seed version) is replaced: it holds only generated demo data.
  await runOrThrow(npm, ["run", "seed", "-w", "packages/store-api", "--", "--replace-stale"], {
    cwd: ROOT,
    env: { ...env, SQLITE_PATH: database, STOREFRONT_URLS: storefrontUrls },
  });
  // An already-seeded database may be left untouched; mark it as checked against this build.
  if (existsSync(database)) utimesSync(database, new Date(), new Date());
}

async function assertPortFree(port, host, variable) {
  if (await isPortTaken(port, reachable(host))) {
    throw new Error(`Port ${port} on ${host} is already in use; stop that process or set ${variable}.`);
  }
}

const services = [];
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all(services.map((service) => service.stop()));
  process.exit(code);
}

async function main() {
  // better-sqlite3's compile (a fresh clone's) runs beside the build; its output is shown only if it fails.
  const { nativeBuild } = await ensureDependencies();
  await build({ storeApi: !external, onlyIfStale: true });
  const native = await nativeBuild;
  if (native.code !== 0) {
    process.stderr.write(native.output);
    throw new Error(`npm rebuild better-sqlite3 exited with ${native.code}`);
  }
  if (!external) {
    await seedIfNeeded();
    await assertPortFree(apiPort, apiHost, "STORE_API_PORT");
  }
  await assertPortFree(storefrontPort, storefrontHost, "PORT");

  if (!external) {
    services.push(
      startService("store-api", npm, ["run", "--silent", "start", "-w", "packages/store-api"], {
        cwd: ROOT,
        env: {
          ...env,
          // Like the storefront's server, the backend serves with every core (WORKERS, default: the cores in production).
          NODE_ENV: env.NODE_ENV || "production",
          STORE_API_HOST: apiHost,
          STORE_API_PORT: String(apiPort),
          STOREFRONT_URLS: storefrontUrls,
        },
      }),
    );
  }
  services.push(
    startService("storefront", npm, ["run", "--silent", "start", "-w", "apps/storefront"], {
      cwd: ROOT,
      env: {
        ...env,
        HOST: storefrontHost,
        PORT: String(storefrontPort),
        STORE_API_URL: storeApiUrl,
        STOREFRONT_URLS: storefrontUrls,
      },
    }),
  );

  process.on("SIGINT", () => shutdown(130));
  process.on("SIGTERM", () => shutdown(143));
  for (const service of services) {
    service.exited.then(({ code, signal }) => {
      if (shuttingDown) return;
      console.error(`A server stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
      shutdown(code || 1);
    });
  }

  const [backend, storefront] = external ? [null, services[0]] : services;
  await Promise.all([
    backend && waitForHttp(`${storeApiUrl}/store-api/context`, { exited: backend.exited }),
    waitForHttp(`http://${reachable(storefrontHost)}:${storefrontPort}/favicon.svg`, { exited: storefront.exited }),
  ]);

  console.log("");
  console.log(`  Shop:      http://${display(storefrontHost)}:${storefrontPort}`);
  console.log(
    `  Store API: ${external ? storeApiUrl : `http://${display(apiHost)}:${apiPort}`}/store-api${external ? " (external)" : ""}`,
  );
  console.log("  Press Ctrl-C to stop.");
  console.log("");
}

main().catch((error) => {
  console.error(`npm start failed: ${error.message}`);
  shutdown(1);
});
