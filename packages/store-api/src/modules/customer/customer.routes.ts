import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { errors } from "../../http/errors.js";
import { criteriaFrom, sendJson, sendSearchResult } from "../../http/request.js";
import type { RouteModule } from "../../app-deps.js";
import {
  changeEmail,
  changeLanguage,
  changePassword,
  changePaymentMethod,
  changeProfile,
  convertGuest,
  deleteAccount,
} from "./customer-account.service.js";
import { deleteAddress, listAddresses, setDefaultAddress, upsertAddress } from "./customer-address.service.js";
import { requireCustomer } from "./customer-auth.js";
import { recoverPassword, recoveryIsExpired, sendRecoveryMail } from "./customer-recovery.service.js";
import { logout } from "./customer-session.js";
import { customerJson, login, register, registerConfirm } from "./customer.service.js";

const success = { success: true, apiAlias: "array_struct" };
const tokenResponse = { redirectUrl: null, apiAlias: "array_struct" };

/** Shopware's token-required routes answer a request without `sw-context-token` with 400 before anything else. */
function requireTokenHeader(request: FastifyRequest): void {
  const token = request.headers["sw-context-token"];
  if (typeof token !== "string" || token === "") throw errors.missingParameter("sw-context-token", "/sw-context-token");
}

type IdParams = { Params: { addressId: string } };

/** The account routes of §8: registration, login/logout, profile, addresses, password recovery. */
export const customerRoutes: RouteModule = async (api: FastifyInstance, { db, config }: AppDeps) => {
  const hashCost = config.passwordHashCost;
  api.post("/account/register", async (request, reply) =>
    sendJson(
      db,
      request,
      reply,
      await register(db, request.ctx, request.channel, reply, request.body, request.ip, hashCost),
    ),
  );
  api.post("/account/register-confirm", async (request, reply) =>
    sendJson(db, request, reply, await registerConfirm(db, request.ctx, reply, request.body)),
  );

  api.post("/account/login", async (request, reply) => {
    await login(db, request.ctx, reply, request.body, request.ip, hashCost);
    return tokenResponse;
  });
  api.post("/account/logout", async (request, reply) => {
    requireCustomer(request.ctx, { allowGuest: true });
    await logout(db, request.ctx, reply);
    return tokenResponse;
  });

  const readCustomer = async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const criteria = criteriaFrom(request, "customer");
    return sendJson(db, request, reply, await customerJson(db, request.ctx, customer.id, criteria), criteria.includes);
  };
  api.get("/account/customer", readCustomer);
  api.post("/account/customer", readCustomer);
  api.delete("/account/customer", async (request, reply) => {
    await deleteAccount(db, request.ctx, requireCustomer(request.ctx, { allowGuest: true }));
    return reply.status(204).send();
  });

  api.post("/account/change-profile", async (request) => {
    requireTokenHeader(request);
    await changeProfile(db, requireCustomer(request.ctx, { allowGuest: true }), request.body);
    return success;
  });
  api.post("/account/change-email", async (request) => {
    requireTokenHeader(request);
    await changeEmail(db, request.ctx, requireCustomer(request.ctx, { allowGuest: false }), request.body);
    return success;
  });
  api.post("/account/change-password", async (request, reply) => {
    requireTokenHeader(request);
    await changePassword(db, request.ctx, requireCustomer(request.ctx, { allowGuest: false }), request.body, hashCost);
    reply.header("sw-context-token", request.ctx.token);
    return success;
  });
  api.post("/account/change-language", async (request) => {
    requireTokenHeader(request);
    await changeLanguage(db, request.channel, requireCustomer(request.ctx, { allowGuest: false }), request.body);
    return success;
  });
  api.post<{ Params: { paymentMethodId: string } }>(
    "/account/change-payment-method/:paymentMethodId",
    async (request) => {
      requireTokenHeader(request);
      await changePaymentMethod(
        db,
        request.channel,
        requireCustomer(request.ctx, { allowGuest: true }),
        request.params.paymentMethodId,
      );
      return success;
    },
  );
  api.post("/account/convert-guest", async (request) => {
    await convertGuest(db, request.ctx, requireCustomer(request.ctx, { allowGuest: true }), request.body, hashCost);
    return success;
  });

  const listAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = requireCustomer(request.ctx, { allowGuest: true });
    const criteria = criteriaFrom(request, "customer_address");
    return sendSearchResult(
      db,
      request,
      reply,
      "customer_address",
      await listAddresses(db, request.ctx, customer, criteria),
      criteria,
    );
  };
  api.get("/account/list-address", listAddress);
  api.post("/account/list-address", listAddress);
  api.post("/account/address", async (request, reply) =>
    sendJson(
      db,
      request,
      reply,
      await upsertAddress(
        db,
        request.ctx,
        request.channel,
        requireCustomer(request.ctx, { allowGuest: true }),
        request.body,
      ),
    ),
  );
  // Registered before /account/address/:addressId so "default-billing" is never taken for an address id.
  api.patch<IdParams>("/account/address/default-billing/:addressId", async (request, reply) => {
    await setDefaultAddress(
      db,
      requireCustomer(request.ctx, { allowGuest: true }),
      request.params.addressId,
      "billing",
    );
    return reply.status(204).send();
  });
  api.patch<IdParams>("/account/address/default-shipping/:addressId", async (request, reply) => {
    await setDefaultAddress(
      db,
      requireCustomer(request.ctx, { allowGuest: true }),
      request.params.addressId,
      "shipping",
    );
    return reply.status(204).send();
  });
  api.patch<IdParams>("/account/address/:addressId", async (request, reply) =>
    sendJson(
      db,
      request,
      reply,
      await upsertAddress(
        db,
        request.ctx,
        request.channel,
        requireCustomer(request.ctx, { allowGuest: true }),
        request.body,
        request.params.addressId,
      ),
    ),
  );
  api.delete<IdParams>("/account/address/:addressId", async (request, reply) => {
    await deleteAddress(db, requireCustomer(request.ctx, { allowGuest: true }), request.params.addressId);
    return reply.status(204).send();
  });

  api.post("/account/recovery-password", async (request) => {
    await sendRecoveryMail(db, request.ctx, request.channel, request.body, request.ip);
    return success;
  });
  api.post("/account/recovery-password-confirm", async (request, reply) => {
    await recoverPassword(db, request.ctx, reply, request.body, request.ip, hashCost);
    return success;
  });
  api.post("/account/customer-recovery-is-expired", async (request) => ({
    isExpired: await recoveryIsExpired(db, request.body),
    apiAlias: "array_struct",
  }));
};
