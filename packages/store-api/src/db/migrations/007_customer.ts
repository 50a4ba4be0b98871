import type { CreateTableBuilder, Kysely } from "kysely";

// Customer accounts (issue 5). References to catalogue tables (salutation, country, language, customer group,
// payment method, sales channel) are plain indexed ids: the checks happen in the service, and seed/test fixtures
// may replace reference rows without cascading into accounts. Within this migration, FKs keep addresses and
// recovery rows tied to their customer.

type Table = CreateTableBuilder<string, string>;

const bool = (t: Table, name: string, dflt: 0 | 1): Table =>
  t.addColumn(name, "integer", (c) => c.notNull().defaultTo(dflt));

export async function up(db: Kysely<unknown>): Promise<void> {
  let customer = db.schema
    .createTable("customer")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("customer_number", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("password", "text")
    .addColumn("salutation_id", "varchar(32)")
    .addColumn("title", "text")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("vat_ids", "text")
    .addColumn("account_type", "varchar(16)", (c) => c.notNull().defaultTo("private"))
    .addColumn("birthday", "varchar(10)");
  customer = bool(customer, "guest", 0);
  customer = bool(customer, "active", 1);
  customer = bool(customer, "double_opt_in_registration", 0);
  await customer
    .addColumn("double_opt_in_email_sent_date", "varchar(32)")
    .addColumn("double_opt_in_confirm_date", "varchar(32)")
    .addColumn("hash", "varchar(64)")
    .addColumn("group_id", "varchar(32)", (c) => c.notNull())
    // The channel the account was created in, and (when accounts are bound to channels) the only one it may log in to.
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull())
    .addColumn("bound_sales_channel_id", "varchar(32)")
    .addColumn("language_id", "varchar(32)", (c) => c.notNull())
    .addColumn("default_billing_address_id", "varchar(32)")
    .addColumn("default_shipping_address_id", "varchar(32)")
    .addColumn("default_payment_method_id", "varchar(32)")
    .addColumn("last_payment_method_id", "varchar(32)")
    .addColumn("last_login", "varchar(32)")
    .addColumn("first_login", "varchar(32)")
    .addColumn("affiliate_code", "text")
    .addColumn("campaign_code", "text")
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("customer_email").on("customer").column("email").execute();
  await db.schema.createIndex("customer_hash").on("customer").column("hash").execute();

  await db.schema
    .createTable("customer_address")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("customer_id", "varchar(32)", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("salutation_id", "varchar(32)")
    .addColumn("title", "text")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("department", "text")
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("zipcode", "varchar(50)")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country_id", "varchar(32)", (c) => c.notNull())
    .addColumn("country_state_id", "varchar(32)")
    .addColumn("phone_number", "text")
    .addColumn("additional_address_line1", "text")
    .addColumn("additional_address_line2", "text")
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("customer_address_customer").on("customer_address").column("customer_id").execute();

  await db.schema
    .createTable("customer_recovery")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("customer_id", "varchar(32)", (c) => c.notNull().unique().references("customer.id").onDelete("cascade"))
    .addColumn("hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("customer_recovery").execute();
  await db.schema.dropTable("customer_address").execute();
  await db.schema.dropTable("customer").execute();
}
