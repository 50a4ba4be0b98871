/** The customer-group module's own queries (the DAL definition reads the groups themselves). */
import type { Db } from "../../db/database.js";

/** Whether the group lists the sales channel among its registration channels (Shopware's `registrationSalesChannels`). */
export async function registrationOpenIn(db: Db, customerGroupId: string, salesChannelId: string): Promise<boolean> {
  const row = await db
    .selectFrom("customer_group_registration_sales_channels")
    .select("customer_group_id")
    .where("customer_group_id", "=", customerGroupId)
    .where("sales_channel_id", "=", salesChannelId)
    .executeTakeFirst();
  return row !== undefined;
}
