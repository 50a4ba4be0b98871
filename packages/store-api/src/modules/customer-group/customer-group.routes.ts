import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.js";
import { readByIds } from "../../dal/read.js";
import { StoreApiError, assertUuid } from "../../http/errors.js";
import { sendJson } from "../../http/request.js";
import { customerGroupDefinition } from "../system/system.definition.js";

const registrationNotFound = (customerGroupId: string) =>
  new StoreApiError(404, "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND", `Customer group registration for id ${customerGroupId} not found.`, { customerGroupId });

export async function customerGroupRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.get("/customer-group-registration/config/:customerGroupId", async (request, reply) => {
    const id = assertUuid((request.params as { customerGroupId: string }).customerGroupId);
    const [group] = await readByIds(db, customerGroupDefinition, [id], request.ctx);
    // Only groups with an open registration form are answered (the B2B sign-up page).
    if (!group || group.registrationActive !== true) throw registrationNotFound(id);
    return sendJson(db, request, reply, group);
  });
}
