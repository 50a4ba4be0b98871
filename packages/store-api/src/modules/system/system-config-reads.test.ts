import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { findSystemConfigValue, saveSystemConfigValue } from "./system.repository.js";

let t: TestApp;
let log: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => log.push(text) });
  await saveSystemConfigValue(t.db, "test.reads.a", JSON.stringify(12));
  await saveSystemConfigValue(t.db, "test.reads.b", JSON.stringify("name-asc"));
}, 120_000);
afterAll(async () => t?.close());

const configReads = () => log.filter((text) => /from "system_config"/i.test(text)).length;

describe("system_config values asked for together", () => {
  it("are read with one statement, each reader getting its own key's value (or undefined when unset)", async () => {
    log = [];
    const values = await Promise.all([
      findSystemConfigValue(t.db, "test.reads.a"),
      findSystemConfigValue(t.db, "test.reads.b"),
      findSystemConfigValue(t.db, "test.reads.unset"),
      findSystemConfigValue(t.db, "test.reads.a"),
    ]);
    expect(values).toEqual(["12", '"name-asc"', undefined, "12"]);
    expect(configReads()).toBe(1);
  });

  it("asked for one after the other, each sees the value written before it", async () => {
    log = [];
    expect(await findSystemConfigValue(t.db, "test.reads.c")).toBeUndefined();
    await saveSystemConfigValue(t.db, "test.reads.c", "true");
    expect(await findSystemConfigValue(t.db, "test.reads.c")).toBe("true");
    expect(configReads()).toBe(2);
  });

  it("inside a transaction, are read on it: its own writes seen, nothing of it seen outside before commit", async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await saveSystemConfigValue(trx, "test.reads.d", "1");
        const [inside, other] = await Promise.all([
          findSystemConfigValue(trx, "test.reads.d"),
          findSystemConfigValue(trx, "test.reads.a"),
        ]);
        expect([inside, other]).toEqual(["1", "12"]);
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    expect(await findSystemConfigValue(t.db, "test.reads.d")).toBeUndefined();
  });

  it("a failed read fails every reader of its batch, and the next batch reads again", async () => {
    // A handle on a schema that does not exist: its statement fails on either engine.
    const broken = t.db.withSchema("no_such_schema");
    const reads = [findSystemConfigValue(broken, "test.reads.a"), findSystemConfigValue(broken, "test.reads.b")];
    for (const read of reads) await expect(read).rejects.toThrow();
    expect(await findSystemConfigValue(t.db, "test.reads.a")).toBe("12");
  });
});
