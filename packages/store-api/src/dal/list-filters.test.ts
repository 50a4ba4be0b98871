import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { getDefinition } from "./definition.js";

/**
 * Shopware's SqlQueryParser: `equals`/`equalsAny` on a ListField (ManyToManyIdField extends it) means "the JSON list
 * contains the value(s)", `equals null` means the list itself is NULL; filters on the association behind a
 * ManyToManyIdField (`options.id`) mean "one of the related rows matches". Checked against the seed's own rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Product = { id: string; parentId: string | null; optionIds: string[] | null };
type Row = {
  id: string;
  parent_id: string | null;
  option_ids: string | null;
  property_ids: string | null;
  category_ids: string | null;
  category_tree: string | null;
};

const products = async (body: Record<string, unknown>) => {
  const response = await t.api("POST", "/product", { body: { limit: 100, "total-count-mode": "exact", ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; elements: Product[] };
};
const ids = (result: { elements: { id: string }[] }) => result.elements.map((p) => p.id).sort();

let rows: Row[];
/** Of `candidates`, the ones the Store API shows at all (active, visible): what a filter can find. */
const visible = async (candidates: string[]) => (candidates.length ? ids(await products({ ids: candidates })) : []);
const list = (raw: string | null): string[] => (raw ? (JSON.parse(raw) as string[]) : []);

beforeAll(async () => {
  rows = (
    await sql<Row>`SELECT id, parent_id, option_ids, property_ids, category_ids, category_tree FROM product`.execute(
      t.db,
    )
  ).rows;
});

