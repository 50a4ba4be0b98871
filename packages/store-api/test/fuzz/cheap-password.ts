import { randomBytes, scryptSync } from "node:crypto";

/**
 * password.ts for the fuzz suite: still scrypt in the stored `scrypt$N$r$p$salt$key` format (verifyPassword reads
 * the cost from the hash), at N=2^10 instead of 2^15. The suite registers, logs in and changes passwords hundreds
 * of times, and hashing cost is not what it tests.
 */
export async function cheapPasswordModule(original: typeof import("../../src/modules/customer/password.js")) {
  return {
    ...original,
    hashPassword: async (password: string) => {
      const salt = randomBytes(16);
      const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 });
      return ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    },
  };
}
