import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { search, searchResultJson } from "../../dal/search.js";
import { criteriaFrom } from "../../http/request.js";
import { sendCached } from "../../http/response-cache.js";
import { seoUrlDefinition } from "./seo.definition.js";

export async function seoRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/seo-url",
      handler: async (request, reply) => {
        const criteria = criteriaFrom(request, "seo_url");
        // Every storefront page resolves its path here first, so answers are kept while the data is unchanged.
        return sendCached(db, request, reply, async () => ({
          body: searchResultJson("seo_url", await search(db, seoUrlDefinition, criteria, request.ctx)),
          includes: criteria.includes,
        }));
      },
    });
  }
}
