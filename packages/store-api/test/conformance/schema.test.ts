import { describe, expect, it } from "vitest";
import { toJsonSchema } from "./openapi-json-schema.js";
import { storeApiSchema } from "./schema.js";

// The validator must reject what the schema forbids, or the conformance suite could never fail.

const id = (digit: string) => digit.repeat(32);
const salutation = {
  id: id("a"),
  salutationKey: "mr",
  displayName: "Mr.",
  letterName: "Dear Mr.",
  translated: {},
  apiAlias: "salutation",
};
const searchResult = (elements: unknown[]) => ({
  entity: "salutation",
  total: elements.length,
  aggregations: {},
  page: 1,
  limit: 100,
  elements,
  apiAlias: "dal_entity_search_result",
});

describe("Store API schema validator", () => {
  const schema = storeApiSchema();

  it("knows the operations of the schema", () => {
    expect(schema.operation("readProductListing")).toMatchObject({
      method: "POST",
      path: "/product-listing/{categoryId}",
    });
    expect(schema.operation("readContext").statuses).toContain("200");
    expect(() => schema.operation("nope")).toThrow(/not in the Store API schema/);
  });

  it("accepts a valid body and rejects missing required properties with a readable pointer", () => {
    expect(schema.validate("readSalutation", "200", searchResult([salutation]))).toEqual({ valid: true, errors: [] });
    const { salutationKey: _dropped, ...incomplete } = salutation;
    const result = schema.validate("readSalutation", "200", searchResult([incomplete]));
    expect(result.valid).toBe(false);
    expect(result.errors).toContain("/elements/0 must have required property 'salutationKey'");
  });

  it("is strict about types, patterns, consts and enums", () => {
    expect(
      schema.validate("readSalutation", "200", searchResult([{ ...salutation, id: "not-a-hex-id" }])).errors.join("\n"),
    ).toMatch(/\/elements\/0\/id must match pattern/);
    expect(
      schema.validate("readSalutation", "200", { ...searchResult([]), elements: "none" }).errors.join("\n"),
    ).toMatch(/^\/elements must be array/);
    const listing = {
      elements: [],
      aggregations: {},
      availableSortings: [],
      currentFilters: {},
      apiAlias: "product_list",
    };
    const errors = schema.validate("readProductListing", "200", listing).errors;
    expect(errors).toContain('/apiAlias must be "product_listing"');
    expect(errors).toContain("/currentFilters must have required property 'manufacturer'");
  });

  it("accepts null for optional properties (Shopware serializes unset fields as null) but not for required ones", () => {
    expect(
      schema.validate("readSalutation", "200", searchResult([{ ...salutation, updatedAt: null, customFields: null }]))
        .valid,
    ).toBe(true);
    expect(schema.validate("readSalutation", "200", searchResult([{ ...salutation, displayName: null }])).valid).toBe(
      false,
    );
  });

  it("checks formats such as date-time", () => {
    expect(
      schema.validate(
        "readSalutation",
        "200",
        searchResult([{ ...salutation, createdAt: "2026-01-15T09:00:00.000+00:00" }]),
      ).valid,
    ).toBe(true);
    expect(
      schema.validate("readSalutation", "200", searchResult([{ ...salutation, createdAt: "yesterday" }])).errors,
    ).toContain('/elements/0/createdAt must match format "date-time"');
  });

  it("reports undocumented statuses and at most 20 problems", () => {
    expect(schema.validate("readSalutation", "418", {}).errors[0]).toMatch(/status 418 is not documented/);
    const many = Array.from({ length: 30 }, () => ({ apiAlias: "salutation" }));
    expect(schema.validate("readSalutation", "200", searchResult(many)).errors).toHaveLength(20);
  });

  it("validates the error envelope", () => {
    const envelope = {
      errors: [
        {
          status: "404",
          code: "CONTENT__PRODUCT_NOT_FOUND",
          title: "Not Found",
          detail: "Product not found",
          meta: { parameters: {} },
        },
      ],
    };
    expect(schema.validate("readProductDetail", "404", envelope).valid).toBe(true);
    const wrong = schema.validate("readProductDetail", "404", { errors: [{ ...envelope.errors[0], status: 404 }] });
    expect(wrong.errors.join("\n")).toMatch(/^\/errors\/0\/status must be string/);
  });

  it("lets bodies trimmed by includes miss required properties, still checking what is there", () => {
    const trimmed = searchResult([{ id: id("b"), apiAlias: "salutation" }]);
    expect(schema.validate("readSalutation", "200", trimmed).valid).toBe(false);
    expect(schema.validate("readSalutation", "200", trimmed, { partial: true })).toEqual({ valid: true, errors: [] });
    expect(
      schema
        .validate("readSalutation", "200", searchResult([{ id: 5, apiAlias: "salutation" }]), { partial: true })
        .errors.join("\n"),
    ).toMatch(/\/elements\/0\/id must be string/);
  });

  it("rewrites OpenAPI specifics into JSON Schema", () => {
    expect(
      toJsonSchema({ type: "string", nullable: true, description: "x", readOnly: true, example: "y" }, "/t"),
    ).toEqual({ type: ["string", "null"] });
    expect(toJsonSchema({ $ref: "#/components/schemas/Media", nullable: true }, "/t")).toEqual({
      anyOf: [{ type: "null" }, { $ref: "https://store-api.schema/Media" }],
    });
    expect(toJsonSchema({ type: "string", format: "^[0-9a-f]{32}$" }, "/t")).toEqual({
      type: "string",
      pattern: "^[0-9a-f]{32}$",
    });
    expect(
      toJsonSchema(
        { type: "object", additionalProperties: false, allOf: [{ $ref: "#/components/schemas/CalculatedPrice" }] },
        "/t",
      ),
    ).toEqual({
      type: "object",
      allOf: [{ $ref: "https://store-api.schema/CalculatedPrice" }],
    });
  });
});
