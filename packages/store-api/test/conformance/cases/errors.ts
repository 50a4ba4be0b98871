import type { ErrorCase } from "../conformance.js";

const UNKNOWN = "0123456789abcdef0123456789abcdef";

/** Client errors: each must be a documented-shape envelope with status, code, title and detail. */
export const errorCases: ErrorCase[] = [
  {
    operationId: "readContext",
    name: "missing access key",
    request: () => ({ headers: { "sw-access-key": "" } }),
    status: 401,
    code: "0",
  },
  {
    operationId: "updateContext",
    name: "unknown currency",
    request: () => ({ body: { currencyId: UNKNOWN } }),
    status: 400,
    code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
  },
  {
    operationId: "readCountryState",
    name: "country id that is not a UUID",
    request: () => ({ params: { countryId: "germany" } }),
    status: 400,
    code: "FRAMEWORK__INVALID_UUID",
  },
  {
    operationId: "readProduct",
    name: "limit above the maximum",
    request: () => ({ body: { limit: 1000 } }),
    status: 400,
    code: "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
  },
  {
    operationId: "readProduct",
    name: "filter without a field",
    request: () => ({ body: { filter: [{ type: "equals", value: 1 }] } }),
    status: 400,
    code: "FRAMEWORK__INVALID_FILTER_QUERY",
  },
  {
    operationId: "readProductDetail",
    name: "unknown product",
    request: () => ({ params: { productId: UNKNOWN } }),
    status: 404,
    code: "CONTENT__PRODUCT_NOT_FOUND",
  },
  {
    operationId: "readProductListing",
    name: "unknown category",
    request: () => ({ params: { categoryId: UNKNOWN } }),
    status: 404,
    code: "PRODUCT__CATEGORY_NOT_FOUND",
  },
  {
    operationId: "searchPage",
    name: "missing search term",
    request: () => ({ body: {} }),
    status: 400,
    code: "FRAMEWORK__MISSING_REQUEST_PARAMETER",
  },
  {
    operationId: "readCategory",
    name: "unknown category",
    request: () => ({ params: { navigationId: UNKNOWN } }),
    status: 404,
    code: "CONTENT__CATEGORY_NOT_FOUND",
  },
  {
    operationId: "readCms",
    name: "unknown CMS page",
    request: () => ({ params: { id: UNKNOWN } }),
    status: 404,
    code: "CONTENT__CMS_PAGE_NOT_FOUND",
  },
  {
    operationId: "readLandingPage",
    name: "unknown landing page",
    request: () => ({ params: { landingPageId: UNKNOWN } }),
    status: 404,
    code: "CONTENT__LANDING_PAGE_NOT_FOUND",
  },
  {
    operationId: "readMedia",
    name: "no ids",
    request: () => ({ body: {} }),
    status: 400,
    code: "CONTENT__MEDIA_EMPTY_ID",
  },
  {
    operationId: "getCustomerGroupRegistrationInfo",
    name: "group without open registration",
    request: () => ({ params: { customerGroupId: UNKNOWN } }),
    status: 404,
    code: "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND",
  },
];
