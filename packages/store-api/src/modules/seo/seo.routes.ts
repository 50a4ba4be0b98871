import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.js";
import { search } from "../../dal/search.js";
import { criteriaFrom, sendSearchResult } from "../../http/request.js";
import { seoUrlDefinition } from "./seo.definition.js";

export async function seoRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/seo-url",
      handler: async (request, reply) => {
        const criteria = criteriaFrom(request, "seo_url");
        const result = await search(db, seoUrlDefinition, criteria, request.ctx);
        return sendSearchResult(db, request, reply, "seo_url", result, criteria);
      },
    });
  }
}
