import type { createAPIClient } from "@shopware/api-client";
import type { operations, Schemas } from "@shopware/api-client/api-types";
import type { CmsPageSchema } from "../features/cms/cms-schema";
import type {
  AggregationResults,
  CriteriaAggregation,
  CriteriaFilter,
  DetailProduct,
  ProductListingAggregations,
} from "../lib/store-api-types";

/**
 * `sw-include-seo-urls` is a header of every Store API response (Shopware's StoreApiSeoResolver reads it for any
 * StoreApiResponse, PlatformRequest::HEADER_INCLUDE_SEO_URLS); the generated schema declares it on a few
 * operations only.
 */
type SeoUrlsHeader = { "sw-include-seo-urls"?: boolean };

/**
 * Request flags Shopware reads by truthiness (BehaviorListingProcessor: `$request->get('no-aggregations')`,
 * TreeBuildingNavigationRoute: `getBoolean('buildTree')`); the generated schema types them as strings and arrays.
 */
type ListingFlags = { "no-aggregations"?: boolean | string | null; "only-aggregations"?: boolean | string | null };
type NavigationBody = { buildTree?: boolean };

/**
 * Shopware's ProductCrossSellingRoute reads a criteria (`includes` among it) from the request like every product
 * route; the generated operation declares no body.
 */
type CrossSellingBody = { body?: Pick<Schemas["Criteria"], "includes"> };

/** Shopware's ProductDetailRoute answers `sortedProperties` as property groups (DetailProduct). */
type ProductDetailAnswer = Omit<Schemas["ProductDetailResponse"], "product"> & { product: DetailProduct };
/**
 * A category's and a landing page's CMS layout with each slot's data struct and config as Shopware answers them
 * (features/cms/cms-schema.ts: CmsSlotsDataResolver's element structs); the generated CmsSlot types both as free
 * records.
 */
type WithCmsPage<Entity> = Omit<Entity, "cmsPage"> & { cmsPage?: CmsPageSchema | null };
/**
 * Shopware's ContextTokenResponse (login, logout, registration confirm) answers the new token in its body as well as
 * its header; the generated operations declare only redirectUrl, or nothing.
 */
type ContextTokenAnswer = { contextToken?: string; redirectUrl?: string };
/** Shopware's ContactFormRouteResponse answers its ContactFormResult (the form's own success message); the schema says none. */
type ContactAnswer = { individualSuccessMessage?: string | null };
type WithResponse<Op, Response> = Omit<Op, "response"> & { response: Response };

/**
 * A criteria's filters and aggregations as Shopware reads them (lib/store-api-types.ts: a list for equalsAny,
 * sub-aggregations to any depth; the generated AggregationFilter even nests its filter list one array too deep), for
 * the product searches that send counting aggregations.
 */
type CriteriaBody = {
  filter?: CriteriaFilter[];
  "post-filter"?: CriteriaFilter[];
  aggregations?: CriteriaAggregation[];
};
type CountingSearch =
  | "readProduct post /product"
  | "readProductListing post /product-listing/{categoryId}"
  | "searchPage post /search";
type CriteriaCorrected<Name extends keyof operations, Op> = Name extends CountingSearch
  ? WithBody<Op, CriteriaBody>
  : Op;
/**
 * A search answer's aggregations are keyed by name (EntitySearchResult's AggregationResultCollection serialises as
 * an object); the generated EntitySearchResult types them as an array.
 */
type AggregationsCorrected<Op> = Op extends { response: infer R }
  ? "aggregations" extends keyof R
    ? WithResponse<Op, Omit<R, "aggregations"> & { aggregations?: AggregationResults }>
    : Op
  : Op;
/** A product listing's aggregations: the listing filter handlers' named results (ProductListingAggregations). */
type ProductListingAnswer = Omit<Schemas["ProductListingResult"], "aggregations"> & {
  aggregations?: ProductListingAggregations;
};

/**
 * A cart error as Shopware's Error::jsonSerialize writes it: with its `parameters` (the product, quantity, code it is
 * about) and `block` (the order is refused until it is resolved); the generated CartError names neither.
 */
