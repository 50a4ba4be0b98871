import type { createAPIClient } from "@shopware/api-client";
import type { operations, Schemas } from "@shopware/api-client/api-types";

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

/**
 * Shopware's ProductDetailRoute answers `sortedProperties` as the product's property groups sorted
 * (PropertyGroupSorter); the generated Product schema declares a free record.
 */
type ProductDetailAnswer = Omit<Schemas["ProductDetailResponse"], "product"> & {
  product: Omit<Schemas["Product"], "sortedProperties"> & { sortedProperties?: Schemas["PropertyGroup"][] | null };
};
/**
 * Shopware's ContextTokenResponse (login, logout, registration confirm) answers the new token in its body as well as
 * its header; the generated operations declare only redirectUrl, or nothing.
 */
type ContextTokenAnswer = { contextToken?: string; redirectUrl?: string };
type ContextTokenOperation =
  | "loginCustomer post /account/login"
  | "logoutCustomer post /account/logout"
  | "registerConfirm post /account/register-confirm";
/** Shopware's ContactFormRouteResponse answers its ContactFormResult (the form's own success message); the schema says none. */
type ContactAnswer = { individualSuccessMessage?: string | null };
type WithResponse<Op, Response> = Omit<Op, "response"> & { response: Response };

type WithHeaders<Op> = Op extends { headers?: infer H }
  ? Omit<Op, "headers"> & { headers?: H & SeoUrlsHeader }
  : Op & { headers?: SeoUrlsHeader };
type WithBody<Op, Extra> = Op extends { body: infer B }
  ? Omit<Op, "body"> & { body: Omit<B, keyof Extra> & Extra }
  : Op extends { body?: infer B }
    ? Omit<Op, "body"> & { body?: Omit<NonNullable<B>, keyof Extra> & Extra }
    : Op;
type Corrected<Name extends keyof operations> = WithHeaders<
  Name extends "readNavigation post /navigation/{activeId}/{rootId}"
    ? WithBody<operations[Name], NavigationBody>
    : Name extends "readProductCrossSellings post /product/{productId}/cross-selling"
      ? operations[Name] & CrossSellingBody
      : Name extends "readProductDetail post /product/{productId}"
        ? WithResponse<operations[Name], ProductDetailAnswer>
        : Name extends ContextTokenOperation
          ? WithResponse<operations[Name], ContextTokenAnswer>
          : Name extends "sendContactMail post /contact-form"
            ? WithResponse<operations[Name], ContactAnswer>
            : operations[Name] extends { body?: { "no-aggregations"?: unknown } }
              ? WithBody<operations[Name], ListingFlags>
              : operations[Name]
>;

/**
 * The Shopware 6.7 operations the package ships (`@shopware/api-client/api-types`), with the schema's gaps above
 * declared once. A call's body, parameters and response type follow from its operation name.
 */
export type StoreOperations = { [Name in keyof operations]: Corrected<Name> };

/** The official client as configured for our Store API (its own module so the channel cache need not import store-api.server). */
export type StoreApiClient = ReturnType<typeof createAPIClient<StoreOperations>>;
