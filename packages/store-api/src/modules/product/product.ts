import { StoreApiError } from "../../http/errors.js";

/** The product module's errors, with Shopware's codes. */
export const productErrors = {
  productNotFound: (id: string) =>
    new StoreApiError(404, "CONTENT__PRODUCT_NOT_FOUND", `Product for id ${id} not found.`, { productId: id }),
  variantNotFound: (productId: string, options: unknown) =>
    new StoreApiError(
      404,
      "CONTENT__PRODUCT_VARIANT_NOT_FOUND",
      `Variant for productId ${productId} with options ${JSON.stringify(options)} not found.`,
      { productId, options: JSON.stringify(options) },
    ),
  invalidOptionsParameter: () =>
    new StoreApiError(400, "PRODUCT_INVALID_OPTIONS_PARAMETER", "The parameter options is invalid."),
  categoryNotFound: (id: string) =>
    new StoreApiError(404, "PRODUCT__CATEGORY_NOT_FOUND", `Category "${id}" not found.`, { categoryId: id }),
  sortingNotFound: (key: string) =>
    new StoreApiError(404, "PRODUCT_SORTING_NOT_FOUND", `Could not find sorting with key "${key}"`, { key }),
};

/**
 * Shopware's search tokenizer, as the seed indexed product_search_keyword: lower-case, anything but letters, digits,
 * "-" and "_" separates words, words shorter than two characters are dropped.
 */
export function tokenize(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}_-]+/u)
        .map((token) => token.replace(/^-+|-+$/g, ""))
        .filter((token) => token.length >= 2),
    ),
  ];
}

/** Shopware's product.searchTermMaxLength default. */
export const SEARCH_TERM_MAX_LENGTH = 300;

/** The `search` parameter as a trimmed term (arrays are joined with spaces); undefined when missing or empty. */
export function searchTerm(value: unknown): string | undefined {
  const raw = Array.isArray(value)
    ? value.filter((v) => typeof v === "string" || typeof v === "number").join(" ")
    : typeof value === "string" || typeof value === "number"
      ? String(value)
      : "";
  const term = raw.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
  return term === "" ? undefined : term;
}

export interface VariantCandidate {
  id: string;
  optionIds: string[];
}

/**
 * FindProductVariantRoute: the first variant having every selected option; failing that, drop one selection that is
 * not the switched group at a time and retry, so the shopper's latest choice wins. Returns the options that matched.
 */
export function findVariant(
  variants: VariantCandidate[],
  selection: Map<string, string>,
  switchedGroup: string | undefined,
): { variantId: string; options: Map<string, string> } | undefined {
  const options = new Map(selection);
  const match = () =>
    variants.find((variant) => [...options.values()].every((optionId) => variant.optionIds.includes(optionId)));
  let found = match();
  while (!found && options.size > 1) {
    const drop = [...options.keys()].find((groupId) => groupId !== switchedGroup) ?? [...options.keys()][0];
    options.delete(drop);
    found = match();
  }
  return found ? { variantId: found.id, options } : undefined;
}

/**
 * ProductConfiguratorLoader::isCombinable: true when the option combines with the other current selections, false
 * when some variant has it but not with them, undefined when no variant has it at all (the option is hidden).
 */
export function combinable(
  optionId: string,
  groupId: string,
  current: Map<string, string>,
  combinations: string[][],
): boolean | undefined {
  const wanted = [
    ...[...current.entries()].filter(([group]) => group !== groupId).map(([, option]) => option),
    optionId,
  ];
  if (combinations.some((combination) => wanted.every((id) => combination.includes(id)))) return true;
  if (combinations.some((combination) => combination.includes(optionId))) return false;
  return undefined;
}
