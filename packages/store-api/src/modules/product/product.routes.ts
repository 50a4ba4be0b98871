import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { parseCriteria, type Criteria } from "../../dal/criteria.js";
import { searchResultJson } from "../../dal/search.js";
import { assertUuid, errors } from "../../http/errors.js";
import { criteriaInput } from "../../http/request.js";
import { sendCached } from "../../http/response-cache.js";
import { resolveCmsPage } from "../cms/cms.service.js";
import { truthy } from "./product-listing.js";
import { searchTerm } from "./product.js";
import {
  crossSellingsOf,
  findVariantOf,
  loadListing,
  productDetail,
  reviewsOf,
  searchListing,
  searchProducts,
} from "./product.service.js";

type Json = unknown;

/** Query and body parameters together (POST listing routes take `p` in the query, everything else in the body). */
function paramsOf(request: FastifyRequest): Record<string, Json> {
  const input = criteriaInput(request);
  return request.method === "GET" ? input : { ...(request.query as Record<string, Json>), ...input };
}

const pathId = (request: FastifyRequest, name: string): string =>
  assertUuid(String((request.params as Record<string, string>)[name]).toLowerCase());

const slotsOf = (value: Json): string[] | undefined =>
  typeof value === "string"
    ? value.split("|").filter(Boolean)
    : Array.isArray(value)
      ? value.filter((s): s is string => typeof s === "string")
      : undefined;

const findVariantBody = z
  .object({ options: z.unknown().optional(), switchedGroup: z.string().optional().nullable() })
  .passthrough();

interface Read {
  request: FastifyRequest;
  params: Record<string, Json>;
  criteria: Criteria;
}

/** Every product route is a cached read: parameters and criteria in, entity JSON (trimmed by `includes`) out. */
export async function productRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  const read = (url: string, entity: string, produce: (input: Read) => Promise<unknown>) => {
    for (const method of ["POST", "GET"] as const) {
      api.route({
        method,
        url,
        handler: async (request, reply) => {
          const params = paramsOf(request);
          const criteria = parseCriteria(params, entity);
          return sendCached(db, request, reply, async () => ({
            body: await produce({ request, params, criteria }),
            includes: criteria.includes,
          }));
        },
      });
    }
  };

  read("/product", "product", async ({ request, criteria }) =>
    searchResultJson("product", await searchProducts(db, request.ctx, criteria)),
  );

  read("/product/:productId", "product", ({ request, params, criteria }) =>
    productDetail(db, request.ctx, pathId(request, "productId"), criteria, {
      skipConfigurator: truthy(params.skipConfigurator),
      skipCmsPage: truthy(params.skipCmsPage),
      layout: (pageId, page) =>
        resolveCmsPage(db, request.ctx, pageId, { ...page, slots: slotsOf(params.slots), listingParams: params }),
    }),
  );

  read("/product/:productId/find-variant", "product", ({ request, params }) => {
    const productId = pathId(request, "productId");
    const body = findVariantBody.safeParse(params);
    if (!body.success) throw errors.invalidParameter("switchedGroup");
    const options = typeof body.data.options === "string" ? [body.data.options] : body.data.options;
    return findVariantOf(db, productId, options, body.data.switchedGroup ?? undefined);
  });

  read("/product/:productId/cross-selling", "product", ({ request, criteria }) =>
    crossSellingsOf(db, request.ctx, pathId(request, "productId"), criteria),
  );

  read("/product/:productId/reviews", "product_review", async ({ request, criteria }) =>
    searchResultJson("product_review", await reviewsOf(db, request.ctx, pathId(request, "productId"), criteria)),
  );

  read("/product-listing/:categoryId", "product", ({ request, params, criteria }) =>
    loadListing(db, request.ctx, { categoryId: pathId(request, "categoryId"), params, criteria }),
  );

  for (const url of ["/search", "/search-suggest"]) {
    read(url, "product", ({ request, params, criteria }) => {
      const term = searchTerm(params.search);
      if (!term) throw errors.missingParameter("search");
      return searchListing(db, request.ctx, { term, params, criteria });
    });
  }
}
