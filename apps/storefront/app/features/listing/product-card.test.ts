import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { toImageView } from "../../lib/media";
import { discountPercent, productPath, toPriceView, toProductCardView, type ApiProduct } from "./product-card";

const [en, pl] = LOCALES;

const product: ApiProduct = {
  id: "aaf4497c53a565cca950f98b51934dec",
  name: "Chino Shorts",
  translated: { name: "Szorty chino" },
  productNumber: "CL-1202",
  markAsTopseller: true,
  ratingAverage: 4.333,
  calculatedPrice: { unitPrice: 44.95, listPrice: { price: 59.95, percentage: 25.02 } },
  calculatedCheapestPrice: { unitPrice: 44.95, hasRange: false },
  calculatedPrices: [],
  seoUrls: [{ seoPathInfo: "chino-shorts/cl-1202" }],
  cover: {
    media: {
      url: "http://api/media/front.webp",
      alt: "Chino",
      thumbnails: [
        { url: "http://api/media/front-800.webp", width: 800, height: 800 },
        { url: "http://api/media/front-280.webp", width: 280, height: 280 },
        { url: "http://api/media/front-400.webp", width: 400, height: 400 },
      ],
    },
  },
};

describe("toProductCardView", () => {
  it("converts name, link, picture, price, badge and rating", () => {
    expect(toProductCardView(product, pl)).toEqual({
      id: product.id,
      name: "Szorty chino",
      href: "/pl-PL/chino-shorts/cl-1202",
      // The src (front-400.webp) is the srcset's, and a card shows no alt: neither is sent (cardImageSrc).
      image: {
        srcSet: { base: "http://api/media/front-", list: "280.webp 280w, 400.webp 400w, 800.webp 800w" },
        width: 800,
        height: 800,
      },
      price: { value: 44.95, listPrice: 59.95 },
      topseller: true,
      rating: 4.3,
    });
    expect(discountPercent({ value: 44.95, listPrice: 59.95 })).toBe(25);
  });

  it("leaves out every field that holds its default (issue 15: cards are in most pages' hydration data)", () => {
    const plain = toProductCardView({ id: "p2", name: "Mug", calculatedPrice: { unitPrice: 9 }, available: true }, en);
    expect(plain).toEqual({
      id: "p2",
      name: "Mug",
      href: "/detail/p2",
      image: null,
      price: { value: 9 },
      rating: null,
    });
    expect(discountPercent({ value: 9 })).toBeNull();
    expect(toProductCardView({ id: "p3", available: false }, en).soldOut).toBe(true);
  });

  it("marks parents as needing options and has no rating without reviews", () => {
    const view = toProductCardView({ id: "p1", childCount: 3, ratingAverage: 0 }, en);
    expect(view.needsOptions).toBe(true);
    expect(view.rating).toBeNull();
    expect(view.image).toBeNull();
    expect(view.price).toBeNull();
  });
});

describe("productPath", () => {
  it("uses the SEO path, else the technical detail path", () => {
    expect(productPath(product, en)).toBe("/chino-shorts/cl-1202");
    expect(productPath({ id: "abc", seoUrls: [] }, pl)).toBe("/pl-PL/detail/abc");
  });
});

describe("toPriceView", () => {
  it("shows 'from' the cheapest price when variants differ in price", () => {
    expect(
      toPriceView({
        id: "v",
        calculatedPrice: { unitPrice: 69 },
        calculatedCheapestPrice: { unitPrice: 59, hasRange: true },
      }),
    ).toEqual({ value: 59, from: true });
  });

  it("shows 'from' the last tier's price with graduated prices", () => {
    expect(
      toPriceView({
        id: "t",
        calculatedPrice: { unitPrice: 14.95 },
        calculatedPrices: [{ unitPrice: 14.95 }, { unitPrice: 13.5 }, { unitPrice: 12 }],
      }),
    ).toMatchObject({ value: 12, from: true });
  });

  it("ignores a list price that is not higher than the price", () => {
    expect(
      toPriceView({ id: "x", calculatedPrice: { unitPrice: 10, listPrice: { price: 10 } } })?.listPrice,
    ).toBeUndefined();
  });
});

describe("toImageView", () => {
  it("falls back to the original picture without thumbnails", () => {
    expect(toImageView({ url: "http://api/a.webp", metaData: { width: 1200, height: 900 } }, "Alt")).toEqual({
      src: "http://api/a.webp",
      srcSet: null,
      alt: "Alt",
      width: 1200,
      height: 900,
    });
  });

  it("offers no candidate wider than a card or cart line can use (issue 15: every card's srcset is in the HTML)", () => {
    const thumbnails = [1920, 280, 800, 400].map((width) => ({ url: `http://api/m/a-${width}.webp`, width }));
    const image = toImageView({ url: "http://api/m/a.webp", thumbnails }, "Alt");
    expect(image?.srcSet).toEqual({ base: "http://api/m/a-", list: "280.webp 280w, 400.webp 400w, 800.webp 800w" });
    expect(image?.src).toBe("http://api/m/a-400.webp");
  });

  it("keeps the smallest thumbnail that covers a card when none is exactly 800 px wide", () => {
    const thumbnails = [300, 1000, 2000].map((width) => ({ url: `http://api/m/b-${width}.webp`, width }));
    expect(toImageView({ url: "http://api/m/b.webp", thumbnails }, "Alt")?.srcSet?.list).toBe(
      "300.webp 300w, 1000.webp 1000w",
    );
  });
});
