import { describe, expect, it } from "vitest";
import { zoomUrl } from "../../lib/srcset";
import {
  productPath,
  toAvailability,
  toConfigurator,
  toProductView,
  toQuantity,
  toTierPrices,
  type ApiProduct,
} from "./product";

const price = (unitPrice: number, quantity = 1) => ({ unitPrice, quantity, totalPrice: unitPrice * quantity });

describe("toTierPrices", () => {
  it("labels every tier 'to' its bound and the last one 'from' its start", () => {
    expect(toTierPrices([price(16.95, 5), price(14.95, 11), price(12.95, 12)])).toEqual([
      { kind: "to", quantity: 5, unitPrice: 16.95 },
      { kind: "to", quantity: 11, unitPrice: 14.95 },
      { kind: "from", quantity: 12, unitPrice: 12.95 },
    ]);
  });

  it("shows no table for a single price", () => {
    expect(toTierPrices([price(10)])).toEqual([]);
    expect(toTierPrices([])).toEqual([]);
  });
});

describe("toAvailability", () => {
  it("is out of stock when the backend says unavailable or a closeout has none left", () => {
    expect(toAvailability({ available: false, availableStock: 10 })).toBe("out-of-stock");
    expect(toAvailability({ available: true, availableStock: 0, isCloseout: true })).toBe("out-of-stock");
  });

  it("warns about low stock and otherwise is in stock", () => {
    expect(toAvailability({ available: true, availableStock: 3 })).toBe("low-stock");
    expect(toAvailability({ available: true, availableStock: 50 })).toBe("in-stock");
    // Not a closeout: can be ordered even with no stock on hand.
    expect(toAvailability({ available: true, availableStock: 0, isCloseout: false })).toBe("in-stock");
  });
});

describe("toQuantity", () => {
  it("respects minimum, steps and the calculated maximum", () => {
    expect(toQuantity({ minPurchase: 2, purchaseSteps: 3, calculatedMaxPurchase: 10 })).toEqual({
      min: 2,
      step: 3,
      max: 8,
    });
  });

  it("defaults to 1..100 in steps of 1", () => {
    expect(toQuantity({})).toEqual({ min: 1, step: 1, max: 100 });
  });

  it("never offers a maximum below the minimum", () => {
    expect(toQuantity({ minPurchase: 4, calculatedMaxPurchase: 2 })).toEqual({ min: 4, step: 1, max: 4 });
  });
});

describe("toConfigurator", () => {
  it("marks selected and non-combinable options and keeps the display type", () => {
    const groups = toConfigurator(
      [
        {
          id: "g1",
          name: "Colour",
          translated: { name: "Farbe" },
          displayType: "color",
          options: [
            { id: "o1", groupId: "g1", name: "Navy", colorHexCode: "#1f2f57" },
            { id: "o2", groupId: "g1", name: "White", combinable: false },
          ],
        },
        { id: "g2", name: "Size", displayType: "select", options: [] },
      ],
      ["o1"],
    );
    expect(groups[0]).toMatchObject({ name: "Farbe", displayType: "color" });
    expect(groups[0]?.options.map((option) => [option.id, option.selected, option.combinable])).toEqual([
      ["o1", true, true],
      ["o2", false, false],
    ]);
    expect(groups[1]?.displayType).toBe("text");
  });
});

describe("productPath", () => {
  it("prefers the canonical SEO path and falls back to /detail/{id}", () => {
    expect(
      productPath({
        id: "p1",
        seoUrls: [
          { seoPathInfo: "a/b", isCanonical: false },
          { seoPathInfo: "c/d", isCanonical: true },
        ],
      }),
    ).toBe("/c/d");
    expect(productPath({ id: "p1", seoUrls: [] })).toBe("/detail/p1");
  });
});

describe("toProductView", () => {
  const product: ApiProduct = {
    id: "p1",
    productNumber: "SH-1",
    name: "Shoe",
    translated: { name: "Schuh", description: "<p>Gut</p>" },
    availableStock: 20,
    available: true,
    calculatedPrice: {
      ...price(80),
      listPrice: { price: 100, discount: -20, percentage: 20 },
      referencePrice: { price: 8, purchaseUnit: 10, referenceUnit: 1, unitName: "kg" },
    },
    media: [
      { position: 1, media: { id: "m2", url: "https://x/2.webp" } },
      {
        position: 0,
        media: {
          id: "m1",
          url: "https://x/1.webp",
          translated: { alt: "Front" },
          thumbnails: [
            { url: "https://x/1-800.webp", width: 800, height: 800 },
            { url: "https://x/1-280.webp", width: 280, height: 280 },
          ],
        },
      },
    ],
    manufacturer: { name: "Maker" },
    sortedProperties: [
      {
        id: "g",
        name: "Material",
        options: [
          { id: "a", groupId: "g", name: "Leather" },
          { id: "b", groupId: "g", name: "Rubber" },
        ],
      },
    ],
  };

  it("converts names, prices, images and properties", () => {
    const view = toProductView(product);
    expect(view.name).toBe("Schuh");
    expect(view.price).toEqual({
      unitPrice: 80,
      listPrice: 100,
      discountPercentage: 20,
      reference: { price: 8, purchaseUnit: 10, referenceUnit: 1, unitName: "kg" },
    });
    expect(view.images.map((image) => image.src)).toEqual(["https://x/1.webp", "https://x/2.webp"]);
    expect(view.images[0]).toMatchObject({
      alt: "Front",
      width: 800,
      height: 800,
      srcSet: { base: "https://x/1-", list: "280.webp 280w, 800.webp 800w" },
    });
    // Issue 15: the zoom picture is the srcset's widest candidate, so it is not sent a second time.
    expect(view.images[0]).not.toHaveProperty("largestUrl");
    expect(view.images[0] && zoomUrl(view.images[0])).toBe("https://x/1-800.webp");
    expect(view.images[1]?.alt).toBe("Schuh");
    expect(view.properties).toEqual([{ name: "Material", values: "Leather, Rubber" }]);
    expect(view.path).toBe("/detail/p1");
  });

  it("names the reference unit from the product's unit, and hides a reference price without one", () => {
    const referencePrice = { price: 33.8, purchaseUnit: 0.5, referenceUnit: 1, unitName: "" };
    const withUnit = toProductView({
      ...product,
      unit: { translated: { name: "kg" } },
      calculatedPrice: { ...price(16.9), referencePrice },
    });
    expect(withUnit.price.reference).toEqual({ ...referencePrice, unitName: "kg" });
    expect(
      toProductView({ ...product, calculatedPrice: { ...price(16.9), referencePrice } }).price.reference,
    ).toBeNull();
  });

  it("drops a list price that is not higher than the price", () => {
    const view = toProductView({
      ...product,
      calculatedPrice: { ...price(80), listPrice: { price: 80, discount: 0, percentage: 0 } },
    });
    expect(view.price.listPrice).toBeNull();
    expect(view.price.discountPercentage).toBeNull();
  });
});
