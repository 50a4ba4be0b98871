import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { parseCriteria } from "../../dal/criteria.js";
import { search } from "../../dal/search.js";
import { assertUuid, errors } from "../../http/errors.js";
import { criteriaFrom, criteriaInput, sendJson, sendSearchResult } from "../../http/request.js";
import { pageParams } from "../cms/cms.routes.js";
import type { Json } from "../cms/cms.js";
import { categoryDefinition } from "./category.definition.js";
import { sendCached } from "../../http/response-cache.js";
import { readBreadcrumb, readCategory, readNavigation, resolveNavigationAlias } from "./category.service.js";

/**
 * Deeper than any category tree: a larger `depth` means "everything" and is read as this, so the level range sent to
 * the database stays an integer both engines hold (PostgreSQL refused 2^31 that SQLite took).
 */
const MAX_NAVIGATION_DEPTH = 1000;

/** `depth` (default 2) and `buildTree` (default true) from the body or the query string. */
function navigationParams(input: Record<string, Json>): { depth: number; buildTree: boolean } {
  const rawDepth = input.depth;
  const requested = rawDepth === undefined || rawDepth === null || rawDepth === "" ? 2 : Number(rawDepth);
  if (!Number.isInteger(requested) || requested < 0) throw errors.invalidParameter("depth");
  const depth = Math.min(requested, MAX_NAVIGATION_DEPTH);
  const rawTree = input.buildTree;
  const buildTree =
    rawTree === undefined || rawTree === null || rawTree === ""
      ? true
      : !(rawTree === false || rawTree === "false" || rawTree === "0" || rawTree === 0);
  return { depth, buildTree };
}

export async function categoryRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.get("/breadcrumb/:id", async (request, reply) => {
    const id = assertUuid((request.params as { id: string }).id);
    const query = request.query as Record<string, unknown>;
    const type = query.type === undefined ? "product" : query.type;
    if (type !== "product" && type !== "category") throw errors.invalidParameter("type");
    const referrer =
      typeof query.referrerCategoryId === "string" && query.referrerCategoryId !== ""
        ? assertUuid(query.referrerCategoryId)
        : null;
    const breadcrumb = await readBreadcrumb(db, request.ctx, id, type, referrer);
    if (breadcrumb === null) return reply.status(204).send();
    return sendJson(db, request, reply, breadcrumb);
  });

  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/category",
      handler: async (request, reply) => {
        const criteria = criteriaFrom(request, "category");
        const result = await search(db, categoryDefinition, criteria, request.ctx);
        return sendSearchResult(db, request, reply, "category", result, criteria);
      },
    });

    api.route({
      method,
      url: "/category/:navigationId",
      handler: async (request, reply) => {
        const { input, slots, includes } = pageParams(request);
        const navigationId = (request.params as { navigationId: string }).navigationId;
        return sendCached(db, request, reply, async () => ({
          body: await readCategory(db, request.ctx, navigationId, { slots, listingParams: input }),
          includes,
        }));
      },
    });

    api.route({
      method,
      url: "/navigation/:activeId/:rootId",
      handler: async (request, reply) => {
        const { activeId, rootId } = request.params as { activeId: string; rootId: string };
        const input = criteriaInput(request);
        const criteria = parseCriteria(input, "category");
        const options = { ...navigationParams(input), criteria };
        // An unconfigured footer or service navigation answers 204 with no body.
        if (resolveNavigationAlias(request.ctx, rootId) === null) return reply.status(204).send();
        return sendCached(db, request, reply, async () => ({
          body: (await readNavigation(db, request.ctx, activeId, rootId, options)) ?? [],
          includes: criteria.includes,
        }));
      },
    });
  }
}
