import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { requireCustomer } from "../customer/customer-auth.js";
import type { RouteModule } from "../../app-deps.js";
import { formatMoney } from "../order/order.mail.js";
import { handlePaymentSchema, parseInput } from "../order/order-input.js";
import { gatewayCsp, gatewayPage, gonePage } from "./demo-gateway-page.js";
import {
  finalizeTransaction,
  finalizeUrl,
  gatewayDetails,
  handlePayment,
  readToken,
  type Decision,
} from "./payment.service.js";

const LOCALES = { en: "en-GB", pl: "pl-PL", de: "de-DE" } as const;

export const paymentRoutes: RouteModule = async (api, { db, config }) => {
  const handle = async (request: FastifyRequest) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const input = parseInput(handlePaymentSchema, request.method === "GET" ? request.query : request.body);
    return {
      ...(await handlePayment(db, request.ctx, customer, input, config)),
      apiAlias: "handle_payment_method_route_response",
    };
  };
  api.get("/handle-payment", handle);
  api.post("/handle-payment", handle);
};

const decisionOf = (value: unknown): Decision | undefined =>
  value === "approve" || value === "decline" || value === "cancel" ? value : undefined;

/**
 * The payment pages outside /store-api (browser navigation, no access key): the DemoPay gateway page and the
 * finalize URL the payer returns to. Registered by app.ts.
 */
export async function paymentPages(
  app: FastifyInstance,
  { db, config }: Pick<AppDeps, "db" | "config">,
): Promise<void> {
  await app.register(async (pages) => {
    // The gateway's forms post url-encoded bodies (no JavaScript).
    pages.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
    });
    pages.addHook("onSend", async (_request, reply, payload) => {
      // Token-bearing pages and redirects: never cached, never leaked through the Referer header.
      reply
        .header("Cache-Control", "no-store")
        .header("Referrer-Policy", "no-referrer")
        .header("X-Content-Type-Options", "nosniff");
      return payload;
    });

    pages.get("/payment/demo-gateway/:token", async (request, reply) => {
      const { token } = request.params as { token: string };
      const state = await readToken(db, token);
      reply.header("Content-Type", "text/html; charset=utf-8");
      if (state.kind !== "valid")
        return reply.status(410).header("Content-Security-Policy", gatewayCsp([])).send(gonePage("en"));
      const details = await gatewayDetails(db, state.row);
      const targets = [state.row.finish_url, state.row.error_url]
        .filter((url): url is string => typeof url === "string")
        .map((url) => new URL(url).origin);
      return reply.header("Content-Security-Policy", gatewayCsp(targets)).send(
        gatewayPage({
          language: details.language,
          orderNumber: details.orderNumber,
          amount: formatMoney(details.amount, details.currencyIso, LOCALES[details.language]),
          finalizeUrl: finalizeUrl(config, token),
        }),
      );
    });

    const finalize = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, string | undefined>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const outcome = await finalizeTransaction(
        db,
        query._sw_payment_token,
        decisionOf(body.decision ?? query.decision),
      );
      if ("redirect" in outcome) return reply.redirect(outcome.redirect, 302);
      if ("noContent" in outcome) return reply.status(204).send();
      throw outcome.error;
    };
    pages.get("/payment/finalize-transaction", finalize);
    pages.post("/payment/finalize-transaction", finalize);
  });
}
