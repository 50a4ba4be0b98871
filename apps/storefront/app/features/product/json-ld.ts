import type { ProductView } from "./product";

export interface ProductJsonLdInput {
  product: ProductView;
  url: string;
  currencyIsoCode: string;
  reviewCount: number;
}

const AVAILABILITY = {
  "in-stock": "https://schema.org/InStock",
  "low-stock": "https://schema.org/LimitedAvailability",
  "out-of-stock": "https://schema.org/OutOfStock",
} as const;

/** schema.org Product for search engines: what the page shows, nothing more. */
export function productJsonLd({
  product,
  url,
  currencyIsoCode,
  reviewCount,
}: ProductJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.productNumber,
    image: product.images.map((image) => image.src),
    ...(product.manufacturer ? { brand: { "@type": "Brand", name: product.manufacturer } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: product.price.unitPrice.toFixed(2),
      priceCurrency: currencyIsoCode,
      availability: AVAILABILITY[product.availability],
    },
    ...(product.ratingAverage !== null && reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(product.ratingAverage.toFixed(2)),
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for an inline <script>: "<" (and the line separators JavaScript once rejected) are escaped,
 * so a product name containing "</script>" or "<!--" cannot end the script element early.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
