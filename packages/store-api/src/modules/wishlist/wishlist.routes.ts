import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { assertUuid } from "../../http/errors.js";
import { criteriaFrom, criteriaInput, sendJson } from "../../http/request.js";
import { addProduct, loadWishlist, mergeProducts, removeProduct } from "./wishlist.service.js";

const productIdOf = (request: FastifyRequest): string =>
  assertUuid(String((request.params as Record<string, string>).productId).toLowerCase());
const success = { success: true, apiAlias: "array_struct" };

/** Wishlist (§10). Session-specific reads are sent directly, never through the catalogue response cache. */
export async function wishlistRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  for (const method of ["GET", "POST"] as const) {
    api.route({
      method,
      url: "/customer/wishlist",
      handler: async (request, reply) => {
        const criteria = criteriaFrom(request, "product");
        return sendJson(db, request, reply, await loadWishlist(db, request.ctx, criteria), criteria.includes);
      },
    });
  }

  api.post("/customer/wishlist/add/:productId", async (request) => {
    await addProduct(db, request.ctx, productIdOf(request));
    return success;
  });

  api.delete("/customer/wishlist/delete/:productId", async (request) => {
    await removeProduct(db, request.ctx, productIdOf(request));
    return success;
  });

  api.post("/customer/wishlist/merge", async (request) => {
    await mergeProducts(db, request.ctx, criteriaInput(request).productIds);
    return success;
  });
}
