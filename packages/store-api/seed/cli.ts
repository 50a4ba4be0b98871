import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/config.js";
import { createDatabase } from "../src/db/database.js";
import { seedDatabase, StaleSeedError, type SeedOutcome } from "./seed.js";

// `--replace-stale`: a SQLite demo database seeded by an older version is deleted and seeded again (npm start uses it;
// the file holds nothing but generated demo data and what was done in the demo). PostgreSQL is never dropped.
const replaceStale = process.argv.includes("--replace-stale");
const config = loadConfig();
const started = performance.now();
const target = config.databaseUrl
  ? `PostgreSQL ${config.databaseUrl.replace(/\/\/[^@]*@/, "//***@")}`
  : `SQLite ${config.sqlitePath}`;

async function seedOnce(): Promise<SeedOutcome> {
  const db = createDatabase(config);
  try {
    return await seedDatabase(db, {
      storefrontUrls: config.storefrontUrls,
      passwordHashCost: config.passwordHashCost,
      log: (line) => console.log(line),
    });
  } finally {
    await db.destroy();
  }
}

console.log(`Seeding ${target}`);
let outcome: SeedOutcome;
try {
  outcome = await seedOnce();
} catch (error) {
  if (!(error instanceof StaleSeedError && replaceStale && !config.databaseUrl)) throw error;
  console.log(`${error.message}\nReplacing the stale demo database ${config.sqlitePath}`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${config.sqlitePath}${suffix}`, { force: true });
  outcome = await seedOnce();
}
console.log(
  `${outcome === "seeded" ? "Seeded" : "Already seeded"} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
