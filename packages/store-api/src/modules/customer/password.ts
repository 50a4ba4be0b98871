import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt from node:crypto (no native addon), r=8, p=1, N=2^cost with the cost the operator sets (PASSWORD_HASH_COST,
// AppConfig.passwordHashCost). The default 2^15 is twice Node's default (about 110 ms and 32 MiB a hash here); OWASP's
// 2^17 costs 0.6 s and 128 MiB per login on these shared 2-core machines. Each hash stores its parameters, so hashes
// made at another cost keep verifying when the setting changes. Costs below the default are for test shops: the e2e
// shops hash at 2^10 (2.6 ms), since the journeys register and log in hundreds of times and the cost is not their subject.

/** log2 of scrypt's N: the default, and the range PASSWORD_HASH_COST may take (memory: 1 KiB × 2^cost a hash). */
export const DEFAULT_PASSWORD_HASH_COST = 15;
export const PASSWORD_HASH_COSTS = { min: 10, max: 20 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: maxMemoryFor(options) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt's memory is 128 * N * r bytes; twice that leaves room for Node's own checks. */
function maxMemoryFor(options: ScryptOptions): number {
  return Math.max(32 * 1024 * 1024, 2 * 128 * (options.N ?? 0) * (options.r ?? 8));
}

/** scrypt's parameters for new hashes at N = 2^`cost`. */
function paramsFor(cost: number): Required<Pick<ScryptOptions, "N" | "r" | "p">> {
  return { N: 2 ** cost, r: 8, p: 1 };
}

/** A stored `scrypt$N$r$p$salt$key` hash's parameters, salt and key; undefined for any other format. */
function parseHash(stored: string | null | undefined) {
  const parts = stored?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
}

/** `scrypt$N$r$p$salt$key` with base64 salt and key, at N = 2^`cost` (a PASSWORD_HASH_COSTS value). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  if (!Number.isInteger(cost) || cost < PASSWORD_HASH_COSTS.min || cost > PASSWORD_HASH_COSTS.max)
    throw new Error(`password hash cost ${cost} is outside ${PASSWORD_HASH_COSTS.min}-${PASSWORD_HASH_COSTS.max}`);
  const params = paramsFor(cost);
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * Whether a stored hash was made with other parameters than `hashPassword(…, cost)` uses now: after an operator changes
 * PASSWORD_HASH_COST, a successful login hashes the password again at the new cost. Shopware writes a new hash at login
 * too, for a password stored by a legacy encoder (AccountService::getCustomerByLogin, updatePasswordHash); its hashes
 * follow PHP's default cost. Unknown formats never verify, so they need nothing.
 */
export function passwordNeedsRehash(stored: string | null | undefined, cost: number): boolean {
  const hash = parseHash(stored);
  if (!hash) return false;
  const wanted = paramsFor(cost);
  return hash.params.N !== wanted.N || hash.params.r !== wanted.r || hash.params.p !== wanted.p;
}

/** Constant-time check of a password against a stored hash; unknown formats never match. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.params);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}
