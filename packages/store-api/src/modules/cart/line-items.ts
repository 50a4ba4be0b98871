/**
 * Calculated line items of the product, custom and credit steps (Shopware's ProductCartProcessor,
 * CustomCartProcessor, CreditCartProcessor). Pure; minor units.
 */
import { toDecimal, toMinor } from "../../lib/money.js";
import { calculate, type Calculated, type PriceContext, type StoredPrice } from "../product/product-price.js";
import type {
  CalculatedLineItem,
  CalculationContext,
  PriceDefinitionInput,
  ProductData,
  QuantityInformation,
  StoredLineItem,
} from "./cart-types.js";
import { priceWithRules, proportionalRules, type TaxRule } from "./tax.js";

export const priceContextFor = (ctx: CalculationContext): PriceContext => ({
  taxState: ctx.taxState,
  currencyId: ctx.currency.id,
  factor: ctx.currency.factor,
  rounding: ctx.currency.itemRounding,
});

/** Graduated prices: the first tier whose upper bound (else its start) is ≥ the quantity, else the last tier. */
export function tierPrice(product: ProductData, quantity: number): StoredPrice {
  if (product.tiers.length === 0) return product.price;
  const tiers = [...product.tiers].sort((a, b) => a.quantityStart - b.quantityStart);
  return (tiers.find((t) => (t.quantityEnd ?? t.quantityStart) >= quantity) ?? tiers[tiers.length - 1]).price;
}

const ruleJson = (rules: TaxRule[]) =>
  rules.map((r) => ({ taxRate: r.taxRate, percentage: r.percentage, apiAlias: "cart_tax_rule" }));

export function quantityDefinitionJson(
  price: Calculated,
  decimals: number,
  isCalculated = true,
): Record<string, unknown> {
  return {
    type: "quantity",
    price: toDecimal(price.unitPrice, decimals),
    quantity: price.quantity,
    isCalculated,
    taxRules: ruleJson(price.taxRules),
    listPrice: null,
    referencePriceDefinition: null,
    regulationPrice: null,
    apiAlias: "cart_price_quantity",
  };
}

/** A calculated line item from its stored inputs, a price and what the step adds (defaults: good, nothing else). */
export function fromStored(
  stored: StoredLineItem,
  price: Calculated,
  extra: Partial<CalculatedLineItem> = {},
): CalculatedLineItem {
  return {
    id: stored.id,
    type: stored.type,
    referencedId: stored.referencedId,
    label: stored.label,
    quantity: stored.quantity,
    good: true,
    stackable: stored.stackable,
    removable: stored.removable,
    price,
    priceDefinition: null,
    payload: { ...stored.payload },
    quantityInformation: null,
    deliveryInformation: null,
    cover: null,
    states: [],
    children: [],
    description: null,
    modified: false,
    ...extra,
  };
}

/** Shopware's product payload (the fields the storefront and orders read), plus the schema's required ones. */
function productPayload(product: ProductData): Record<string, unknown> {
  // Only the product's own data: a stored cart from before issue 12 M3 may still hold a client's invented keys.
  return {
    id: product.id,
    name: product.name,
    productNumber: product.productNumber,
    manufacturerId: product.manufacturerId,
    taxId: product.taxId,
    parentId: product.parentId,
    optionIds: product.optionIds,
    options: product.options.map((o) => ({ ...o, translated: { ...o } })),
    stock: product.stock,
    isCloseout: product.isCloseout,
    isNew: false,
    markAsTopseller: product.markAsTopseller,
    releaseDate: product.releaseDate,
    createdAt: product.createdAt,
    customFields: product.customFields,
    features: [],
    type: product.type,
  };
}

export function productLineItem(
  stored: StoredLineItem,
  product: ProductData,
  info: QuantityInformation,
  ctx: CalculationContext,
): CalculatedLineItem {
  const price = calculate(
    {
      price: tierPrice(product, stored.quantity),
      taxRate: product.taxRate,
      quantity: stored.quantity,
      reference: product.reference,
    },
    priceContextFor(ctx),
  );
  const download = product.type === "digital";
  return fromStored(stored, price, {
    label: product.name,
    priceDefinition: quantityDefinitionJson(price, ctx.currency.itemRounding.decimals),
    payload: productPayload(product),
    quantityInformation: info,
    deliveryInformation: {
      stock: product.stock,
      weight: product.weight ?? 0,
      freeDelivery: product.shippingFree,
      restockTime: product.restockTime,
      deliveryTime: product.deliveryTime,
      width: product.width ?? 0,
      height: product.height ?? 0,
      length: product.length ?? 0,
    },
    cover: product.cover,
    states: [download ? "is-download" : "is-physical"],
  });
}

/**
 * A custom or credit line from its price definition: `quantity` as given (taxes per its rules), `absolute` and
 * `percentage` spread over the goods so far with proportional tax rules. Null when there is no usable definition.
 */
export function definedLineItem(
  stored: StoredLineItem,
  goods: Calculated[],
  ctx: CalculationContext,
): CalculatedLineItem | null {
  const definition: PriceDefinitionInput | null = stored.priceDefinition;
  if (!definition) return null;
  const { taxState } = ctx;
  const rounding = ctx.currency.itemRounding;
  // Definitions are decimals of the context currency already: only their unit changes.
  const minor = (decimal: number) => toMinor(decimal, rounding.decimals);
  let price: Calculated;
  let definitionJson: Record<string, unknown>;
  if (definition.type === "quantity") {
    const rules = (definition.taxRules ?? []).map((r) => ({ taxRate: r.taxRate, percentage: r.percentage }));
    price = priceWithRules(
      minor(definition.price),
      stored.quantity,
      rules,
      taxState,
      rounding,
      definition.isCalculated ?? false,
    );
    definitionJson = {
      ...quantityDefinitionJson(price, rounding.decimals, definition.isCalculated ?? false),
      price: definition.price,
    };
  } else if (definition.type === "absolute") {
    price = priceWithRules(minor(definition.price), 1, proportionalRules(goods), taxState, rounding);
    definitionJson = { type: "absolute", price: definition.price, filter: null, apiAlias: "cart_price_absolute" };
  } else {
    const goodsTotal = goods.reduce((s, p) => s + p.totalPrice, 0);
    price = priceWithRules((goodsTotal * definition.percentage) / 100, 1, proportionalRules(goods), taxState, rounding);
    definitionJson = {
      type: "percentage",
      percentage: definition.percentage,
      filter: null,
      apiAlias: "cart_price_percentage",
    };
  }
  return fromStored(stored, price, { priceDefinition: definitionJson, good: stored.type === "custom" });
}
