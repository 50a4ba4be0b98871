import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_FILE, generateDbTypes, interfaceName } from "./db-types.js";

describe("generated table types (src/db/tables.generated.ts)", () => {
  it("match the migrations: a migration that changes a table needs `npm run db:types -w packages/store-api`", async () => {
    expect(readFileSync(GENERATED_FILE, "utf8")).toBe(await generateDbTypes());
  });

  it("name an interface after its table", () => {
    expect(interfaceName("order_line_item")).toBe("OrderLineItemTable");
    expect(interfaceName("customer_group_registration_sales_channels")).toBe(
      "CustomerGroupRegistrationSalesChannelsTable",
    );
  });
});
