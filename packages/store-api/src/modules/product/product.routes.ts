import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app.js";
import { parseCriteria } from "../../dal/criteria.js";
import { errors, assertUuid } from "../../http/errors.js";
import { searchResultJson } from "../../dal/search.js";
import { criteriaInput } from "../../http/request.js";
import { sendCached } from "./product-cache.js";
import { truthy } from "./product-listing.js";
import { searchTerm } from "./product.js";
import { crossSellingsOf, findVariantOf, loadListing, productDetail, reviewsOf, searchListing, searchProducts } from "./product.service.js";

type Json = unknown;

/** Query and body parameters together (POST listing routes take `p` in the query, everything else in the body). */
function paramsOf(request: FastifyRequest): Record<string, Json> {
  const input = criteriaInput(request);
  return request.method === "GET" ? input : { ...(request.query as Record<string, Json>), ...input };
}

const pathId = (request: FastifyRequest, name: string): string => assertUuid(String((request.params as Record<string, string>)[name]).toLowerCase());

const slotsOf = (value: Json): string[] | undefined => (typeof value === "string" ? value.split("|").filter(Boolean) : Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : undefined);

const findVariantBody = z.object({ options: z.unknown().optional(), switchedGroup: z.string().optional().nullable() }).passthrough();

export async function productRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/product",
      handler: async (request, reply) => {
        const criteria = parseCriteria(criteriaInput(request), "product");
        return sendCached(db, request, reply, async () => ({ body: searchResultJson("product", await searchProducts(db, request.ctx, criteria)), includes: criteria.includes }));
      },
    });

    api.route({
      method,
      url: "/product/:productId",
      handler: async (request, reply) => {
        const productId = pathId(request, "productId");
        const params = paramsOf(request);
        const criteria = parseCriteria(params, "product");
        const options = { skipConfigurator: truthy(params.skipConfigurator), skipCmsPage: truthy(params.skipCmsPage), slots: slotsOf(params.slots), params };
        return sendCached(db, request, reply, async () => ({ body: await productDetail(db, request.ctx, productId, criteria, options), includes: criteria.includes }));
      },
    });

    api.route({
      method,
      url: "/product/:productId/find-variant",
      handler: async (request, reply) => {
        const productId = pathId(request, "productId");
        const input = paramsOf(request);
        const body = findVariantBody.safeParse(input);
        if (!body.success) throw errors.invalidParameter("switchedGroup");
        const options = body.data.options ?? input["options[]"];
        return sendCached(db, request, reply, async () => ({ body: await findVariantOf(db, productId, typeof options === "string" ? [options] : options, body.data.switchedGroup ?? undefined) }));
      },
    });

    api.route({
      method,
      url: "/product/:productId/cross-selling",
      handler: async (request, reply) => {
        const productId = pathId(request, "productId");
        const criteria = parseCriteria(criteriaInput(request), "product");
        return sendCached(db, request, reply, async () => ({ body: await crossSellingsOf(db, request.ctx, productId, criteria), includes: criteria.includes }));
      },
    });

    api.route({
      method,
      url: "/product/:productId/reviews",
      handler: async (request, reply) => {
        const productId = pathId(request, "productId");
        const criteria = parseCriteria(criteriaInput(request), "product_review");
        return sendCached(db, request, reply, async () => ({ body: searchResultJson("product_review", await reviewsOf(db, request.ctx, productId, criteria)), includes: criteria.includes }));
      },
    });

    api.route({
      method,
      url: "/product-listing/:categoryId",
      handler: async (request, reply) => {
        const categoryId = pathId(request, "categoryId");
        const params = paramsOf(request);
        const criteria = parseCriteria(params, "product");
        return sendCached(db, request, reply, async () => ({ body: await loadListing(db, request.ctx, { categoryId, params, criteria }), includes: criteria.includes }));
      },
    });

    for (const url of ["/search", "/search-suggest"]) {
      api.route({
        method,
        url,
        handler: async (request, reply) => {
          const params = paramsOf(request);
          const term = searchTerm(params.search);
          if (!term) throw errors.missingParameter("search");
          const criteria = parseCriteria(params, "product");
          return sendCached(db, request, reply, async () => ({ body: await searchListing(db, request.ctx, { term, params, criteria }), includes: criteria.includes }));
        },
      });
    }
  }
}
