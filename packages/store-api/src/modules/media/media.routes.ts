import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { emptyCriteria } from "../../dal/criteria.js";
import { search } from "../../dal/search.js";
import { assertUuid } from "../../http/errors.js";
import { criteriaInput, sendJson } from "../../http/request.js";
import { contentErrors } from "../cms/cms.errors.js";
import { mediaDefinition } from "./media.definition.js";

/** `ids` as a list (GET: repeated `ids[]`) or a `|`-joined string. */
function idsOf(input: Record<string, unknown>): string[] {
  const raw = input.ids;
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split("|") : [];
  const ids = list.filter((id) => id !== "" && id !== null && id !== undefined);
  if (ids.length === 0) throw contentErrors.mediaEmptyId();
  return ids.map((id) => assertUuid(String(id).toLowerCase()));
}

export async function mediaRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/media",
      handler: async (request, reply) => {
        const ids = idsOf(criteriaInput(request));
        // The media definition's store filter keeps private media (e.g. order documents) out.
        const result = await search(db, mediaDefinition, { ...emptyCriteria(), ids }, request.ctx);
        return sendJson(db, request, reply, result.elements);
      },
    });
  }
}
