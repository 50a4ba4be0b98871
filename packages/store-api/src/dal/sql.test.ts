import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../db/database.js";
import { productDefinition } from "../modules/product/product.definition.js";
import { compileFilters } from "./sql-filters.js";
import { Aliases, fieldExpr, fromClauseFor, storedValue } from "./sql.js";

const db = createDatabase({ sqlitePath: ":memory:" });
afterAll(() => db.destroy());
const ctx = { languageChain: ["a".repeat(32), "b".repeat(32)] };

describe("fromClauseFor", () => {
  it("joins the translations along the language chain only when the statement reads a translated column", () => {
    const scope = new Aliases("sqlite").scope(productDefinition);
    const active = compileFilters(
      scope,
      [{ type: "equals", field: "active", value: true }],
      ctx,
      new Aliases("sqlite"),
    );
    expect(fromClauseFor(db, scope, ctx, active).compile(db).sql).toBe(`"product" AS "a1"`);
    const byName = fromClauseFor(
      db,
      scope,
      ctx,
      active,
      sql`${fieldExpr(scope, productDefinition.fields.name, ctx)} ASC`,
    ).compile(db).sql;
    expect(byName).toContain(`LEFT JOIN "product_translation" AS "a1_t0"`);
    expect(byName).toContain(`LEFT JOIN "product_translation" AS "a1_t1"`);
  });
});

describe("storedValue", () => {
  it("stores a money filter value as the money module does: exact hundredths, halves away from zero", () => {
    const price = productDefinition.fields.cheapestPrice;
    expect(price.money).toBe(true);
    // 1.005 * 100 is 100.49999999999999 in binary floating point; the amount means 100.5 hundredths.
    expect(storedValue(price, 1.005)).toBe(101);
    expect(storedValue(price, -0.005)).toBe(-1);
    expect(storedValue(price, "19.99")).toBe(1999);
  });
});
