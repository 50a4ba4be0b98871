import { buildApp } from "./app.js";
import { loadConfig, redactedSmtpUrl } from "./config.js";
import { createDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { setMediaBaseUrl } from "./modules/media/media.definition.js";

const config = loadConfig();
const db = createDatabase(config);
await migrateToLatest(db);
setMediaBaseUrl(config.publicUrl);
const app = await buildApp({ db, config });

const shutdown = async (signal: string) => {
  app.log.warn(`${signal} received, closing`);
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(
  config.smtpUrl
    ? `Mail delivery: SMTP ${redactedSmtpUrl(config.smtpUrl)} as ${config.mailFrom}`
    : "Mail delivery is off (SMTP_URL is not set): mails stay in the outbox, see npm run shop -w packages/store-api -- mail list",
);
console.log(`Store API listening on http://${config.host}:${port}/store-api (${config.databaseUrl ? "PostgreSQL" : `SQLite ${config.sqlitePath}`}${config.maintenanceMode ? ", maintenance mode" : ""})`);