export type CartErrorAnswer = Schemas["CartError"] & { parameters?: Record<string, unknown>; block?: boolean };
/**
 * A cart line item's payload as Shopware's processors fill it: ProductCartProcessor the product's `options` (its
 * variation, `{ group, option }` pairs), PromotionItemBuilder the promotion `code`; the generated schema types the
 * payload as a product entity, which has neither.
 */
type LineItemPayload = Omit<NonNullable<Schemas["LineItem"]["payload"]>, "options"> & {
  options?: { group?: string; option?: string }[];
  code?: string;
};
export type LineItemAnswer = Omit<Schemas["LineItem"], "payload"> & { payload?: LineItemPayload };
/**
 * The cart as Shopware's cart routes answer it (Cart serialises every property): its `hash` (our checkout sends it
 * back with the order), errors and line items as above; the generated Cart lacks the hash.
 */
export type CartAnswer = Omit<Schemas["Cart"], "errors" | "lineItems"> & {
  hash?: string;
  errors?: CartErrorAnswer[] | Record<string, CartErrorAnswer>;
  lineItems?: LineItemAnswer[];
};
/**
 * An order as Shopware's order routes answer it: each line item keeps the payload of the cart line item it was made
 * from (Checkout/Cart/Order/Transformer/LineItemTransformer), so a promotion line's `code` and a product's `options`
 * as above; the generated OrderLineItem payload is a product's fields.
 */
export type OrderLineItemAnswer = Omit<Schemas["OrderLineItem"], "payload"> & { payload?: LineItemPayload };
export type OrderAnswer = Omit<Schemas["Order"], "lineItems"> & { lineItems?: OrderLineItemAnswer[] };
type OrderRouteAnswer = Omit<Schemas["OrderRouteResponse"], "orders"> & {
  orders: Omit<Schemas["OrderRouteResponse"]["orders"], "elements"> & { elements: OrderAnswer[] };
};
/**
 * A customer as Shopware's CustomerDefinition serialises it: accountType, company and vatIds are fields of every
 * customer (a private one's company and vatIds are null), where the generated Customer is a union by account type;
 * defaultPaymentMethodId is the field before 6.7 (CustomerDefinition adds it without the v6.7.0.0 flag), which our
 * backend still answers beside 6.7's lastPaymentMethodId. Each generated variant is assignable to this one shape.
 */
export type CustomerAnswer = Omit<Schemas["Customer"], "accountType" | "company" | "vatIds"> & {
  accountType?: "private" | "business";
  company?: string | null;
  vatIds?: string[] | null;
  defaultPaymentMethodId?: string;
};

/**
 * An address as the address routes and registration take it: Shopware's CustomerAddressDefinition stores a null
 * countryStateId (the form's "no state" clears it), and a new address has no id or customerId yet; the generated
 * bodies type the state as string only and ask the registration's billing address for both ids.
 */
type AddressFields = { countryStateId?: string | null };
type RegisterBody = NonNullable<operations["register post /account/register"]["body"]>;
type RegisterAddress = Omit<RegisterBody["billingAddress"], "id" | "customerId" | "countryStateId"> & AddressFields;

/** Body fields a call takes that the generated operation lacks or types too narrowly, per operation. */
interface BodyCorrections {
  "readNavigation post /navigation/{activeId}/{rootId}": NavigationBody;
  "createCustomerAddress post /account/address": AddressFields;
  "updateCustomerAddress patch /account/address/{addressId}": AddressFields;
  /**
   * Shopware's RegisterRoute asks for acceptedDataProtection only when the shop requires the checkbox, and for a
   * password only from a customer who is not a guest.
   */
  "register post /account/register": {
    billingAddress: RegisterAddress;
    acceptedDataProtection?: boolean;
    password?: string;
  };
  /** Shopware's ChangeCustomerProfileRoute takes a business account too; an empty vatIds clears them. */
  "changeProfile post /account/change-profile": { accountType?: "private" | "business"; vatIds?: string[] | null };
  /** Shopware's OrderRoute reads any criteria filter (scoped to the customer); the schema names deepLinkCode only. */
  "readOrder post /order": { filter?: Schemas["Criteria"]["filter"] };
  /**
   * Our backend's extension of CartOrderRoute: the hash of the cart the shopper confirmed, so an order is not placed
   * from a cart that changed meanwhile (checkout-action.server.ts); Shopware ignores the field.
   */
  "createOrder post /checkout/order": { hash?: string };
  /**
   * Our backend's hardened unsubscribe also takes the mail link's em + hash (the link holds no address); Shopware's
   * NewsletterUnsubscribeRoute wants email and answers the pair with a violation (newsletter.server.ts).
   */
  "unsubscribeToNewsletter post /newsletter/unsubscribe": { email?: string; em?: string; hash?: string };
}

