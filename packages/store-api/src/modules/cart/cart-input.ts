/**
 * The line-item routes' rules on the stored cart (store-api-notes §6.1): validation of the request bodies and the
 * add/update/remove changes, pure so mutateCart can re-apply them after a lost compare-and-swap.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { StoreApiError, type Violation } from "../../http/errors.js";
import { LINE_ITEM_TYPES, type LineItemType, type Scalar, type StoredCart, type StoredLineItem } from "./cart-types.js";

/** Shopware's CartException codes of the line-item routes. */
export const cartExceptions = {
  typeNotSupported: (type: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED",
      `Line item type "${type}" is not supported.`,
      { type },
    ),
  insufficientPermission: () =>
    new StoreApiError(403, "CHECKOUT__INSUFFICIENT_PERMISSION", "Insufficient permission.", {}),
  notUpdatable: (type: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE",
      `Line item type "${type}" is not updatable.`,
      { type },
    ),
  mixedType: (id: string, type: string) =>
    new StoreApiError(
      409,
      "CHECKOUT__CART_MIXED_LINE_ITEM_TYPE",
      `Line item with id ${id} already exists with different type ${type}.`,
      { id, type },
    ),
  invalidQuantity: (quantity: unknown) =>
    new StoreApiError(400, "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY", "The quantity must be a positive integer.", {
      quantity: typeof quantity === "number" || typeof quantity === "string" ? quantity : String(quantity),
    }),
  notStackable: (identifier: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
      `Line item with identifier ${identifier} is not stackable and the quantity cannot be changed.`,
      { identifier },
    ),
  notFound: (identifier: string) =>
    new StoreApiError(404, "CHECKOUT__CART_LINE_ITEM_NOT_FOUND", `Line item with identifier ${identifier} not found.`, {
      identifier,
    }),
  notRemovable: (identifier: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE",
      `Line item with identifier ${identifier} cannot be removed.`,
      { identifier },
    ),
};

/** Quantities above this are refused as invalid (they could never be bought; the max quantity is 100 by default). */
const MAX_QUANTITY_INPUT = 2_147_483_647;
const MAX_ITEMS_PER_REQUEST = 100;
/** The cart keeps at most this many lines; more are refused like an unknown quantity (nobody buys 500 different things). */
export const MAX_CART_LINES = 500;

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const itemSchema = z.object({
  id: z.string().min(1).max(255).optional(),
  type: z.unknown().optional(),
  referencedId: z.string().max(255).nullable().optional(),
  quantity: z.unknown().optional(),
  payload: z.record(z.string().max(255), scalar).optional(),
  stackable: z.boolean().optional(),
  removable: z.boolean().optional(),
  label: z.string().max(255).nullable().optional(),
  coverId: z.string().max(64).nullable().optional(),
  description: z.string().max(1000).nullable().optional(),
  priceDefinition: z.unknown().optional(),
});
const itemsSchema = z.object({ items: z.array(itemSchema).min(1).max(MAX_ITEMS_PER_REQUEST) });
export type ItemInput = z.infer<typeof itemSchema>;

function violations(error: z.ZodError): StoreApiError {
  const list: Violation[] = error.issues.map((issue) => {
    const pointer = `/${issue.path.join("/")}`;
    if (issue.code === "too_big")
      return {
        code: "VIOLATION::TOO_MANY_ELEMENTS_ERROR",
        pointer,
        detail: "This collection or value is too large.",
        parameters: { "{{ limit }}": issue.maximum as number },
      };
    if (issue.code === "too_small")
      return { code: "VIOLATION::IS_BLANK_ERROR", pointer, detail: "This value should not be blank.", parameters: {} };
    if (issue.code === "invalid_type" && issue.input === undefined)
      return { code: "VIOLATION::IS_BLANK_ERROR", pointer, detail: "This value should not be blank.", parameters: {} };
    return {
      code: "VIOLATION::INVALID_TYPE_ERROR",
      pointer,
      detail: `This value is invalid: ${issue.message}`,
      parameters: {},
    };
  });
  return StoreApiError.violations(list);
}

export function parseItems(body: unknown): ItemInput[] {
  const parsed = itemsSchema.safeParse(body ?? {});
  if (!parsed.success) throw violations(parsed.error);
  return parsed.data.items;
}

export function parseIds(body: unknown): string[] {
  const parsed = z
    .object({ ids: z.array(z.string().min(1).max(255)).min(1).max(MAX_ITEMS_PER_REQUEST) })
    .safeParse(body ?? {});
  if (!parsed.success) throw violations(parsed.error);
  return parsed.data.ids;
}

/** A positive integer quantity (absent → 1 on add); anything else is CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY. */
export function quantityOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY_INPUT)
    throw cartExceptions.invalidQuantity(value);
  return value;
}

function typeOf(value: unknown): LineItemType {
  if (typeof value !== "string" || !(LINE_ITEM_TYPES as readonly string[]).includes(value))
    throw cartExceptions.typeNotSupported(typeof value === "string" ? value : String(value ?? ""));
  return value as LineItemType;
}

/** Shopware's Uuid::fromStringToHex: the id of a promotion placeholder is md5("promotion-<code>"). */
export const promotionItemId = (code: string): string => createHash("md5").update(`promotion-${code}`).digest("hex");

