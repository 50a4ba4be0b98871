import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import { StoreApiError, assertUuid } from "../../http/errors.js";
import { sendJson } from "../../http/request.js";
import { customerGroupDefinition } from "../system/system.definition.js";

const registrationNotFound = (customerGroupId: string) =>
  new StoreApiError(
    404,
    "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND",
    `Customer group registration for id ${customerGroupId} not found.`,
    { customerGroupId },
  );

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

export async function customerGroupRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.get("/customer-group-registration/config/:customerGroupId", async (request, reply) => {
    const id = assertUuid((request.params as { customerGroupId: string }).customerGroupId);
    const [group] = await readByIds(db, customerGroupDefinition, [id], request.ctx);
    // Only groups whose registration form is open, and open in this sales channel, are answered.
    if (!group || group.registrationActive !== true || !(await registrationOpenIn(db, id, request.ctx.salesChannelId)))
      throw registrationNotFound(id);
    return sendJson(db, request, reply, group);
  });
}
