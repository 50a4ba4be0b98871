import type { Kysely } from "kysely";

/**
 * Customer-group registration (issue 11), as Shopware 6.7 models it: a customer group's registration form is open
 * in the sales channels listed in customer_group_registration_sales_channels (CustomerGroupDefinition's
 * `registrationSalesChannels`), and a customer who signs up through it keeps the channel's default group with
 * `requested_group_id` set until the request is accepted (CustomerDefinition's `requestedGroupId`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_group_registration_sales_channels")
    .addColumn("customer_group_id", "varchar(32)", (c) =>
      c.notNull().references("customer_group.id").onDelete("cascade"),
    )
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull().references("sales_channel.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("customer_group_registration_sales_channels_pk", ["customer_group_id", "sales_channel_id"])
    .execute();
  await db.schema.alterTable("customer").addColumn("requested_group_id", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customer").dropColumn("requested_group_id").execute();
  await db.schema.dropTable("customer_group_registration_sales_channels").execute();
}
