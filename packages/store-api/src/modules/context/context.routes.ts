import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.js";
import { StoreApiError, errors, type Violation } from "../../http/errors.js";
import { customerErrors } from "../customer/customer.errors.js";
import { isAssigned } from "./channel-cache.js";
import type { ContextPayload, SalesChannelContext } from "./context.js";
import { saveContext } from "./context.repository.js";
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

// Type('string') and EntityExists let null through (ContextSwitchRoute): null takes the field back to its default.
const patchSchema = z
  .object({
    currencyId: z.string().nullable(),
    languageId: z.string().nullable(),
    paymentMethodId: z.string().nullable(),
    shippingMethodId: z.string().nullable(),
    billingAddressId: z.string().nullable(),
    shippingAddressId: z.string().nullable(),
    countryId: z.string().nullable(),
    countryStateId: z.string().nullable(),
  })
  .partial();

const notFound = (field: string, value: string): Violation => ({
  code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
  pointer: `/${field}`,
  detail: `The ${field.replace(/Id$/, "")} with the id "${value}" does not exist.`,
  parameters: { "{{ id }}": value, "{{ entity }}": field.replace(/Id$/, "") },
});

export async function contextRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  api.get("/context", async (request) => contextJson(db, request.ctx));

  api.patch("/context", async (request, reply) => {
    const body = request.body ?? {};
    const parsed = patchSchema.safeParse(body);
    if (!parsed.success) {
      throw StoreApiError.violations(
        parsed.error.issues.map((issue) => ({
          code: "VIOLATION::INVALID_TYPE_ERROR",
          pointer: `/${issue.path.join("/")}`,
          detail: "This value should be of type string.",
          parameters: { "{{ type }}": "string" },
        })),
      );
    }
    const input = parsed.data;
    const ctx = request.ctx;
    const channel = request.channel;
    const violations: Violation[] = [];
    const check = (field: keyof typeof input, ok: (id: string) => boolean | Promise<boolean>) => async () => {
      const value = input[field];
      if (value !== undefined && value !== null && !(await ok(value))) violations.push(notFound(field, value));
    };
    const exists = async (table: "country" | "country_state", id: string) =>
      Boolean(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
    await check("currencyId", (id) => isAssigned(channel, "currency", id))();
    await check("languageId", (id) => isAssigned(channel, "language", id))();
    await check("paymentMethodId", (id) => isAssigned(channel, "payment_method", id))();
    await check("shippingMethodId", (id) => isAssigned(channel, "shipping_method", id))();
    await check("countryId", (id) => exists("country", id))();
    await check("countryStateId", (id) => exists("country_state", id))();
    if ((input.billingAddressId ?? undefined) !== undefined || (input.shippingAddressId ?? undefined) !== undefined) {
      // Addresses must be the logged-in customer's own; anyone else's id reads as not found.
      const customer = ctx.customer;
      if (!customer) throw errors.customerNotLoggedIn();
      const owned = async (id: string) =>
        Boolean(
          await db
            .selectFrom("customer_address")
            .select("id")
            .where("id", "=", id)
            .where("customer_id", "=", customer.id)
            .executeTakeFirst(),
        );
      for (const field of ["billingAddressId", "shippingAddressId"] as const) {
        const id = input[field];
        if (id !== undefined && id !== null && !(await owned(id))) throw customerErrors.addressNotFound(id);
      }
    }
    if (violations.length) throw StoreApiError.violations(violations);

    const payload: ContextPayload = { ...ctx.payload };
    for (const [key, value] of Object.entries(input)) {
      if (value === null) delete payload[key as keyof typeof input];
      else if (value !== undefined) payload[key as keyof typeof input] = value;
    }
    await saveContext(db, ctx.token, ctx.salesChannelId, payload);

    let redirectUrl: string | null = null;
    if (input.languageId && input.languageId !== ctx.languageId) {
      const domain = await db
        .selectFrom("sales_channel_domain")
        .select("url")
        .where("sales_channel_id", "=", ctx.salesChannelId)
        .where("language_id", "=", input.languageId)
        .executeTakeFirst();
      redirectUrl = domain?.url ?? null;
    }
    reply.header("sw-context-token", ctx.token);
    return { redirectUrl, apiAlias: "array_struct" };
  });
}
