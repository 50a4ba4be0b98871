import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { assertUuid } from "../../http/errors.js";
import { saveReview } from "./review.service.js";

/** saveProductReview (§5.5); reading reviews is the product module's readProductReviews. */
export async function reviewRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.post("/product/:productId/review", async (request, reply) => {
    const productId = assertUuid(String((request.params as Record<string, string>).productId).toLowerCase());
    await saveReview(db, request.ctx, productId, request.body);
    return reply.status(204).send();
  });
}
