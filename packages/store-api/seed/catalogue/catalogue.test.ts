import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogue } from "./index.js";
import { asRef } from "./refs.js";
import { LOCALES, type CmsElementType, type JsonValue, type Translated } from "./types.js";

const keysOf = <T extends { key: string }>(list: T[]) => new Set(list.map((item) => item.key));

function refsIn(value: unknown, out: { kind: string; key: string }[] = []): { kind: string; key: string }[] {
  const ref = asRef(value);
  if (ref) out.push(ref);
  else if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => refsIn(v, out));
  return out;
}

function expectTranslated(text: Translated | undefined, where: string): void {
  if (!text) return;
  for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
}

describe("demo catalogue", () => {
  const products = catalogue.products;
  const productKeys = keysOf(products);
  const categoryKeys = keysOf(catalogue.categories);
  const mediaKeys = new Set(catalogue.motifs.flatMap((m) => m.views.map((v) => `${m.key}/${v}`)));
  const optionKeys = new Set(catalogue.propertyGroups.flatMap((g) => g.options.map((o) => o.key)));

  it("has unique keys and product numbers", () => {
    const all = [
      ...products.map((p) => p.key),
      ...products.flatMap((p) => p.variants?.variants.map((v) => v.key) ?? []),
      ...catalogue.categories.map((c) => c.key),
      ...catalogue.cmsPages.map((c) => c.key),
      ...catalogue.reviews.map((r) => r.key),
    ];
    expect(new Set(all).size).toBe(all.length);
    const numbers = products.flatMap((p) => [
      p.productNumber,
      ...(p.variants?.variants.map((v) => v.productNumber) ?? []),
    ]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(catalogue.motifs.map((m) => m.key)).size).toBe(catalogue.motifs.length);
  });

  it("has a credible assortment", () => {
    expect(products.length).toBeGreaterThanOrEqual(140);
    expect(products.filter((p) => p.variants).length).toBeGreaterThanOrEqual(15);
    expect(products.filter((p) => p.listPrice !== undefined).length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.tierPrices).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.markAsTopseller).length).toBeGreaterThanOrEqual(12);
    expect(products.filter((p) => p.downloads).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.crossSellings).length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.releaseDaysAgo <= 30).length).toBeGreaterThanOrEqual(10);
    expect(products.some((p) => p.isCloseout && p.stock === 0)).toBe(true);
    expect(products.some((p) => p.purchaseSteps > 1 && p.minPurchase > 1)).toBe(true);
    const currencies = new Set(products.flatMap((p) => p.currencyPrices?.map((c) => c.currency) ?? []));
    expect([...currencies].sort()).toEqual(["GBP", "PLN", "USD"]);
  });

  it("keeps prices and purchase rules consistent", () => {
    for (const p of products) {
      if (p.listPrice !== undefined) expect(p.listPrice, p.key).toBeGreaterThan(p.price);
      if (p.tierPrices) {
        expect(p.tierPrices[0].quantityStart, p.key).toBe(1);
        expect(p.tierPrices[0].gross, p.key).toBe(p.price);
        p.tierPrices.forEach((tier, i) => {
          if (i > 0) expect(tier.gross, p.key).toBeLessThan(p.tierPrices![i - 1].gross);
        });
      }
      if (p.maxPurchase !== undefined) expect(p.maxPurchase, p.key).toBeGreaterThanOrEqual(p.minPurchase);
      if (p.downloads) expect(p.deliveryTime, p.key).toBeUndefined();
      else expect(p.weight, p.key).toBeGreaterThan(0);
    }
  });

  it("references only existing entities", () => {
    const manufacturers = keysOf(catalogue.manufacturers);
    for (const p of products) {
      expect(manufacturers.has(p.manufacturer), p.key).toBe(true);
      p.categories.forEach((c) => expect(categoryKeys.has(c), `${p.key} ${c}`).toBe(true));
      p.properties.forEach((o) => expect(optionKeys.has(o), `${p.key} ${o}`).toBe(true));
      [...p.media, p.cover].forEach((m) => expect(mediaKeys.has(m), `${p.key} ${m}`).toBe(true));
      for (const v of p.variants?.variants ?? []) {
        v.options.forEach((o) => expect(optionKeys.has(o), `${v.key} ${o}`).toBe(true));
        (v.media ?? []).forEach((m) => expect(mediaKeys.has(m), `${v.key} ${m}`).toBe(true));
      }
      if (p.variants?.mainVariant)
        expect(p.variants.variants.some((v) => v.key === p.variants?.mainVariant)).toBe(true);
      for (const x of p.crossSellings ?? []) {
        if (x.type === "productList") x.products.forEach((k) => expect(productKeys.has(k), `${x.key} ${k}`).toBe(true));
        else expect(categoryKeys.has(x.productStream.categoryKey), x.key).toBe(true);
      }
    }
    for (const m of catalogue.manufacturers) if (m.logo) expect(mediaKeys.has(m.logo), m.key).toBe(true);
    for (const c of catalogue.categories) {
      if (c.parent) expect(categoryKeys.has(c.parent), c.key).toBe(true);
      if (c.media) expect(mediaKeys.has(c.media), c.key).toBe(true);
      if (c.type === "link") expect(c.linkType, c.key).toBeDefined();
      if (c.linkType === "category") expect(categoryKeys.has(c.internalLink!), c.key).toBe(true);
      if (c.linkType === "product") expect(productKeys.has(c.internalLink!), c.key).toBe(true);
      if (c.linkType === "landing_page") expect(keysOf(catalogue.landingPages).has(c.internalLink!), c.key).toBe(true);
    }
    for (const r of catalogue.reviews) expect(productKeys.has(r.product), r.key).toBe(true);
  });

  it("resolves every reference inside CMS layouts", () => {
    const known: Record<string, Set<string>> = {
      media: mediaKeys,
      product: productKeys,
      productUrl: productKeys,
      category: categoryKeys,
      categoryUrl: categoryKeys,
      productStream: keysOf(catalogue.productStreams),
      landingPage: keysOf(catalogue.landingPages),
      landingPageUrl: keysOf(catalogue.landingPages),
      manufacturer: keysOf(catalogue.manufacturers),
    };
    const cmsKeys = keysOf(catalogue.cmsPages);
    for (const page of catalogue.cmsPages) {
      for (const section of page.sections) {
        if (section.backgroundMedia) expect(mediaKeys.has(section.backgroundMedia)).toBe(true);
        for (const block of section.blocks) {
          if (block.backgroundMedia) expect(mediaKeys.has(block.backgroundMedia), page.key).toBe(true);
          for (const slot of block.slots) {
            for (const ref of refsIn([slot.config, slot.translated] as JsonValue)) {
              expect(known[ref.kind]?.has(ref.key), `${slot.key}: ${ref.kind} ${ref.key}`).toBe(true);
            }
          }
        }
      }
    }
    for (const c of catalogue.categories) if (c.cmsPage) expect(cmsKeys.has(c.cmsPage), c.key).toBe(true);
    for (const lp of catalogue.landingPages) expect(cmsKeys.has(lp.cmsPage), lp.key).toBe(true);
  });

  it("uses every CMS element type", () => {
    const used = new Set(
      catalogue.cmsPages.flatMap((p) =>
        p.sections.flatMap((s) => s.blocks.flatMap((b) => b.slots.map((slot) => slot.type))),
      ),
    );
    const all: CmsElementType[] = [
      "text",
      "html",
      "image",
      "image-slider",
      "image-gallery",
      "youtube-video",
      "vimeo-video",
      "product-box",
      "product-slider",
      "product-listing",
      "buy-box",
      "cross-selling",
      "form",
      "sidebar-filter",
      "category-navigation",
      "manufacturer-logo",
      "product-name",
      "product-description-reviews",
    ];
    expect(all.filter((type) => !used.has(type))).toEqual([]);
  });

  it("builds three navigation trees with every category type", () => {
    const { main, footer, service } = catalogue.navigation;
    for (const root of [main, footer, service])
      expect(catalogue.categories.find((c) => c.key === root)?.parent).toBeNull();
    expect(Math.max(...catalogue.categories.map((c) => c.level))).toBeGreaterThanOrEqual(4);
    expect(new Set(catalogue.categories.map((c) => c.type))).toEqual(new Set(["page", "folder", "link"]));
    expect(new Set(catalogue.categories.map((c) => c.linkType).filter(Boolean))).toEqual(
      new Set(["category", "product", "landing_page", "external"]),
    );
    catalogue.categories.forEach((c) => expectTranslated(c.name, c.key));
  });

  it("has complete translations and valid reviews", () => {
    for (const p of products) {
      expectTranslated(p.name, p.key);
      expectTranslated(p.description, p.key);
    }
    const approved = catalogue.reviews.filter((r) => r.status);
    expect(approved.length).toBeGreaterThanOrEqual(280);
    expect(catalogue.reviews.length).toBeGreaterThan(approved.length);
    for (const r of catalogue.reviews) {
      expect(r.title.length, r.key).toBeGreaterThanOrEqual(5);
      expect(r.content.length, r.key).toBeGreaterThanOrEqual(40);
    }
  });

  it("has a picture for every media key once generated", () => {
    const manifestUrl = new URL("../media/manifest.json", import.meta.url);
    if (!existsSync(manifestUrl)) return;
    const manifest = JSON.parse(readFileSync(manifestUrl, "utf8")) as { key: string; views: { name: string }[] }[];
    const generated = new Set(manifest.flatMap((m) => m.views.map((v) => `${m.key}/${v.name}`)));
    expect([...mediaKeys].filter((key) => !generated.has(key))).toEqual([]);
  });
});
