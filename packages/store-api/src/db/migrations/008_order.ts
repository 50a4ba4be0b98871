import type { CreateTableBuilder, Kysely } from "kysely";

/**
 * Orders, their snapshots (customer, addresses, line items, deliveries, transactions), digital downloads, invoice
 * documents, payment tokens and the order number counter.
 *
 * Portable across SQLite and PostgreSQL like 001: ids are 32-hex text, booleans 0/1, money integer minor units of the
 * ORDER's currency, JSON as text, timestamps ISO-8601 text. Snapshots are copies, so customers, products, promotions,
 * media, countries and methods are referenced by indexed plain id columns (those rows may change or vanish later;
 * the order must not). States are stored as their technical names (order.state, order_transaction.state,
 * order_delivery.state machines; see src/modules/order/state-machine.ts).
 */

type Table = CreateTableBuilder<string, string>;

function entity(db: Kysely<unknown>, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)");
}

const id = (t: Table, name: string, notNull = false): Table =>
  t.addColumn(name, "varchar(32)", (c) => (notNull ? c.notNull() : c));
const money = (t: Table, name: string): Table => t.addColumn(name, "bigint", (c) => c.notNull().defaultTo(0));
const bool = (t: Table, name: string, dflt: 0 | 1): Table =>
  t.addColumn(name, "integer", (c) => c.notNull().defaultTo(dflt));
const ownedBy = (t: Table, column: string, parent: string): Table =>
  t.addColumn(column, "varchar(32)", (c) => c.notNull().references(`${parent}.id`).onDelete("cascade"));

