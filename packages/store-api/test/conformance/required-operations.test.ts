import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers.js";
import { storeApiSchema } from "./schema.js";

/**
 * The 69 operations the embedded backend must serve (shared/design/store-api-operations.md), copied here so a
 * clone without the design folder still checks them. Each must answer — whatever the answer to an anonymous,
 * empty request is — with its own route, never "No route found" and never a 5xx.
 */
const REQUIRED_OPERATIONS: Array<[method: string, path: string, operationId: string]> = [
  ["POST", "/account/address", "createCustomerAddress"],
  ["PATCH", "/account/address/default-billing/{addressId}", "defaultBillingAddress"],
  ["PATCH", "/account/address/default-shipping/{addressId}", "defaultShippingAddress"],
  ["DELETE", "/account/address/{addressId}", "deleteCustomerAddress"],
  ["PATCH", "/account/address/{addressId}", "updateCustomerAddress"],
  ["POST", "/account/change-email", "changeEmail"],
  ["POST", "/account/change-language", "changeLanguage"],
  ["POST", "/account/change-password", "changePassword"],
  ["POST", "/account/change-profile", "changeProfile"],
  ["POST", "/account/convert-guest", "convertGuest"],
  ["POST", "/account/customer", "readCustomer"],
  ["DELETE", "/account/customer", "deleteCustomer"],
  ["POST", "/account/customer-recovery-is-expired", "getCustomerRecoveryIsExpired"],
  ["POST", "/account/list-address", "listAddress"],
  ["POST", "/account/login", "loginCustomer"],
  ["POST", "/account/logout", "logoutCustomer"],
  ["POST", "/account/newsletter-recipient", "readNewsletterRecipient"],
  ["POST", "/account/recovery-password", "sendRecoveryMail"],
  ["POST", "/account/recovery-password-confirm", "recoveryPassword"],
  ["POST", "/account/register", "register"],
  ["POST", "/account/register-confirm", "registerConfirm"],
  ["POST", "/category", "readCategoryList"],
  ["POST", "/category/{navigationId}", "readCategory"],
  ["GET", "/checkout/cart", "readCart"],
  ["DELETE", "/checkout/cart", "deleteCart"],
  ["POST", "/checkout/cart/line-item", "addLineItem"],
  ["PATCH", "/checkout/cart/line-item", "updateLineItem"],
  ["POST", "/checkout/cart/line-item/delete", "removeLineItem"],
  ["POST", "/checkout/order", "createOrder"],
  ["POST", "/cms/{id}", "readCms"],
  ["POST", "/contact-form", "sendContactMail"],
  ["GET", "/context", "readContext"],
  ["PATCH", "/context", "updateContext"],
  ["POST", "/country", "readCountry"],
  ["POST", "/country-state/{countryId}", "readCountryState"],
  ["POST", "/currency", "readCurrency"],
  ["GET", "/customer-group-registration/config/{customerGroupId}", "getCustomerGroupRegistrationInfo"],
  ["POST", "/customer/wishlist", "readCustomerWishlist"],
  ["POST", "/customer/wishlist/add/{productId}", "addProductOnWishlist"],
  ["DELETE", "/customer/wishlist/delete/{productId}", "deleteProductOnWishlist"],
  ["POST", "/customer/wishlist/merge", "mergeProductOnWishlist"],
  ["POST", "/document/download/{documentId}/{deepLinkCode}", "download"],
  ["POST", "/handle-payment", "handlePaymentMethod"],
  ["POST", "/landing-page/{landingPageId}", "readLandingPage"],
  ["POST", "/language", "readLanguages"],
  ["POST", "/media", "readMedia"],
  ["POST", "/navigation/{activeId}/{rootId}", "readNavigation"],
  ["POST", "/newsletter/confirm", "confirmNewsletter"],
  ["POST", "/newsletter/subscribe", "subscribeToNewsletter"],
  ["POST", "/newsletter/unsubscribe", "unsubscribeToNewsletter"],
  ["POST", "/order", "readOrder"],
  ["GET", "/order/download/{orderId}/{downloadId}", "orderDownloadFile"],
  ["POST", "/order/payment", "orderSetPayment"],
  ["POST", "/order/state/cancel", "cancelOrder"],
  ["POST", "/payment-method", "readPaymentMethod"],
  ["POST", "/product", "readProduct"],
  ["POST", "/product-listing/{categoryId}", "readProductListing"],
  ["POST", "/product/{productId}", "readProductDetail"],
  ["POST", "/product/{productId}/cross-selling", "readProductCrossSellings"],
  ["POST", "/product/{productId}/find-variant", "searchProductVariantIds"],
  ["POST", "/product/{productId}/review", "saveProductReview"],
  ["POST", "/product/{productId}/reviews", "readProductReviews"],
  ["POST", "/salutation", "readSalutation"],
  ["POST", "/search", "searchPage"],
  ["POST", "/search-suggest", "searchSuggest"],
  ["POST", "/seo-url", "readSeoUrl"],
  ["POST", "/shipping-method", "readShippingMethod"],
  ["GET", "/sitemap", "readSitemap"],
  ["GET", "/sitemap/{filePath}", "getSitemapFile"],
];

// Path parameters filled with well-formed ids that exist nowhere, so every route is reached but finds nothing.
const SAMPLE_ID = "0123456789abcdef0123456789abcdef";
const concrete = (path: string) => path.replace(/\{filePath\}/g, "sitemap-1.xml.gz").replace(/\{[^}]+\}/g, SAMPLE_ID);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("required Store API operations", () => {
  it("lists 69 operations, each documented in the schema", () => {
    expect(REQUIRED_OPERATIONS).toHaveLength(69);
    for (const [, , operationId] of REQUIRED_OPERATIONS)
      expect(storeApiSchema().operation(operationId).operationId).toBe(operationId);
  });

  it.each(REQUIRED_OPERATIONS)("%s %s (%s) has a route that answers without a server error", async (method, path) => {
    const response = await t.api(
      method as InjectOptions["method"],
      concrete(path),
      method === "GET" || method === "DELETE" ? {} : { body: {} },
    );
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode === 404) expect(response.body).not.toContain("No route found");
  });
});
