import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { assertUuid } from "../../http/errors.js";
import { criteriaInput, includesOf } from "../../http/request.js";
import { sendCached } from "../../http/response-cache.js";
import { parseSlots, type Json } from "./cms.js";
import { contentErrors } from "./cms.errors.js";
import { readLandingPage, resolveCmsPage } from "./cms.service.js";

/** The parameters of a page read (body, or query for GET): `slots`, listing parameters and `includes`. */
export function pageParams(request: FastifyRequest): {
  input: Record<string, Json>;
  slots: string[] | null;
  includes?: Record<string, string[]>;
} {
  const input = criteriaInput(request);
  return { input, slots: parseSlots(input.slots), includes: includesOf(input) };
}

const navigationIdOf = (input: Record<string, Json>): string | null =>
  typeof input.navigationId === "string" && /^[0-9a-f]{32}$/.test(input.navigationId) ? input.navigationId : null;

export async function cmsRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/cms/:id",
      handler: async (request, reply) => {
        const id = assertUuid((request.params as { id: string }).id);
        const { input, slots, includes } = pageParams(request);
        return sendCached(db, request, reply, async () => {
          const page = await resolveCmsPage(db, request.ctx, id, {
            slots,
            listingParams: input,
            navigationId: navigationIdOf(input),
          });
          if (!page) throw contentErrors.cmsPageNotFound(id);
          return { body: page, includes };
        });
      },
    });

    api.route({
      method,
      url: "/landing-page/:landingPageId",
      handler: async (request, reply) => {
        const id = assertUuid((request.params as { landingPageId: string }).landingPageId);
        const { input, slots, includes } = pageParams(request);
        return sendCached(db, request, reply, async () => ({
          body: await readLandingPage(db, request.ctx, request.channel, id, {
            slots,
            listingParams: input,
            navigationId: navigationIdOf(input),
          }),
          includes,
        }));
      },
    });
  }
}
