import type { Schemas } from "@shopware/api-client/api-types";
import type { StoreApi } from "../../.server/store-api.server";
import { apiErrorCodes } from "../forms/api-errors";
import { isExactMatch, type OptionSelection } from "./variant-options";

/**
 * find-variant's answer: the 6.7 schema wraps it as `foundCombination`; 6.6 (and our backend) answer the struct
 * itself ({variantId, options: {group: option}}), which this extension of the generated type declares.
 */
type FoundVariant = Schemas["FindProductVariantRouteResponse"] & {
  variantId?: string;
  options?: Record<string, string> | string[];
  foundCombination?: { options?: Record<string, string> | string[] };
};

export interface ResolvedVariant {
  variantId: string;
  /** Every chosen option is the variant's: false when find-variant fell back to the closest combination. */
  exact: boolean;
}

/**
 * The variant for the shopper's chosen options (POST /product/{parentId}/find-variant, as FindProductVariantRoute):
 * `productId` may be the parent or any of its variants. Null when no variant has any of the chosen options
 * (CONTENT__PRODUCT_VARIANT_NOT_FOUND).
 */
export async function resolveVariant(
  api: StoreApi,
  productId: string,
  selection: OptionSelection,
): Promise<ResolvedVariant | null> {
  const invoke = api.client.invoke;
  // find-variant searches among the parent's children, so a variant asks on behalf of its parent.
  const current = await invoke("readProductDetail post /product/{productId}", {
    pathParams: { productId },
    body: { includes: { product: ["id", "parentId", "optionIds"] } },
  });
  const product = current.data.product;
  try {
    const found = await invoke("searchProductVariantIds post /product/{productId}/find-variant", {
      pathParams: { productId: product.parentId ?? product.id },
      body: {
        options: selection.options,
        ...(selection.switchedGroup ? { switchedGroup: selection.switchedGroup } : {}),
      },
    });
    const result: FoundVariant = found.data;
    const variantId = result.variantId ?? result.foundCombination?.variantId;
    if (!variantId) return null;
    const matched = result.options ?? result.foundCombination?.options ?? [];
    // A variant has one option per configurator group: a choice that leaves a group out names no one variant.
    const groups = product.optionIds?.length ?? 0;
    const complete = Object.keys(selection.options).length >= groups;
    return { variantId, exact: complete && isExactMatch(selection, Object.values(matched)) };
  } catch (error) {
    if (apiErrorCodes(error).includes("CONTENT__PRODUCT_VARIANT_NOT_FOUND")) return null;
    throw error;
  }
}
