/** The operations the Store API benchmark (store-api.ts) measures, and what each one requests. */
import { DEFAULT_ACCESS_KEY } from "../../packages/store-api/src/config.js";
import type { Target } from "./load.js";
import { addProductBody, freshToken, guestWithCart, storeApi } from "./store-api-session.js";

/** What each measured operation requests, for one catalogue. */
export interface Plan {
  listingCategoryId: string;
  filter: Record<string, string>;
  searchTerm: string;
  variantParentId: string;
  /** Simple, in stock, no closeout: what the add-to-cart and order runs buy. */
  productId: string;
}

export interface Operation {
  operation: string;
  variant: string;
  target: Target;
}

/**
 * The read operations twice: repeated identical requests (what the backend's response cache answers after the
 * first), and distinct requests (the cost of computing the answer). The write operations once, each request on a
 * fresh context token prepared unmeasured right before it: add to cart (an empty cart gets one product), and order
 * placement (a guest registered and one product added, then the measured POST /checkout/order).
 */
export function operations(baseUrl: string, token: string, plan: Plan): Operation[] {
  const headers = { "sw-access-key": DEFAULT_ACCESS_KEY, "sw-context-token": token, accept: "application/json" };
  const reads: [string, string, Record<string, unknown>][] = [
    ["product-listing (page 1, aggregations)", `/product-listing/${plan.listingCategoryId}`, { p: 1 }],
    ["product-listing (filtered)", `/product-listing/${plan.listingCategoryId}`, { p: 1, ...plan.filter }],
    [`search "${plan.searchTerm}"`, "/search", { search: plan.searchTerm }],
    [`search-suggest "${plan.searchTerm}"`, "/search-suggest", { search: plan.searchTerm }],
    ["product detail (variant parent)", `/product/${plan.variantParentId}`, {}],
  ];
  const writes: Operation[] = [
    {
      operation: "add to cart (POST /checkout/cart/line-item)",
      variant: "fresh token",
      target: {
        name: "add to cart",
        method: "POST",
        url: `${baseUrl}/checkout/cart/line-item`,
        headers,
        body: addProductBody(plan.productId),
        prepare: async (signal) => ({ headers: { ...headers, "sw-context-token": await freshToken(baseUrl, signal) } }),
      },
    },
    {
      operation: "order placement (POST /checkout/order)",
      variant: "guest, 1 item",
      target: {
        name: "order placement",
        method: "POST",
        url: `${baseUrl}/checkout/order`,
        headers,
        body: {},
        prepare: async (signal) => ({
          headers: { ...headers, "sw-context-token": await guestWithCart(baseUrl, plan.productId, signal) },
        }),
      },
    },
  ];
  // A cart write right before the request, as in a busy shop. Before issue 15 it emptied the response cache and the
  // memos of shared results (a category's facets); now they are retired by catalogue writes only.
  const afterWrite = async (signal: AbortSignal) => {
    const token = await freshToken(baseUrl, signal);
    await storeApi(baseUrl, "POST", "/checkout/cart/line-item", {
      token,
      body: addProductBody(plan.productId),
      signal,
    });
    return {};
  };
  return [
    ...reads.flatMap(([operation, route, body], index) => [
      {
        operation,
        variant: "repeated",
        target: { name: `${operation}, repeated`, method: "POST" as const, url: `${baseUrl}${route}`, headers, body },
      },
      {
        operation,
        variant: "distinct",
        target: {
          name: `${operation}, distinct`,
          method: "POST" as const,
          url: `${baseUrl}${route}`,
          headers,
          body,
          distinct: true,
        },
      },
      // The budgeted listing and the search: the cost of a request nothing remembered anything for.
      ...(index === 0 || index === 2
        ? [
            {
              operation,
              variant: "after a write",
              target: {
                name: `${operation}, after a write`,
                method: "POST" as const,
                url: `${baseUrl}${route}`,
                headers,
                body,
                distinct: true,
                prepare: afterWrite,
              },
            },
          ]
        : []),
      ...(index === 0
        ? [
            {
              operation,
              variant: "repeated, after a cart write",
              target: {
                name: `${operation}, repeated, after a cart write`,
                method: "POST" as const,
                url: `${baseUrl}${route}`,
                headers,
                body,
                prepare: afterWrite,
              },
            },
          ]
        : []),
    ]),
    ...writes,
  ];
}
