import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseCriteria } from "../../dal/criteria.js";
import { searchResultJson } from "../../dal/search.js";
import { contentDisposition } from "../../http/content-disposition.js";
import { assertUuid, errors, UUID_PATTERN } from "../../http/errors.js";
import { criteriaInput, sendJson } from "../../http/request.js";
import { requireCustomer } from "../customer/customer-auth.js";
import { loginAs } from "../customer/customer-session.js";
import type { RouteModule } from "../../app-deps.js";
import { findDocument, renderInvoice } from "./document.service.js";
import {
  cancelOrder,
  checkGuestCredentials,
  findDownload,
  readOrders,
  setOrderPayment,
} from "./order-account.service.js";
import {
  createOrderSchema,
  guestSchema,
  orderIdSchema,
  parseInput,
  readOrderSchema,
  setPaymentSchema,
  truthy,
} from "./order-input.js";
import { findChannelOrder } from "./order.repository.js";
import { createOrder } from "./order.service.js";

export const orderRoutes: RouteModule = async (api, { db }) => {
  api.post("/checkout/order", async (request, reply) => {
    const input = parseInput(createOrderSchema, request.body);
    return sendJson(db, request, reply, await createOrder(db, request.ctx, input));
  });

  const read = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = criteriaInput(request);
    const criteria = parseCriteria(input, "order");
    const extra = parseInput(readOrderSchema, input);
    const { orders, paymentChangeable, guestCustomerId } = await readOrders(
      db,
      request.ctx,
      criteria,
      { ...extra, checkPromotion: truthy(extra.checkPromotion) },
      request.ip,
    );
    // `login`: the verified guest continues in a logged-in session (new token in the response header).
    if (guestCustomerId && truthy(extra.login))
      await loginAs(db, request.ctx, reply, guestCustomerId, { restore: false });
    return sendJson(
      db,
      request,
      reply,
      { orders: searchResultJson("order", orders), paymentChangeable, apiAlias: "order-route-response-struct" },
      criteria.includes,
    );
  };
  api.get("/order", read);
  api.post("/order", read);

  api.post("/order/payment", async (request) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const input = parseInput(setPaymentSchema, request.body);
    await setOrderPayment(
      db,
      request.ctx,
      request.channel,
      customer,
      assertUuid(input.orderId),
      assertUuid(input.paymentMethodId),
    );
    return { success: true, apiAlias: "array_struct" };
  });

  api.post("/order/state/cancel", async (request) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const { orderId } = parseInput(orderIdSchema, request.body);
    if (!orderId) throw errors.invalidParameter("orderId");
    return cancelOrder(db, request.ctx, customer, assertUuid(orderId));
  });

  api.get("/order/download/:orderId/:downloadId", async (request, reply) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const params = request.params as { orderId: string; downloadId: string };
    const { file, fileName } = await findDownload(
      db,
      request.ctx,
      customer,
      assertUuid(params.orderId),
      assertUuid(params.downloadId),
    );
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!info?.isFile()) throw errors.entityNotFound("media", params.downloadId);
    // Shopware streams downloads as application/octet-stream (DownloadResponseGenerator), always as an attachment.
    return reply
      .header("Content-Type", "application/octet-stream")
      .header("Content-Disposition", contentDisposition("attachment", fileName))
      .header("Content-Length", info.size)
      .send(createReadStream(file));
  });

  const document = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as { documentId: string; deepLinkCode: string };
    if (!UUID_PATTERN.test(params.documentId)) return reply.status(204).send();
    const input = parseInput(guestSchema, {
      ...(request.query as object),
      ...((request.body as object | undefined) ?? {}),
    });
    const row = await findDocument(db, params.documentId, params.deepLinkCode);
    if (!row) return reply.status(204).send();
    const order = await findChannelOrder(db, row.order_id, request.ctx.salesChannelId);
    if (!order) return reply.status(204).send();
    const customer = request.ctx.customer?.active ? request.ctx.customer : null;
    if (customer && order.customer_id !== customer.id) throw errors.customerNotLoggedIn();
    if (!customer) await checkGuestCredentials(db, order, input);
    const pdf = await renderInvoice(db, row);
    return reply
      .header("Content-Type", "application/pdf")
      .header(
        "Content-Disposition",
        contentDisposition(truthy(input.download) ? "attachment" : "inline", row.file_name),
      )
      .send(pdf);
  };
  api.get("/document/download/:documentId/:deepLinkCode", document);
  api.post("/document/download/:documentId/:deepLinkCode", document);
};