/** A validated add: a product line to merge in, or a promotion code to save. */
export type AddRequest = { kind: "line"; item: StoredLineItem } | { kind: "code"; code: string };

/** Turns one input into an add request; throws the type, permission and quantity errors. */
export function addRequestOf(input: ItemInput): AddRequest {
  const type = typeOf(input.type);
  if (type === "promotion") {
    const code = (input.referencedId ?? "").trim();
    if (!code)
      throw StoreApiError.violations([
        {
          code: "VIOLATION::IS_BLANK_ERROR",
          pointer: "/referencedId",
          detail: "This value should not be blank.",
          parameters: {},
        },
      ]);
    return { kind: "code", code };
  }
  // custom and credit lines need the price-overwrite permission, which the Store API never grants; so do products
  // with their own price.
  if (type !== "product" || input.priceDefinition !== undefined) throw cartExceptions.insufficientPermission();
  const quantity = quantityOf(input.quantity, 1);
  const id = input.id ?? randomBytes(16).toString("hex");
  // A client's payload is not kept (issue 12 M3): Shopware's ProductLineItemFactory stores whatever it is sent and its
  // ProductCartProcessor then overwrites the keys it knows, so invented keys (`price`, `isAdmin`, 1,000 × 1 KB) rode
  // along into the stored cart and the order. The product payload is the backend's own (line-items.ts).
  const payload: Record<string, Scalar> = {};
  return {
    kind: "line",
    // Products are always removable and stackable (ProductLineItemFactory), whatever the request says.
    item: {
      id,
      type,
      referencedId: input.referencedId ?? id,
      quantity,
      label: input.label ?? null,
      payload,
      stackable: true,
      removable: true,
      priceDefinition: null,
      coverId: input.coverId ?? null,
    },
  };
}

/** Adds lines (same id: quantities add up; other type: 409) and saves promotion codes. */
export function applyAdds(stored: StoredCart, requests: AddRequest[]): void {
  for (const request of requests) {
    if (request.kind === "code") {
      if (!stored.promotionCodes.includes(request.code)) stored.promotionCodes.push(request.code);
      continue;
    }
    const { item } = request;
    const existing = stored.lineItems.find((i) => i.id === item.id);
    if (!existing) {
      if (stored.lineItems.length >= MAX_CART_LINES) throw cartExceptions.invalidQuantity(stored.lineItems.length + 1);
      stored.lineItems.push(item);
      continue;
    }
    if (existing.type !== item.type) throw cartExceptions.mixedType(item.id, existing.type);
    if (!existing.stackable) throw cartExceptions.notStackable(item.id);
    existing.quantity = Math.min(existing.quantity + item.quantity, MAX_QUANTITY_INPUT);
    Object.assign(existing.payload, item.payload);
  }
}

/** PATCH: quantity (stackable lines only) and label of existing lines; promotions are not updatable. */
export function applyUpdates(stored: StoredCart, inputs: ItemInput[]): void {
  for (const input of inputs) {
    if (!input.id)
      throw StoreApiError.violations([
        {
          code: "VIOLATION::IS_BLANK_ERROR",
          pointer: "/items/id",
          detail: "This value should not be blank.",
          parameters: {},
        },
      ]);
    const existing = stored.lineItems.find((i) => i.id === input.id);
    const placeholder = stored.promotionCodes.some((code) => promotionItemId(code) === input.id);
    if (!existing && !placeholder) throw cartExceptions.notFound(input.id);
    if (!existing || existing.type === "promotion") throw cartExceptions.notUpdatable("promotion");
    if (input.priceDefinition !== undefined) throw cartExceptions.insufficientPermission();
    if (input.quantity !== undefined) {
      const quantity = quantityOf(input.quantity, existing.quantity);
      if (quantity !== existing.quantity && !existing.stackable) throw cartExceptions.notStackable(existing.id);
      existing.quantity = quantity;
    }
    // A client's payload is ignored here too (see addRequestOf).
    if (input.label !== undefined && existing.type !== "product") existing.label = input.label;
  }
}

/**
 * Removes lines. A coded promotion's item (or the placeholder of a saved code) forgets the code; an automatic
 * promotion's item blocks that promotion for this cart.
 */
export function applyRemovals(stored: StoredCart, ids: string[]): void {
  for (const id of ids) {
    const code = stored.promotionCodes.find((c) => promotionItemId(c) === id);
    const existing = stored.lineItems.find((i) => i.id === id);
    if (!existing && code === undefined) throw cartExceptions.notFound(id);
    if (existing && !existing.removable) throw cartExceptions.notRemovable(id);
    if (code !== undefined) stored.promotionCodes = stored.promotionCodes.filter((c) => c !== code);
    if (!existing) continue;
    stored.lineItems = stored.lineItems.filter((i) => i.id !== id);
    if (existing.type !== "promotion") continue;
    const itemCode = existing.referencedId ?? "";
    if (itemCode) stored.promotionCodes = stored.promotionCodes.filter((c) => c !== itemCode);
    else if (
      typeof existing.payload.promotionId === "string" &&
      !stored.blockedPromotionIds.includes(existing.payload.promotionId)
    )
      stored.blockedPromotionIds.push(existing.payload.promotionId);
  }
}
