import type { FastifyReply, FastifyRequest } from "fastify";
import { criteriaInput, includesOf, sendJson } from "../../http/request.js";
import { consumeRateLimit } from "../../http/rate-limit.js";
import type { RouteModule } from "../../app-deps.js";
import { addRequestOf, applyAdds, applyRemovals, applyUpdates, parseIds, parseItems } from "./cart-input.js";
import { checkoutGateway } from "./cart-gateway.js";
import { deleteCart, loadCart, mutateCart } from "./cart.service.js";
import type { Cart } from "./cart-json-types.js";

/** Cart JSON after `includes` (sent in the body, or the query for GET). Never publicly cacheable: it is the session's. */
function sendCart(
  db: Parameters<RouteModule>[1]["db"],
  request: FastifyRequest,
  reply: FastifyReply,
  cart: Cart,
): Promise<FastifyReply> {
  void reply.header("cache-control", "no-store");
  return sendJson(db, request, reply, cart as unknown as Record<string, never>, includesOf(criteriaInput(request)));
}

/** store-api-notes §6.1. */
export const cartRoutes: RouteModule = async (api, { db }) => {
  const read = async (request: FastifyRequest, reply: FastifyReply) =>
    sendCart(db, request, reply, await loadCart(db, request.ctx));
  api.get("/checkout/cart", read);
  api.post("/checkout/cart", read);

  api.delete("/checkout/cart", async (request, reply) => {
    await deleteCart(db, request.ctx.token);
    return reply.status(204).send();
  });

  api.post("/checkout/cart/line-item", async (request, reply) => {
    const requests = parseItems(request.body).map(addRequestOf);
    // cart_add_line_item: per item, keyed by (referencedId or id) and IP; core.cart.lineItemAddLimit (0 = unlimited).
    for (const add of requests)
      await consumeRateLimit(
        db,
        "cart_add_line_item",
        `${add.kind === "code" ? add.code : (add.item.referencedId ?? add.item.id)}-${request.ip}`,
      );
    return sendCart(db, request, reply, await mutateCart(db, request.ctx, (stored) => applyAdds(stored, requests)));
  });

  api.patch("/checkout/cart/line-item", async (request, reply) => {
    const items = parseItems(request.body);
    return sendCart(db, request, reply, await mutateCart(db, request.ctx, (stored) => applyUpdates(stored, items)));
  });

  api.post("/checkout/cart/line-item/delete", async (request, reply) => {
    const ids = parseIds(request.body);
    return sendCart(db, request, reply, await mutateCart(db, request.ctx, (stored) => applyRemovals(stored, ids)));
  });

  // Deprecated variant: DELETE /checkout/cart/line-item?ids[]=…
  api.delete("/checkout/cart/line-item", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const raw = query["ids[]"] ?? query.ids;
    const ids = parseIds({ ids: Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split("|") : raw });
    return sendCart(db, request, reply, await mutateCart(db, request.ctx, (stored) => applyRemovals(stored, ids)));
  });

  api.get("/checkout/gateway", async (request, reply) => {
    void reply.header("cache-control", "no-store");
    return checkoutGateway(db, request.ctx);
  });
};
