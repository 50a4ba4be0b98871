import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import type { SalesChannelContext } from "./context.js";
import { switchContext } from "./context-switch.service.js";
import { emptyCriteria } from "../../dal/criteria.js";
import type { Db } from "../../db/database.js";
import { customerJson } from "../customer/customer.service.js";
import { contextEntities } from "./context-entities.js";

const CASH_ROUNDING_ALIAS = "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config";

/** The `sales_channel_context` JSON of GET /context. */
export async function contextJson(db: Db, ctx: SalesChannelContext): Promise<Record<string, unknown>> {
  const { salesChannel, currency, paymentMethod, shippingMethod, country, state, group, taxRules, language } =
    await contextEntities(db, ctx);
  const rounding = ctx.currency.itemRounding;
  const customer = ctx.customer
    ? await customerJson(db, ctx, ctx.customer.id, {
        ...emptyCriteria(),
        associations: { defaultBillingAddress: emptyCriteria(), defaultShippingAddress: emptyCriteria() },
      })
    : null;
  return {
    token: ctx.token,
    currentCustomerGroup: group,
    fallbackCustomerGroup: group,
    currency,
    salesChannel,
    taxRules,
    customer,
    paymentMethod,
    shippingMethod,
    shippingLocation: {
      country,
      state: state ?? null,
      address: customer?.activeShippingAddress ?? null,
      apiAlias: "cart_delivery_shipping_location",
    },
    context: {
      versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
      currencyId: ctx.currency.id,
      currencyFactor: ctx.currency.factor,
      currencyPrecision: rounding.decimals,
      languageIdChain: ctx.languageChain,
      scope: "user",
      source: { salesChannelId: ctx.salesChannelId, type: "sales-channel", apiAlias: "sales_channel_api_source" },
      taxState: ctx.taxState,
      useCache: true,
      rounding,
      ruleIds: [],
      apiAlias: "context",
    },
    itemRounding: { ...ctx.currency.itemRounding, apiAlias: CASH_ROUNDING_ALIAS },
    totalRounding: { ...ctx.currency.totalRounding, apiAlias: CASH_ROUNDING_ALIAS },
    languageInfo: {
      name: language?.name ?? "",
      localeCode: language?.code ?? "",
      apiAlias: "sales_channel_context_language_info",
    },
    measurementSystem: {
      system: "metric",
      units: { length: "mm", weight: "kg" },
      apiAlias: "sales_channel_measurement_units",
    },
    apiAlias: "sales_channel_context",
  };
}

export async function contextRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.get("/context", async (request) => contextJson(db, request.ctx));

  api.patch("/context", async (request, reply) => {
    const { redirectUrl } = await switchContext(db, request.ctx, request.channel, request.body);
    reply.header("sw-context-token", request.ctx.token);
    return { redirectUrl, apiAlias: "array_struct" };
  });
}
