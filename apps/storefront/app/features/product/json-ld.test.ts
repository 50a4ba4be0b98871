import { describe, expect, it } from "vitest";
import { productJsonLd, serializeJsonLd } from "./json-ld";
import type { ProductView } from "./product";

const product: ProductView = {
  id: "p1",
  parentId: null,
  productNumber: "SH-1",
  name: "Shoe",
  descriptionHtml: "",
  manufacturer: "Maker",
  path: "/shoe",
  images: [{ src: "https://x/1.webp", largestUrl: "https://x/1.webp", alt: "", width: 800, height: 800, srcSet: null }],
  price: { unitPrice: 79.9, listPrice: null, discountPercentage: null, reference: null },
  tierPrices: [],
  availability: "low-stock",
  availableStock: 2,
  deliveryTime: null,
  shippingFree: false,
  topseller: false,
  ratingAverage: 3.876,
  quantity: { min: 1, step: 1, max: 10 },
  properties: [],
};

describe("productJsonLd", () => {
  it("describes the product with offer and rating", () => {
    expect(productJsonLd({ product, url: "https://shop/shoe", currencyIsoCode: "PLN", reviewCount: 8 })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Shoe",
      sku: "SH-1",
      image: ["https://x/1.webp"],
      brand: { "@type": "Brand", name: "Maker" },
      offers: {
        "@type": "Offer",
        url: "https://shop/shoe",
        price: "79.90",
        priceCurrency: "PLN",
        availability: "https://schema.org/LimitedAvailability",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.88, reviewCount: 8, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out the rating without reviews", () => {
    expect(productJsonLd({ product, url: "u", currencyIsoCode: "EUR", reviewCount: 0 })).not.toHaveProperty(
      "aggregateRating",
    );
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> & <!--" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