/** Answers that differ from the generated operation's response, per operation. */
interface ResponseCorrections {
  "readCart get /checkout/cart": CartAnswer;
  "addLineItem post /checkout/cart/line-item": CartAnswer;
  "updateLineItem patch /checkout/cart/line-item": CartAnswer;
  "removeLineItem post /checkout/cart/line-item/delete": CartAnswer;
  "readOrder post /order": OrderRouteAnswer;
  "createOrder post /checkout/order": OrderAnswer;
  "readProductDetail post /product/{productId}": ProductDetailAnswer;
  "readProductListing post /product-listing/{categoryId}": ProductListingAnswer;
  "searchPage post /search": ProductListingAnswer;
  "readCategory post /category/{navigationId}": WithCmsPage<Schemas["Category"]>;
  "readLandingPage post /landing-page/{landingPageId}": WithCmsPage<Schemas["LandingPage"]>;
  "loginCustomer post /account/login": ContextTokenAnswer;
  "logoutCustomer post /account/logout": ContextTokenAnswer;
  "registerConfirm post /account/register-confirm": ContextTokenAnswer;
  "sendContactMail post /contact-form": ContactAnswer;
  /**
   * Shopware's CustomerRecoveryIsExpiredRoute answers an ArrayStruct, which serialises its data flat
   * (`{ isExpired, apiAlias }`); the generated schema nests it under `data`.
   */
  "getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired": { isExpired?: boolean };
}

type WithHeaders<Op> = Op extends { headers?: infer H }
  ? Omit<Op, "headers"> & { headers?: H & SeoUrlsHeader }
  : Op & { headers?: SeoUrlsHeader };
type WithBody<Op, Extra> = Op extends { body: infer B }
  ? Omit<Op, "body"> & { body: Omit<B, keyof Extra> & Extra }
  : Op extends { body?: infer B }
    ? Omit<Op, "body"> & { body?: Omit<NonNullable<B>, keyof Extra> & Extra }
    : Op;
type BodyCorrected<Name extends keyof operations> = Name extends keyof BodyCorrections
  ? WithBody<operations[Name], BodyCorrections[Name]>
  : Name extends "readProductCrossSellings post /product/{productId}/cross-selling"
    ? operations[Name] & CrossSellingBody
    : operations[Name] extends { body?: { "no-aggregations"?: unknown } }
      ? WithBody<operations[Name], ListingFlags>
      : operations[Name];
type Corrected<Name extends keyof operations> = WithHeaders<
  Name extends keyof ResponseCorrections
    ? WithResponse<CriteriaCorrected<Name, BodyCorrected<Name>>, ResponseCorrections[Name]>
    : AggregationsCorrected<CriteriaCorrected<Name, BodyCorrected<Name>>>
>;

/**
 * The Shopware 6.7 operations the package ships (`@shopware/api-client/api-types`), with the schema's gaps above
 * declared once. A call's body, parameters and response type follow from its operation name.
 */
export type StoreOperations = { [Name in keyof operations]: Corrected<Name> } & RoutedOperations;

/** Routes Shopware 6.7 still serves that the generated list no longer names. */
interface RoutedOperations {
  /** Deprecated in 6.7 but routed (ChangePaymentMethodRoute): the account's default payment method (spec §7). */
  "changePaymentMethod post /account/change-payment-method/{paymentMethodId}": {
    contentType?: "application/json";
    accept?: "application/json";
    headers?: SeoUrlsHeader;
    pathParams: { paymentMethodId: string };
    body?: Record<string, never>;
    response: { success?: boolean };
    responseCode: 200;
  };
}

/** The official client as configured for our Store API (its own module so the channel cache need not import store-api.server). */
export type StoreApiClient = ReturnType<typeof createAPIClient<StoreOperations>>;
