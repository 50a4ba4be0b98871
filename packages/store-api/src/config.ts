import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Everything the backend reads from its environment, resolved once at start-up. */
export interface AppConfig {
  host: string;
  port: number;
  /** Absolute base URL under which the backend is reachable by browsers (media URLs, payment pages). */
  publicUrl: string;
  /** PostgreSQL connection string; when absent the SQLite file at `sqlitePath` is used. */
  databaseUrl?: string;
  sqlitePath: string;
  maintenanceMode: boolean;
  /** Origins of the storefront; each becomes a sales-channel domain per language (Shopware checks storefrontUrl against them). */
  storefrontUrls: string[];
  /** Directory holding the seeded media files served under /media. */
  mediaDir: string;
  logLevel: string;
}

/** packages/store-api, whether this file runs from src/ (tsx, vitest) or from dist/src/ (built). */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(PACKAGE_ROOT, "../..");

/** The seeded sales channel's access key; the storefront's default STORE_API_ACCESS_KEY. */
export const DEFAULT_ACCESS_KEY = "SWSCZHJLBXBTWGHQTKVXM1ZRNQ";

function findPackageRoot(dir: string): string {
  return existsSync(path.join(dir, "package.json")) ? dir : findPackageRoot(path.dirname(dir));
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.STORE_API_PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STORE_API_PORT is not a port: ${env.STORE_API_PORT}`);
  return {
    host: env.STORE_API_HOST ?? "127.0.0.1",
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(REPO_ROOT, env.SQLITE_PATH ?? "var/shop.sqlite"),
    maintenanceMode: flag(env.MAINTENANCE_MODE),
    storefrontUrls: (env.STOREFRONT_URLS ?? "http://localhost:3000,http://127.0.0.1:3000")
      .split(",")
      .map((url) => url.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    mediaDir: path.resolve(PACKAGE_ROOT, env.MEDIA_DIR ?? "seed/media/files"),
    logLevel: env.LOG_LEVEL ?? "warn",
  };
}

/** A config for tests and tools: defaults, overridable field by field. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), publicUrl: "http://localhost:8000", ...overrides };
}