async function index(db: Kysely<unknown>, table: string, columns: string[], unique = false): Promise<void> {
  const builder = db.schema
    .createIndex(`${table}_${columns.join("_")}`)
    .on(table)
    .columns(columns);
  await (unique ? builder.unique() : builder).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per number range ("order", "document_invoice"), written by the seed or created by the first use; the next
  // number is taken with one upsert … RETURNING, atomic on both engines (order.repository.ts nextNumber).
  await db.schema
    .createTable("number_range")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("last_value", "bigint", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)")
    .addColumn("updated_at", "varchar(32)")
    .execute();

  let order = entity(db, "order");
  order = order
    .addColumn("order_number", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("order_date_time", "varchar(32)", (c) => c.notNull());
  for (const column of ["currency_id", "language_id", "sales_channel_id", "billing_address_id"])
    order = id(order, column, true);
  order = id(order, "customer_id");
  order = order
    .addColumn("currency_factor", "double precision", (c) => c.notNull().defaultTo(1))
    .addColumn("currency_iso", "varchar(3)", (c) => c.notNull())
    .addColumn("price", "text", (c) => c.notNull());
  for (const column of ["amount_total", "amount_net", "position_price", "shipping_total"]) order = money(order, column);
  await order
    .addColumn("tax_status", "varchar(16)", (c) => c.notNull())
    .addColumn("tax_calculation_type", "varchar(16)", (c) => c.notNull().defaultTo("horizontal"))
    .addColumn("shipping_costs", "text", (c) => c.notNull())
    .addColumn("item_rounding", "text", (c) => c.notNull())
    .addColumn("total_rounding", "text", (c) => c.notNull())
    .addColumn("deep_link_code", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("customer_comment", "text")
    .addColumn("affiliate_code", "text")
    .addColumn("campaign_code", "text")
    .addColumn("source", "text")
    .addColumn("state", "varchar(32)", (c) => c.notNull())
    .addColumn("rule_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await index(db, "order", ["customer_id", "order_date_time"]);
  await index(db, "order", ["sales_channel_id"]);

  let orderCustomer = ownedBy(entity(db, "order_customer"), "order_id", "order");
  orderCustomer = id(id(orderCustomer, "customer_id"), "salutation_id");
  await orderCustomer
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("company", "text")
    .addColumn("vat_ids", "text")
    .addColumn("customer_number", "text")
    .execute();
  await index(db, "order_customer", ["order_id"], true);
  await index(db, "order_customer", ["customer_id"]);

  let orderAddress = ownedBy(entity(db, "order_address"), "order_id", "order");
  orderAddress = id(id(id(orderAddress, "country_id", true), "country_state_id"), "salutation_id");
  for (const column of ["first_name", "last_name", "street", "city"])
    orderAddress = orderAddress.addColumn(column, "text", (c) => c.notNull());
  for (const column of [
    "zipcode",
    "company",
    "department",
    "title",
    "phone_number",
    "additional_address_line1",
    "additional_address_line2",
    "vat_id",
  ])
    orderAddress = orderAddress.addColumn(column, "text");
  await orderAddress.execute();
  await index(db, "order_address", ["order_id"]);

  let lineItem = ownedBy(entity(db, "order_line_item"), "order_id", "order");
  lineItem = lineItem.addColumn("parent_id", "varchar(32)", (c) =>
    c.references("order_line_item.id").onDelete("cascade"),
  );
  for (const column of ["product_id", "promotion_id", "cover_id"]) lineItem = id(lineItem, column);
  lineItem = lineItem
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("referenced_id", "text")
    .addColumn("type", "varchar(32)", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(1));
  lineItem = money(money(lineItem, "unit_price"), "total_price");
  lineItem = lineItem
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("price_definition", "text")
    .addColumn("payload", "text")
    .addColumn("states", "text", (c) => c.notNull().defaultTo("[]"));
  await bool(bool(bool(lineItem, "good", 1), "removable", 0), "stackable", 0).execute();
  await index(db, "order_line_item", ["order_id"]);
  await index(db, "order_line_item", ["promotion_id"]);
  await index(db, "order_line_item", ["product_id"]);

  await id(ownedBy(entity(db, "order_line_item_download"), "order_line_item_id", "order_line_item"), "media_id", true)
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("access_granted", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await index(db, "order_line_item_download", ["order_line_item_id"]);

  await id(
    ownedBy(ownedBy(entity(db, "order_delivery"), "order_id", "order"), "shipping_order_address_id", "order_address"),
    "shipping_method_id",
    true,
  )
    .addColumn("state", "varchar(32)", (c) => c.notNull())
    .addColumn("tracking_codes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("shipping_date_earliest", "varchar(32)", (c) => c.notNull())
    .addColumn("shipping_date_latest", "varchar(32)", (c) => c.notNull())
    .addColumn("shipping_costs", "text", (c) => c.notNull())
    .execute();
  await index(db, "order_delivery", ["order_id"]);

  await money(
    money(
      ownedBy(
        ownedBy(entity(db, "order_delivery_position"), "order_delivery_id", "order_delivery"),
        "order_line_item_id",
        "order_line_item",
      ),
      "unit_price",
    ),
    "total_price",
  )
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .execute();
  await index(db, "order_delivery_position", ["order_delivery_id"]);

  await id(ownedBy(entity(db, "order_transaction"), "order_id", "order"), "payment_method_id", true)
    .addColumn("amount", "text", (c) => c.notNull())
    .addColumn("state", "varchar(32)", (c) => c.notNull())
    .addColumn("validation_data", "text")
    .execute();
  await index(db, "order_transaction", ["order_id"]);

  await bool(
    bool(id(ownedBy(entity(db, "document"), "order_id", "order"), "document_type_id", true), "sent", 0),
    "static",
    0,
  )
    .addColumn("document_type", "varchar(32)", (c) => c.notNull())
    .addColumn("document_number", "text", (c) => c.notNull())
    .addColumn("deep_link_code", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("config", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await index(db, "document", ["order_id"]);

  // Random single-use tokens (never ids) for the finalize/gateway round trip; consumed_at marks them used.
  await db.schema
    .createTable("payment_token")
    .addColumn("token", "varchar(64)", (c) => c.primaryKey())
    .addColumn("order_id", "varchar(32)", (c) => c.notNull().references("order.id").onDelete("cascade"))
    .addColumn("transaction_id", "varchar(32)", (c) =>
      c.notNull().references("order_transaction.id").onDelete("cascade"),
    )
    .addColumn("payment_method_id", "varchar(32)", (c) => c.notNull())
    .addColumn("finish_url", "text")
    .addColumn("error_url", "text")
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("consumed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await index(db, "payment_token", ["transaction_id"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "payment_token",
    "document",
    "order_transaction",
    "order_delivery_position",
    "order_delivery",
    "order_line_item_download",
    "order_line_item",
    "order_address",
    "order_customer",
    "order",
    "number_range",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
