/**
 * PATCH /context (Shopware's ContextSwitchRoute): validates the switch, persists it in the context payload and names
 * the domain to go to when the language changes. The route only passes the request's body, context and channel.
 */
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { StoreApiError, errors, type Violation } from "../../http/errors.js";
import { findOwnAddress } from "../customer/customer.repository.js";
import { customerErrors } from "../customer/customer.errors.js";
import { referenceExists } from "../system/system.repository.js";
import { isAssigned, type ChannelData } from "./channel-cache.js";
import type { ContextPayload, SalesChannelContext } from "./context.js";
import { domainUrl, saveContext } from "./context.repository.js";

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

type SwitchInput = z.infer<typeof patchSchema>;

const notFound = (field: string, value: string): Violation => ({
  code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
  pointer: `/${field}`,
  detail: `The ${field.replace(/Id$/, "")} with the id "${value}" does not exist.`,
  parameters: { "{{ id }}": value, "{{ entity }}": field.replace(/Id$/, "") },
});

function parseSwitch(body: unknown): SwitchInput {
  const parsed = patchSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw StoreApiError.violations(
    parsed.error.issues.map((issue) => ({
      code: "VIOLATION::INVALID_TYPE_ERROR",
      pointer: `/${issue.path.join("/")}`,
      detail: "This value should be of type string.",
      parameters: { "{{ type }}": "string" },
    })),
  );
}

async function validateSwitch(db: Db, ctx: SalesChannelContext, channel: ChannelData, input: SwitchInput) {
  const violations: Violation[] = [];
  const check = async (field: keyof SwitchInput, ok: (id: string) => boolean | Promise<boolean>) => {
    const value = input[field];
    if (value !== undefined && value !== null && !(await ok(value))) violations.push(notFound(field, value));
  };
  await check("currencyId", (id) => isAssigned(channel, "currency", id));
  await check("languageId", (id) => isAssigned(channel, "language", id));
  await check("paymentMethodId", (id) => isAssigned(channel, "payment_method", id));
  await check("shippingMethodId", (id) => isAssigned(channel, "shipping_method", id));
  await check("countryId", (id) => referenceExists(db, "country", id));
  await check("countryStateId", (id) => referenceExists(db, "country_state", id));
  if ((input.billingAddressId ?? undefined) !== undefined || (input.shippingAddressId ?? undefined) !== undefined) {
    // Addresses must be the logged-in customer's own; anyone else's id reads as not found.
    const customer = ctx.customer;
    if (!customer) throw errors.customerNotLoggedIn();
    for (const field of ["billingAddressId", "shippingAddressId"] as const) {
      const id = input[field];
      if (id !== undefined && id !== null && !(await findOwnAddress(db, customer.id, id)))
        throw customerErrors.addressNotFound(id);
    }
  }
  if (violations.length) throw StoreApiError.violations(violations);
}

/** Applies a context switch; the redirect URL is the new language's domain (null when the language stays). */
export async function switchContext(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  body: unknown,
): Promise<{ redirectUrl: string | null }> {
  const input = parseSwitch(body);
  await validateSwitch(db, ctx, channel, input);
  const payload: ContextPayload = { ...ctx.payload };
  for (const [key, value] of Object.entries(input)) {
    if (value === null) delete payload[key as keyof SwitchInput];
    else if (value !== undefined) payload[key as keyof SwitchInput] = value;
  }
  await saveContext(db, ctx.token, ctx.salesChannelId, payload);
  const languageChanged = input.languageId && input.languageId !== ctx.languageId;
  return {
    redirectUrl: languageChanged ? await domainUrl(db, ctx.salesChannelId, input.languageId as string) : null,
  };
}
