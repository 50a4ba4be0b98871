import { describe, expect, it } from "vitest";
import { birthdayOf } from "./customer.service.js";
import { hashPassword, verifyPassword } from "./password.js";

describe("password hashing (scrypt)", () => {
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const hash = await hashPassword("demo1234!");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("demo1234!", hash)).toBe(true);
    expect(await verifyPassword("demo1234?", hash)).toBe(false);
    expect(await hashPassword("demo1234!")).not.toBe(hash);
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
