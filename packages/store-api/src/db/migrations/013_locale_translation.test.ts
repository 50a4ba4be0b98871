import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../database.js";
import { up } from "./013_locale_translation.js";

// The upgrade of a database seeded before locale names were translated: every language gets the locale's own
// names, so `translated.name` is filled at once (a reseed writes the per-language names).
describe("migration 013_locale_translation on an existing database", () => {
  let db: Kysely<unknown>;
  beforeAll(async () => {
    // Migrations take a schema-agnostic Kysely; the typed Db is the same connection.
    db = createDatabase({ sqlitePath: ":memory:" }) as unknown as Kysely<unknown>;
    await sql`CREATE TABLE locale (id varchar(32) PRIMARY KEY, code varchar(16) NOT NULL, name text NOT NULL, territory text NOT NULL)`.execute(
      db,
    );
    await sql`CREATE TABLE language (id varchar(32) PRIMARY KEY, locale_id varchar(32) REFERENCES locale(id))`.execute(
      db,
    );
    await sql`INSERT INTO locale VALUES ('l1', 'en-GB', 'English', 'United Kingdom'), ('l2', 'de-DE', 'German', 'Germany')`.execute(
      db,
    );
    await sql`INSERT INTO language VALUES ('g1', 'l1'), ('g2', 'l2')`.execute(db);
    await up(db);
  });
  afterAll(async () => db?.destroy());

  it("copies each locale's names into every language", async () => {
    const rows = (
      await sql<{
        locale_id: string;
        language_id: string;
        name: string;
        territory: string;
      }>`SELECT locale_id, language_id, name, territory FROM locale_translation ORDER BY locale_id, language_id`.execute(
        db,
      )
    ).rows;
    expect(rows).toEqual([
      { locale_id: "l1", language_id: "g1", name: "English", territory: "United Kingdom" },
      { locale_id: "l1", language_id: "g2", name: "English", territory: "United Kingdom" },
      { locale_id: "l2", language_id: "g1", name: "German", territory: "Germany" },
      { locale_id: "l2", language_id: "g2", name: "German", territory: "Germany" },
    ]);
  });
});
