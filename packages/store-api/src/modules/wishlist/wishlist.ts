import { StoreApiError } from "../../http/errors.js";

/** Storefront page size of the wishlist page, used when the criteria carries no limit. */
export const WISHLIST_PAGE_SIZE = 15;

/** The wishlist module's errors, with Shopware's codes (§10). */
export const wishlistErrors = {
  notActivated: () => new StoreApiError(403, "CHECKOUT__WISHLIST_IS_NOT_ACTIVATED", "Wishlist is not activated!"),
  notFound: () => new StoreApiError(404, "CHECKOUT__WISHLIST_NOT_FOUND", "Wishlist for this customer was not found."),
  duplicateProduct: () =>
    new StoreApiError(400, "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT", "Product already added in wishlist"),
  productNotFound: (productId: string) =>
    new StoreApiError(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", `Wishlist product with id ${productId} not found`, {
      productId,
    }),
  productIdsMissing: () =>
    new StoreApiError(400, "CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING", "Parameter productIds is missing.", {
      parameterName: "productIds",
    }),
};
