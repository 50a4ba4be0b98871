import { CatalogueMemo } from "../../db/catalogue-memo.js";
import type { Db } from "../../db/database.js";
import { emptyCriteria } from "../../dal/criteria.js";
import { readByIds } from "../../dal/read.js";
import type { Entity } from "../../dal/definition.js";
import {
  countryDefinition,
  countryStateDefinition,
  currencyDefinition,
  customerGroupDefinition,
  paymentMethodDefinition,
  salesChannelDefinition,
  shippingMethodDefinition,
  taxDefinition,
} from "../system/system.definition.js";
import { allTaxIds, languageWithLocale } from "../system/system.repository.js";
import type { SalesChannelContext } from "./context.js";

/**
 * The reference entities of GET /context (sales channel with its domains, currency, payment and shipping method,
 * country and state, customer group, tax rules, language info): the same for every shopper with the same channel,
 * language, currency, methods, country and group, and read from catalogue tables only (migration 017 lists
 * sales_channel, currency, payment_method, shipping_method, country, country_state, customer_group, tax, tax_rule,
 * language, locale, media and their translations). Issue 15's profile of the session load: a storefront render with
 * a cart asks for the context every time, and these nine reads were most of the route's time. They are kept per
 * process and served only after one indexed query confirms no catalogue table was written since they were read
 * (src/db/cache-tags.ts: a write through any backend process or by hand retires them on the next read, on both
 * engines). The customer, the token and everything else per session is never stored here (contextJson adds them).
 * Shopware builds these into its SalesChannelContext per request (SalesChannelContextFactory, cached by its
 * CachedSalesChannelContextFactory on the same inputs and invalidated by the entities' cache tags).
 */
export interface ContextEntities {
  salesChannel: Entity | undefined;
  currency: Entity | undefined;
  paymentMethod: Entity | undefined;
  shippingMethod: Entity | undefined;
  country: Entity | undefined;
  state: Entity | null;
  group: Entity | undefined;
  taxRules: Entity[];
  language: { name: string; code: string } | undefined;
}

const memo = new CatalogueMemo<ContextEntities>(500);

/** Hits and misses of this process's context-entity cache on `db` (tests). */
export function contextEntityStatsOf(db: Db): { hits: number; misses: number } {
  return memo.statsOf(db);
}

/** Everything the reads below depend on; never the token or the customer. */
function keyOf(ctx: SalesChannelContext): string {
  return JSON.stringify([
    ctx.salesChannelId,
    ctx.languageChain,
    ctx.currency.id,
    ctx.paymentMethodId,
    ctx.shippingMethodId,
    ctx.countryId,
    ctx.countryStateId,
    ctx.customerGroupId,
    ctx.taxState,
  ]);
}

/** The reads, one after the other as before (on PostgreSQL a request holds one pool connection at a time). */
async function readEntities(db: Db, ctx: SalesChannelContext): Promise<ContextEntities> {
  const [salesChannel] = await readByIds(db, salesChannelDefinition, [ctx.salesChannelId], ctx, {
    ...emptyCriteria(),
    associations: { domains: emptyCriteria() },
  });
  const [currency] = await readByIds(db, currencyDefinition, [ctx.currency.id], ctx);
  const [paymentMethod] = await readByIds(db, paymentMethodDefinition, [ctx.paymentMethodId], ctx, {
    ...emptyCriteria(),
    associations: { media: emptyCriteria() },
  });
  const [shippingMethod] = await readByIds(db, shippingMethodDefinition, [ctx.shippingMethodId], ctx);
  const [country] = await readByIds(db, countryDefinition, [ctx.countryId], ctx);
  const [state] = ctx.countryStateId ? await readByIds(db, countryStateDefinition, [ctx.countryStateId], ctx) : [null];
  const [group] = await readByIds(db, customerGroupDefinition, [ctx.customerGroupId], ctx);
  const taxRules = await readByIds(db, taxDefinition, await allTaxIds(db), ctx);
  const language = await languageWithLocale(db, ctx.languageId);
  return {
    salesChannel,
    currency,
    paymentMethod,
    shippingMethod,
    country,
    state: state ?? null,
    group,
    taxRules,
    language,
  };
}

/**
 * The context's reference entities, from this process's cache while no catalogue table changed since they were
 * read. The objects are shared by every answer that uses them: callers serialise them and must not change them.
 */
export function contextEntities(db: Db, ctx: SalesChannelContext): Promise<ContextEntities> {
  return memo.get(db, keyOf(ctx), () => readEntities(db, ctx));
}
