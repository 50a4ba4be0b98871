import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import type { Criteria, Filter } from "../../dal/criteria.js";
import type { EntityDefinition } from "../../dal/definition.js";
import { search } from "../../dal/search.js";
import { assertUuid } from "../../http/errors.js";
import { criteriaFrom, sendJson, sendSearchResult } from "../../http/request.js";
import type { ChannelData } from "../context/channel-cache.js";
import {
  countryDefinition,
  countryStateDefinition,
  currencyDefinition,
  languageDefinition,
  paymentMethodDefinition,
  salutationDefinition,
  shippingMethodDefinition,
} from "./system.definition.js";

/** Restricts a read to the rows assigned to the request's sales channel. */
function assignedOnly(channel: ChannelData, entity: string): Filter {
  return { type: "equalsAny", field: "id", value: [...(channel.assigned.get(entity) ?? new Set(["-"]))] };
}

const withDefaultSort = (criteria: Criteria, ...fields: string[]): Criteria =>
  criteria.sorts.length
    ? criteria
    : { ...criteria, sorts: fields.map((field) => ({ field, order: "ASC" as const, naturalSorting: false })) };

/** Moves the given ids to the front, keeping the rest in order (selected method first, then the channel default). */
function preferFirst<T extends { id: string }>(list: T[], ...ids: string[]): T[] {
  const rank = (item: T) => {
    const index = ids.indexOf(item.id);
    return index === -1 ? ids.length : index;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}

export async function systemRoutes(api: FastifyInstance, { db }: AppDeps): Promise<void> {
  const listRoute = (url: string, definition: EntityDefinition, channelEntity: string | null, sorts: string[]) => {
    for (const method of ["POST", "GET"] as const) {
      api.route({
        method,
        url,
        handler: async (request, reply) => {
          const criteria = withDefaultSort(criteriaFrom(request, definition.name), ...sorts);
          const filters = channelEntity
            ? [...criteria.filters, assignedOnly(request.channel, channelEntity)]
            : criteria.filters;
          const result = await search(db, definition, { ...criteria, filters }, request.ctx);
          return sendSearchResult(db, request, reply, definition.name, result, criteria);
        },
      });
    }
  };
  listRoute("/language", languageDefinition, "language", ["position", "name"]);
  listRoute("/country", countryDefinition, "country", ["position", "name"]);
  listRoute("/salutation", salutationDefinition, null, ["position", "salutationKey"]);

  for (const method of ["POST", "GET"] as const) {
    api.route({
      method,
      url: "/currency",
      handler: async (request, reply) => {
        const criteria = withDefaultSort(criteriaFrom(request, "currency"), "position", "isoCode");
        const result = await search(
          db,
          currencyDefinition,
          { ...criteria, filters: [...criteria.filters, assignedOnly(request.channel, "currency")] },
          request.ctx,
        );
        // Shopware answers /currency with a plain list, not a search result.
        return sendJson(db, request, reply, result.elements, criteria.includes);
      },
    });
    api.route({
      method,
      url: "/country-state/:countryId",
      handler: async (request, reply) => {
        const countryId = assertUuid((request.params as { countryId: string }).countryId);
        const criteria = withDefaultSort(criteriaFrom(request, "country_state"), "position", "name");
        const result = await search(
          db,
          countryStateDefinition,
          { ...criteria, filters: [...criteria.filters, { type: "equals", field: "countryId", value: countryId }] },
          request.ctx,
        );
        return sendSearchResult(db, request, reply, "country_state", result, criteria);
      },
    });
    for (const [url, definition, entity, selected] of [
      ["/payment-method", paymentMethodDefinition, "payment_method", "paymentMethodId"],
      ["/shipping-method", shippingMethodDefinition, "shipping_method", "shippingMethodId"],
    ] as const) {
      api.route({
        method,
        url,
        handler: async (request, reply) => {
          const criteria = withDefaultSort(criteriaFrom(request, entity), "position", "name");
          const result = await search(
            db,
            definition,
            { ...criteria, filters: [...criteria.filters, assignedOnly(request.channel, entity)] },
            request.ctx,
          );
          const channelDefault =
            request.channel.salesChannel[entity === "payment_method" ? "payment_method_id" : "shipping_method_id"];
          result.elements = preferFirst(result.elements, request.ctx[selected], channelDefault);
          return sendSearchResult(db, request, reply, entity, result, criteria);
        },
      });
    }
  }
}
