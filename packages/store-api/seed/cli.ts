import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/config.js";
import { createDatabase } from "../src/db/database.js";
import { seedDatabase } from "./seed.js";

const config = loadConfig();
const started = performance.now();
const target = config.databaseUrl ? `PostgreSQL ${config.databaseUrl.replace(/\/\/[^@]*@/, "//***@")}` : `SQLite ${config.sqlitePath}`;
console.log(`Seeding ${target}`);
const db = createDatabase(config);
try {
  const outcome = await seedDatabase(db, { storefrontUrls: config.storefrontUrls, log: (line) => console.log(line) });
  console.log(`${outcome === "seeded" ? "Seeded" : "Already seeded"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}
