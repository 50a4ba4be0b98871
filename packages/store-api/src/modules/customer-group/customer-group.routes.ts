import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { readByIds } from "../../dal/read.js";
import { StoreApiError, assertUuid } from "../../http/errors.js";
import { sendJson } from "../../http/request.js";
import { customerGroupDefinition } from "../system/system.definition.js";
import { registrationOpenIn } from "./customer-group.repository.js";

const registrationNotFound = (customerGroupId: string) =>
  new StoreApiError(
    404,
    "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND",
    `Customer group registration for id ${customerGroupId} not found.`,
    { customerGroupId },
  );

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
