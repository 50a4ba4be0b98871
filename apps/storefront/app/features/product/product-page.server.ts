import type { Schemas } from "@shopware/api-client/api-types";
import { redirect } from "react-router";
import { readBreadcrumb } from "../../.server/channel-data.server";
import { shopperContext } from "../../.server/shop.server";
import type { StoreApi } from "../../.server/store-api.server";
import { localizePath } from "../../lib/i18n";
import { slashPrefixed, type Breadcrumb } from "../navigation/breadcrumbs";
import {
  productPath,
  toConfigurator,
  toProductView,
  PRODUCT_DETAIL_INCLUDES,
  type ConfiguratorGroupView,
  type ProductView,
} from "./product";
import {
  REVIEWS_LIMIT,
  reviewsLanguageFilter,
  reviewsLanguageFromUrl,
  reviewsPageFromUrl,
  toReviewsView,
  type ReviewsView,
} from "./reviews";
import { crossSellingProducts, toCrossSellings, type CrossSellingView } from "./cross-selling";
import { loadReviewCounts } from "../listing/review-counts.server";
import { PRODUCT_CARD_INCLUDES } from "../listing/product-card";
import { selectedOptionsFromUrl } from "./variant-options";
import { resolveVariant } from "./variant.server";
import { sanitizeHtml } from "../cms/sanitize-html";

export interface ProductPageData {
  product: ProductView;
  configurator: ConfiguratorGroupView[];
  reviews: ReviewsView;
  crossSellings: CrossSellingView[];
  /** Category trail to the product's SEO category, app paths without locale prefix. */
  breadcrumbs: Breadcrumb[];
  currencyIsoCode: string;
  /** "gross" shows prices incl. VAT, "net" excl. VAT. */
  taxState: "gross" | "net";
  /** Absolute URL of the page, for JSON-LD and canonical links. */
  url: string;
  /** The shopper chose options no variant has together: the form keeps their choice and says so. */
  variantUnavailable: boolean;
}

export const PRODUCT_CRITERIA = {
  associations: {
    media: {},
    manufacturer: { associations: { media: {} } },
    properties: { associations: { group: {} } },
    deliveryTime: {},
    unit: {},
  },
};

export async function loadProductPage(api: StoreApi, productId: string, url: URL): Promise<ProductPageData> {
  const seoHeaders = { "sw-include-seo-urls": true };

  // The variant form sends the chosen option ids; the shopper lands on the matching variant's own URL, so the
  // address bar always names what is shown. A JavaScript switch of one group may land on the closest variant
  // (Shopware keeps the switched option); options chosen together that no variant has stay chosen, with a hint.
  const selection = selectedOptionsFromUrl(url);
  let chosenOptionIds: string[] | null = null;
  if (selection) {
    const resolved = await resolveVariant(api, productId, selection);
    if (resolved && (resolved.exact || selection.switchedGroup)) throw await variantRedirect(api, resolved.variantId);
    chosenOptionIds = Object.values(selection.options);
  }

  const page = reviewsPageFromUrl(url);
  const reviewsLanguage = reviewsLanguageFromUrl(url);
  const [detail, context] = await Promise.all([
    api.client.invoke("readProductDetail post /product/{productId}", {
      pathParams: { productId },
      headers: seoHeaders,
      body: { ...PRODUCT_CRITERIA, includes: PRODUCT_DETAIL_INCLUDES },
    }),
    shopperContext(api),
  ]);
  const { product, configurator } = detail.data;
  // Reviews belong to the parent product: every variant shows the same ones.
  const reviewProductId = product.parentId ?? product.id;
  const languageId = context.context?.languageIdChain?.[0];

  const [reviews, crossSellings, breadcrumb] = await Promise.all([
    api.client.invoke("readProductReviews post /product/{productId}/reviews", {
      pathParams: { productId: reviewProductId },
      body: {
        page,
        limit: REVIEWS_LIMIT,
        "total-count-mode": "exact",
        filter: reviewsLanguageFilter(reviewsLanguage, languageId),
        sort: [{ field: "createdAt", order: "DESC" }],
        aggregations: [{ name: "ratingMatrix", type: "terms", field: "points" }],
      },
    }),
    // The cards' review counts need the cards' ids: asked right after them, while the reviews may still load.
    api.client
      .invoke("readProductCrossSellings post /product/{productId}/cross-selling", {
        pathParams: { productId: product.id },
        headers: seoHeaders,
        body: { includes: PRODUCT_CARD_INCLUDES },
      })
      .then(async (response) => {
        const entries = response.data;
        return toCrossSellings(entries, api.locale, await loadReviewCounts(api, crossSellingProducts(entries)));
      }),
    readBreadcrumb(api, product.id, "product"),
  ]);

  const view = toProductView(product);
  return {
    product: { ...view, descriptionHtml: sanitizeHtml(view.descriptionHtml) },
    configurator: toConfigurator(configurator ?? [], chosenOptionIds ?? product.optionIds ?? []),
    reviews: toReviewsView(reviews.data, page, product.ratingAverage ?? null, reviewsLanguage),
    crossSellings,
    breadcrumbs: toBreadcrumbs(breadcrumb),
    currencyIsoCode: context.currency.isoCode,
    taxState: context.context?.taxState === "net" ? "net" : "gross",
    url: new URL(localizePath(view.path, api.locale), url).toString(),
    variantUnavailable: chosenOptionIds !== null,
  };
}

function toBreadcrumbs(entries: Schemas["BreadcrumbCollection"]): Breadcrumb[] {
  return entries.map((entry) => {
    const seo = entry.seoUrls?.[0]?.seoPathInfo ?? entry.path;
    return {
      label: entry.translated?.name ?? entry.name ?? "",
      path: slashPrefixed(seo ?? `/navigation/${entry.categoryId ?? ""}`),
    };
  });
}

/** The redirect to a variant's own (SEO) URL. */
async function variantRedirect(api: StoreApi, variantId: string) {
  const variant = await api.client.invoke("readProductDetail post /product/{productId}", {
    pathParams: { productId: variantId },
    headers: { "sw-include-seo-urls": true },
    body: { includes: { product: ["id", "seoUrls"], seo_url: ["seoPathInfo", "isCanonical"] } },
  });
  const { product } = variant.data;
  return redirect(localizePath(productPath(product), api.locale));
}
