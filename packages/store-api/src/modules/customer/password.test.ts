import { describe, expect, it } from "vitest";
import { birthdayOf } from "./customer.service.js";
import { passwordHashCostFrom } from "../../config.js";
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, passwordNeedsRehash, verifyPassword } from "./password.js";

describe("password hashing (scrypt)", () => {
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const hash = await hashPassword("demo1234!", DEFAULT_PASSWORD_HASH_COST);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("demo1234!", hash)).toBe(true);
    expect(await verifyPassword("demo1234?", hash)).toBe(false);
    expect(await hashPassword("demo1234!", DEFAULT_PASSWORD_HASH_COST)).not.toBe(hash);
  });

  it("hashes at N = 2^cost and stores it, so a hash verifies whatever the cost of the next one", async () => {
    const cheap = await hashPassword("demo1234!", 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("demo1234!", cheap)).toBe(true);
    expect(await verifyPassword("demo1234?", cheap)).toBe(false);
    // 2^17 (OWASP's minimum) needs 128 MiB, past Node's default scrypt memory limit.
    expect(await hashPassword("x", 17)).toMatch(/^scrypt\$131072\$8\$1\$/);
    for (const cost of [9, 21, 12.5, Number.NaN])
      await expect(hashPassword("x", cost)).rejects.toThrow(/outside 10-20/);
  });

  it("PASSWORD_HASH_COST: unset or blank is the default; an integer from 10 to 20; anything else stops the start", () => {
    expect(passwordHashCostFrom(undefined)).toBe(15);
    expect(passwordHashCostFrom(" ")).toBe(15);
    expect(passwordHashCostFrom("10")).toBe(10);
    expect(passwordHashCostFrom(" 17 ")).toBe(17);
    for (const value of ["9", "21", "15.5", "fifteen", "0x10"])
      expect(() => passwordHashCostFrom(value), value).toThrow(/PASSWORD_HASH_COST must be an integer from 10 to 20/);
  });

  it("a hash needs rehashing when its parameters are not the setting's; foreign formats never do", async () => {
    const cheap = await hashPassword("demo1234!", 10);
    expect(passwordNeedsRehash(cheap, 10)).toBe(false);
    expect(passwordNeedsRehash(cheap, 11)).toBe(true);
    expect(passwordNeedsRehash(cheap.replace("$8$1$", "$16$1$"), 10)).toBe(true);
    expect(passwordNeedsRehash(cheap.replace("$8$1$", "$8$2$"), 10)).toBe(true);
    for (const stored of [null, undefined, "", "plain", "$2y$10$abcdefghijklmnopqrstuv", "scrypt$1$2$3"])
      expect(passwordNeedsRehash(stored, 10)).toBe(false);
  });

  it("never matches missing or foreign hashes", async () => {
    for (const stored of [null, undefined, "", "plain", "$2y$10$abcdefghijklmnopqrstuv", "scrypt$1$2$3"])
      expect(await verifyPassword("x", stored)).toBe(false);
  });
});

describe("birthdayOf", () => {
  it.each([
    [[10, 12, 1990], "1990-12-10"],
    [["1", "2", "2000"], "2000-02-01"],
    [[31, 2, 2001], null],
    [[undefined, 2, 2001], null],
    [["", "", ""], null],
  ])("%j → %s", (parts, expected) => {
    expect(birthdayOf(...(parts as [unknown, unknown, unknown]))).toBe(expected);
  });
});
