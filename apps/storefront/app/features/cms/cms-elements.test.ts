import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { toBasicElementView, type ApiCmsSlot } from "./cms-elements";
import { toElementView } from "./product-elements";

const [en] = LOCALES;
const config = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { source: "static", value }]));

describe("toBasicElementView", () => {
  it("sanitises text and prefers resolved data over config", () => {
    const slot: ApiCmsSlot = {
      id: "t",
      type: "text",
      slot: "content",
      config: config({ content: "<p>config</p>" }),
      data: { content: '<p onclick="x()">data</p><script>x</script>' },
    };
    expect(toBasicElementView(slot, { locale: en })).toEqual({
      type: "text",
      html: "<p>data</p>",
      verticalAlign: null,
    });
  });

  it("gives shop links in merchant HTML the page's locale prefix and leaves other links alone", () => {
    const pl = LOCALES.find((locale) => locale.prefix === "pl-PL");
    if (!pl) throw new Error("pl-PL locale missing");
    const html =
      '<p><a class="btn btn-primary" href="/navigation/abc">Go</a> <a href="/pl-PL/odziez/">pl</a> <a href="https://x.test/a">x</a> <a href="//cdn.test/a">cdn</a> <a href="mailto:a@b.c">m</a></p>';
    const slot: ApiCmsSlot = { id: "t", type: "text", slot: "content", data: { content: html } };
    expect(toBasicElementView(slot, { locale: pl })).toEqual({
      type: "text",
      html: '<p><a class="btn btn-primary" href="/pl-PL/navigation/abc">Go</a> <a href="/pl-PL/odziez/">pl</a> <a href="https://x.test/a">x</a> <a href="//cdn.test/a">cdn</a> <a href="mailto:a@b.c">m</a></p>',
      verticalAlign: null,
    });
    expect(toBasicElementView(slot, { locale: en })).toMatchObject({
      html: expect.stringContaining('href="/navigation/abc"'),
    });
  });

  it("makes privacy-friendly video embeds with the preview picture", () => {
    const preview = { url: "https://cdn.test/p.webp", alt: "", width: 1920, height: 800, srcSet: null };
    const youtube = toBasicElementView(
      {
        id: "v",
        type: "youtube-video",
        slot: "video",
        config: config({ videoID: "Lq3dJqZ8g9E", advancedPrivacyMode: true, start: 10, previewMedia: "m1" }),
      },
      { locale: en, mediaById: new Map([["m1", preview]]) },
    );
    expect(youtube).toEqual({
      type: "youtube-video",
      videoId: "Lq3dJqZ8g9E",
      embedUrl: "https://www.youtube-nocookie.com/embed/Lq3dJqZ8g9E?rel=0&autoplay=1&start=10",
      preview,
    });
    const vimeo = toBasicElementView(
      { id: "v", type: "vimeo-video", slot: "video", config: config({ videoID: "76979871" }) },
      { locale: en },
    );
    expect(vimeo).toMatchObject({
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
      preview: null,
    });
  });

  it("rejects video ids that could break out of the URL", () => {
    expect(
      toBasicElementView(
        { id: "v", type: "youtube-video", slot: "video", config: config({ videoID: 'x"><script>' }) },
        { locale: en },
      ),
    ).toBeNull();
  });

  it("describes forms by type and title", () => {
    expect(
      toBasicElementView(
        { id: "f", type: "form", slot: "content", config: config({ type: "newsletter", title: "Join" }) },
        { locale: en },
      ),
    ).toEqual({
      type: "form",
      formType: "newsletter",
      title: "Join",
      confirmationText: "",
    });
  });
});

describe("toElementView (product elements)", () => {
  const product = {
    id: "p1",
    name: "Tee",
    translated: { name: "Tee", description: "<p>Soft</p><script>x</script>" },
    productNumber: "SW1",
    ratingAverage: 4.5,
    calculatedPrice: { unitPrice: 10, totalPrice: 10, listPrice: null },
    seoUrls: [{ seoPathInfo: "tee/SW1" }],
  };

  it("converts product boxes and sliders into product cards", () => {
    const box = toElementView({ id: "b", type: "product-box", slot: "left", data: { product } }, { locale: en });
    expect(box).toMatchObject({ type: "product-box", product: { id: "p1", name: "Tee", href: "/tee/SW1" } });
    const slider = toElementView(
      {
        id: "s",
        type: "product-slider",
        slot: "productSlider",
        config: config({ title: "Top" }),
        // Cast: an answer's product without an id, which the types rule out, is left out rather than trusted.
        data: { products: [product, { nope: 1 } as unknown as typeof product] },
      },
      { locale: en },
    );
    expect(slider).toMatchObject({ type: "product-slider", title: "Top", products: [{ id: "p1" }] });
    expect(
      toElementView({ id: "s", type: "product-slider", slot: "productSlider", data: { products: [] } }, { locale: en }),
    ).toBeNull();
  });

  it("gives the sidebar filter the page's listing and tells the listing to leave its filters out", () => {
    const listing = { elements: [product], total: 1, page: 1, limit: 10, aggregations: {} };
    const url = new URL("http://shop.test/clothing/?order=name-asc");
    const context = { locale: en, url, listing, hasSidebarFilter: true };
    expect(
      toElementView({ id: "l", type: "product-listing", slot: "content", data: { listing } }, context),
    ).toMatchObject({
      type: "product-listing",
      basePath: "/clothing/",
      separateFilters: true,
      listing: { total: 1, products: [{ id: "p1" }] },
    });
    expect(toElementView({ id: "f", type: "sidebar-filter", slot: "content", data: {} }, context)).toMatchObject({
      type: "sidebar-filter",
      basePath: "/clothing/",
    });
    expect(
      toElementView({ id: "f", type: "sidebar-filter", slot: "content", data: {} }, { locale: en, url }),
    ).toBeNull();
  });

  it("reads product name and description from the element or the page's product", () => {
    expect(
      toElementView({ id: "n", type: "product-name", slot: "content", data: {} }, { locale: en, product }),
    ).toEqual({ type: "product-name", name: "Tee" });
    expect(
      toElementView(
        { id: "d", type: "product-description-reviews", slot: "content", data: { product, reviews: { total: 3 } } },
        { locale: en },
      ),
    ).toEqual({
      type: "product-description-reviews",
      descriptionHtml: "<p>Soft</p>",
      ratingAverage: 4.5,
      reviewCount: 3,
    });
  });

  it("shows a manufacturer logo with its link", () => {
    const element = toElementView(
      {
        id: "m",
        type: "manufacturer-logo",
        slot: "content",
        data: {
          manufacturer: {
            name: "Nordlicht",
            link: "https://nordlicht.test",
            media: { url: "https://cdn.test/logo.webp" },
          },
        },
      },
      { locale: en },
    );
    expect(element).toMatchObject({
      type: "manufacturer-logo",
      name: "Nordlicht",
      media: { url: "https://cdn.test/logo.webp" },
      link: { href: "https://nordlicht.test", external: true },
    });
  });
});
