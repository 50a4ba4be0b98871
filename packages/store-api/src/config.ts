import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COSTS } from "./modules/customer/password.js";
import type { DEFAULT_DELIVERY } from "./modules/mail/mail-delivery.js";

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
  /**
   * Peers whose X-Forwarded-For is believed (Fastify's trustProxy): a list of IPs/CIDRs, `true` for everyone, `false`
   * for nobody. Every IP-keyed rate limit (login, recovery, contact, newsletter, guest order lookup, add to cart) and
   * the maintenance whitelist key on the resulting client IP, so trusting everyone would let any client pick its own.
   */
  trustedProxies: string[] | boolean;
  /** Registrations per client IP before the backoff (REGISTRATION_LIMIT_PER_IP, default 10; 0 = off). */
  registrationsPerIp: number;
  /**
   * PASSWORD_HASH_COST: log2 of scrypt's N for the password hashes this server makes (default 15, 10-20;
   * modules/customer/password.ts). Raising it costs every later registration, login and password change more CPU and
   * memory; hashes already stored keep their own cost.
   */
  passwordHashCost: number;
  /**
   * Connection limits (issue 12 M6): a whole request, headers included, must arrive within `requestTimeoutMs`
   * (REQUEST_TIMEOUT_MS, default 30 s), its headers within `headersTimeoutMs` (HEADERS_TIMEOUT_MS, 10 s); an idle
   * keep-alive connection closes after `keepAliveTimeoutMs` (KEEP_ALIVE_TIMEOUT_MS, 5 s); a body may be `bodyLimitBytes`
   * long (BODY_LIMIT_BYTES, 1 MiB; larger: 413).
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  bodyLimitBytes: number;
  /** How often expired carts, contexts, rate-limit rows and payment tokens are deleted (CLEANUP_INTERVAL_MS, 1 h; 0 = off). */
  cleanupIntervalMs: number;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): where the outbox is delivered; absent = mails stay in the outbox. */
  smtpUrl?: string;
  /** MAIL_FROM (`Shop <shop@example.org>`): the sender of every mail; required with SMTP_URL. */
  mailFrom?: string;
  /** Retry, lease and polling of the delivery worker; the defaults (DEFAULT_DELIVERY) fit production, tests shorten them. */
  mailDelivery?: Partial<typeof DEFAULT_DELIVERY>;
  /**
   * WORKERS: how many processes serve the port (Node's cluster; server.ts). Default: the machine's cores when
   * NODE_ENV=production, else 1 (development, tests).
   */
  workers: number;
  /**
   * PG_POOL_MAX: the PostgreSQL connections this server opens in total, over all its workers (default 10); each worker
   * gets PG_POOL_MAX / WORKERS of them, at least 2 (`poolSizePerWorker`).
   */
  pgPoolMax: number;
  /**
   * PG_ACQUIRE_TIMEOUT_MS: how long a request waits for a free PostgreSQL connection of its worker's pool before it
   * is answered 503 (busy, retry) instead of waiting forever (default 5,000).
   */
  pgAcquireTimeoutMs: number;
}

/** WORKERS, or its default: every core in production, one process in development and tests. */
export function workersFrom(env: NodeJS.ProcessEnv): number {
  const fallback = env.NODE_ENV === "production" ? availableParallelism() : 1;
  const workers = count(env, "WORKERS", fallback);
  return workers === 0 ? fallback : workers;
}

/** Each worker's share of PG_POOL_MAX (at least 2: a transaction and a read may run side by side). */
export function poolSizePerWorker(config: Pick<AppConfig, "workers" | "pgPoolMax">): number {
  return Math.max(2, Math.floor(config.pgPoolMax / Math.max(1, config.workers)));
}

/** A non-negative integer from the environment, or the fallback; anything else stops the start. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text.trim() === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} is not a non-negative integer: ${text}`);
  return value;
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

/** The storefront runs beside the backend and forwards the shopper's IP; nobody else is believed by default. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1", "::1"];

/** TRUSTED_PROXIES: unset = loopback, `*`/`true` = everyone (explicit only), `none`/`false`/empty = nobody, else IPs/CIDRs. */
export function parseTrustedProxies(value: string | undefined): string[] | boolean {
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  const text = value.trim().toLowerCase();
  if (text === "*" || text === "true") return true;
  if (text === "" || text === "none" || text === "false") return false;
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || extra !== undefined)
      throw new Error(`TRUSTED_PROXIES holds something that is not an IP or CIDR: ${entry}`);
  }
  return entries;
}

/** SMTP_URL must name an SMTP server (nodemailer reads the rest: user, password, port, query options). */
export function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error("SMTP_URL is not a URL (expected smtp://user:password@host:587 or smtps://…)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new Error("SMTP_URL names no host");
  return text;
}

/** SMTP_URL without its password, for logs. */
export function redactedSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = "***";
  return url.toString();
}

function mailFromFor(smtpUrl: string | undefined, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (smtpUrl && !text)
    throw new Error("MAIL_FROM must be set when SMTP_URL is (e.g. MAIL_FROM='Demo Store <shop@example.org>')");
  if (text && !/^[^\r\n]*@[^\r\n]+$/.test(text))
    throw new Error("MAIL_FROM is not an address (e.g. shop@example.org or 'Demo Store <shop@example.org>')");
  return text || undefined;
}

/** PASSWORD_HASH_COST: unset = the default; else an integer in PASSWORD_HASH_COSTS, or the server does not start. */
export function passwordHashCostFrom(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_PASSWORD_HASH_COST;
  const cost = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  const { min, max } = PASSWORD_HASH_COSTS;
  if (!(cost >= min && cost <= max))
    throw new Error(`PASSWORD_HASH_COST must be an integer from ${min} to ${max} (log2 of scrypt's N): ${value}`);
  return cost;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  const port = Number(env.STORE_API_PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`STORE_API_PORT is not a port: ${env.STORE_API_PORT}`);
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
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    registrationsPerIp: count(env, "REGISTRATION_LIMIT_PER_IP", 10),
    passwordHashCost: passwordHashCostFrom(env.PASSWORD_HASH_COST),
    requestTimeoutMs: count(env, "REQUEST_TIMEOUT_MS", 30_000),
    headersTimeoutMs: count(env, "HEADERS_TIMEOUT_MS", 10_000),
    keepAliveTimeoutMs: count(env, "KEEP_ALIVE_TIMEOUT_MS", 5_000),
    bodyLimitBytes: count(env, "BODY_LIMIT_BYTES", 1024 * 1024),
    cleanupIntervalMs: count(env, "CLEANUP_INTERVAL_MS", 60 * 60 * 1000),
    smtpUrl,
    mailFrom: mailFromFor(smtpUrl, env.MAIL_FROM),
    workers: workersFrom(env),
    pgPoolMax: count(env, "PG_POOL_MAX", 10),
    pgAcquireTimeoutMs: count(env, "PG_ACQUIRE_TIMEOUT_MS", 5_000),
  };
}

/**
 * A config for tests and tools: defaults, overridable field by field. The registration limit is off: test files
 * register many accounts from one address (test/security/rate-limits.test.ts turns it on).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    publicUrl: "http://localhost:8000",
    registrationsPerIp: 0,
    cleanupIntervalMs: 0,
    ...overrides,
  };
}