describe("filters on list and many-to-many id fields (Shopware: JSON_CONTAINS)", () => {
  const columns = {
    optionIds: "option_ids",
    propertyIds: "property_ids",
    categoryIds: "category_ids",
    categoryTree: "category_tree",
  } as const;

  it.each(Object.entries(columns))(
    "equals on %s finds the products whose list holds the value",
    async (field, column) => {
      // The rarest value, so that its products fit one page (limit 100).
      const counts = new Map<string, number>();
      for (const r of rows) for (const v of list(r[column])) counts.set(v, (counts.get(v) ?? 0) + 1);
      const value = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0][0];
      const expected = await visible(rows.filter((r) => list(r[column]).includes(value)).map((r) => r.id));
      expect(expected.length).toBeGreaterThan(0);
      const found = await products({ filter: [{ type: "equals", field, value }] });
      expect(ids(found)).toEqual(expected);
      expect(found.total).toBe(expected.length);
      // Upper-case hex ids are the same ids (Shopware compares binary UUIDs).
      expect(
        ids(await products({ filter: [{ type: "equals", field: `product.${field}`, value: value.toUpperCase() }] })),
      ).toEqual(expected);
    },
  );

  it.each(Object.entries(columns))(
    "equalsAny on %s finds the products whose list holds any of the values",
    async (field, column) => {
      const counts = new Map<string, number>();
      for (const r of rows) for (const v of list(r[column])) counts.set(v, (counts.get(v) ?? 0) + 1);
      const values = [...counts]
        .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
        .slice(0, 3)
        .map(([v]) => v);
      const expected = await visible(
        rows.filter((r) => list(r[column]).some((v) => values.includes(v))).map((r) => r.id),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await products({ filter: [{ type: "equalsAny", field, value: values }] }))).toEqual(expected);
      expect(ids(await products({ filter: [{ type: "equalsAny", field, value: values.join("|") }] }))).toEqual(
        expected,
      );
    },
  );

  it("the variant switch: parentId plus two option ids finds exactly the variant with both options", async () => {
    const variant = rows.find((r) => r.parent_id !== null && list(r.option_ids).length >= 2) as Row;
    const [first, second] = list(variant.option_ids);
    const filter = [
      { type: "equals", field: "parentId", value: variant.parent_id },
      { type: "equals", field: "optionIds", value: first },
      { type: "equals", field: "optionIds", value: second },
    ];
    const expected = await visible(
      rows
        .filter(
          (r) =>
            r.parent_id === variant.parent_id &&
            list(r.option_ids).includes(first) &&
            list(r.option_ids).includes(second),
        )
        .map((r) => r.id),
    );
    expect(expected).toContain(variant.id);
    const found = await products({
      filter,
      limit: 1,
      includes: { product: ["id", "translated", "productNumber", "seoUrls"], seo_url: ["seoPathInfo"] },
      associations: { seoUrls: {} },
    });
    expect(found.total).toBe(expected.length);
    expect(found.elements[0].id).toBe(expected[0]);
    // equalsAll is the same as the two equals.
    expect(
      ids(await products({ filter: [filter[0], { type: "equalsAll", field: "optionIds", value: [first, second] }] })),
    ).toEqual(expected);
    // The same through the association behind the id list.
    expect(
      ids(
        await products({
          filter: [
            filter[0],
            { type: "equals", field: "options.id", value: first },
            { type: "equals", field: "options.id", value: second },
          ],
        }),
      ),
    ).toEqual(expected);
  });

  it("not and multi combine list conditions as Shopware does", async () => {
    const variant = rows.find((r) => r.parent_id !== null && list(r.option_ids).length >= 2) as Row;
    const [first, second] = list(variant.option_ids);
    const siblings = rows.filter((r) => r.parent_id === variant.parent_id);
    const parent = { type: "equals", field: "parentId", value: variant.parent_id };
    const without = await visible(siblings.filter((r) => !list(r.option_ids).includes(first)).map((r) => r.id));
    expect(
      ids(
        await products({
          filter: [
            parent,
            { type: "not", operator: "and", queries: [{ type: "equals", field: "optionIds", value: first }] },
          ],
        }),
      ),
    ).toEqual(without);
    const either = await visible(
      siblings
        .filter((r) => list(r.option_ids).includes(first) || list(r.option_ids).includes(second))
        .map((r) => r.id),
    );
    const or = {
      type: "multi",
      operator: "or",
      queries: [
        { type: "equals", field: "optionIds", value: first },
        { type: "equals", field: "optionIds", value: second },
      ],
    };
    expect(ids(await products({ filter: [parent, or] }))).toEqual(either);
    expect(
      ids(await products({ filter: [parent, { type: "equalsAny", field: "options.id", value: [first, second] }] })),
    ).toEqual(either);
  });

  it("a not around a scalar equals keeps the rows where the field is NULL (Shopware compares null-safe there)", async () => {
    const variant = rows.find((r) => r.parent_id !== null) as Row;
    const notChildren = {
      type: "not",
      operator: "and",
      queries: [{ type: "equals", field: "parentId", value: variant.parent_id }],
    };
    const candidates = rows.filter((r) => r.parent_id !== variant.parent_id);
    // Parents (parentId NULL) are among the candidates: the filter must not drop them.
    expect(candidates.some((r) => r.parent_id === null)).toBe(true);
    const expected = await visible(candidates.map((r) => r.id));
    expect((await products({ filter: [notChildren], limit: 1 })).total).toBe(expected.length);
  });

  it("equals null on a list field matches the products whose list is NULL, as an IS NULL", async () => {
    const expected = await visible(rows.filter((r) => r.option_ids === null).map((r) => r.id));
    expect(ids(await products({ filter: [{ type: "equals", field: "optionIds", value: null }] }))).toEqual(expected);
  });

  it("filters on the associations behind the id lists (options.id, properties.id, categories.id)", async () => {
    for (const [association, column] of [
      ["options", "option_ids"],
      ["properties", "property_ids"],
      ["categories", "category_ids"],
    ] as const) {
      const value = list((rows.find((r) => list(r[column]).length > 0) as Row)[column])[0];
      const expected = await visible(rows.filter((r) => list(r[column]).includes(value)).map((r) => r.id));
      expect(
        ids(await products({ filter: [{ type: "equals", field: `${association}.id`, value }] })),
        association,
      ).toEqual(expected);
    }
  });

  it("contains on a list field searches its JSON text, as Shopware's LIKE does", async () => {
    const value = list((rows.find((r) => list(r.option_ids).length > 0) as Row).option_ids)[0];
    const expected = await visible(
      rows.filter((r) => (r.option_ids ?? "").includes(value.slice(4, 20))).map((r) => r.id),
    );
    expect(
      ids(await products({ filter: [{ type: "contains", field: "optionIds", value: value.slice(4, 20) }] })),
    ).toEqual(expected);
  });

  it("every list field of the entities we serve is declared as one (the class, not the four product fields)", () => {
    const lists: Record<string, string[]> = {
      product: ["optionIds", "propertyIds", "categoryIds", "categoryTree", "customSearchKeywords"],
      customer: ["vatIds"],
      order_customer: ["vatIds"],
      order_delivery: ["trackingCodes"],
      order_line_item: ["states"],
      order: ["ruleIds"],
      sales_channel: ["maintenanceIpWhitelist"],
    };
    for (const [entity, fields] of Object.entries(lists)) {
      for (const field of fields) expect(getDefinition(entity).fields[field]?.list, `${entity}.${field}`).toBeDefined();
    }
  });
});
