import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { testShop } from "../../test-support/shop-data";
import { ShopProvider } from "../shop/ShopContext";
import { toProductCardView, type ProductCardView } from "./product-card";
import { ProductCard } from "./ProductCard";

const shop = testShop();

let cardUnderTest: ProductCardView | null = null;

/** The card as the router renders it (Link and fetcher forms need a data router); module level, as a component. */
function CardRoute() {
  return <ShopProvider value={shop}>{cardUnderTest && <ProductCard product={cardUnderTest} />}</ShopProvider>;
}

function cardHtml(product: ProductCardView): string {
  cardUnderTest = product;
  const Stub = createRoutesStub([{ path: "/", Component: CardRoute }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** Issue 15: the card repeats up to 24 times on a page; what it writes that the shopper never gets is page weight. */
describe("ProductCard markup", () => {
  // A partial Store API product: the fields a card reads (the cast says the rest is absent).
  const product = toProductCardView(
    {
      id: "p1",
      name: "Classic Teddy Bear",
      productNumber: "TY-6001",
      seoUrls: [{ seoPathInfo: "classic-teddy-bear/ty-6001" }],
      calculatedPrice: { unitPrice: 29.95, totalPrice: 29.95 },
      ratingAverage: 3.8,
      available: true,
      cover: {
        media: {
          url: "http://api/m/teddy.webp",
          metaData: { width: 1920, height: 1920 },
          thumbnails: [280, 400, 800, 1920].map((width) => ({ url: `http://api/m/teddy-${width}.webp`, width })),
        },
      },
    } as Parameters<typeof toProductCardView>[0],
    LOCALES[0],
  );
  const html = cardHtml({ ...product, reviewCount: 8 });

  it("has the name, the price, the add-to-cart button and the review count", () => {
    expect(html).toContain("Classic Teddy Bear");
    expect(html).toContain('form="pc-cart"');
    expect(html).toContain("(8)");
  });

  it("writes no form of its own: its heart and add-to-cart buttons send the page's two shared forms", () => {
    expect(html).not.toContain("<form");
    expect(html).not.toContain('type="hidden"');
    const button = (form: string) => html.match(new RegExp(`<button[^>]*form="${form}"[^>]*>`))?.[0] ?? "";
    for (const form of ["pc-cart", "pc-wishlist"]) {
      expect(button(form)).toContain('name="productId"');
      expect(button(form)).toContain('value="p1"');
    }
    expect(button("pc-wishlist")).toContain('aria-label="Add Classic Teddy Bear to wishlist"');
  });

  it("writes no route-discovery attribute on its link and form (the catch-all route, discovered on navigation)", () => {
    expect(html).toContain('href="/classic-teddy-bear/ty-6001"');
    expect(html).not.toContain("data-discover");
  });

  it("writes no text-node separators (<!-- -->) and no srcset candidate a card never picks", () => {
    expect(html).not.toContain("<!-- -->");
    expect(html).toContain("teddy-800.webp 800w");
    expect(html).not.toContain("1920w");
  });

  it("sends its picture once: the hydration data has the srcset, not the src and alt the card derives or omits", () => {
    expect(product.image).toEqual({
      srcSet: { base: "http://api/m/teddy-", list: "280.webp 280w, 400.webp 400w, 800.webp 800w" },
      width: 1920,
      height: 1920,
    });
    // The <img> is as before: the first thumbnail of at least 400 px as src, no alt text (the link names the card).
    expect(html).toContain('<img src="http://api/m/teddy-400.webp"');
    expect(html).toContain('alt=""');
  });

  it("writes no empty badge box, no class on its link and its sizes without optional spaces", () => {
    // The product above is no topseller and has no discount: nothing to place on its picture.
    expect(html).not.toContain("pc-badges");
    expect(html).toMatch(/<h3 class="pc-title"><a href="\/classic-teddy-bear\/ty-6001">/);
    expect(html).toContain('sizes="(min-width:1280px) 280px,(min-width:1024px) 25vw,(min-width:640px) 33vw,50vw"');
    const badged = cardHtml({ ...product, topseller: true, price: { value: 20, listPrice: 25 } });
    expect(badged).toContain('<div class="pc-badges"><span class="pc-badge">Topseller</span>');
    expect(badged).toContain("−20%");
  });

  it("keeps a picture's src when the srcset cannot give it (no thumbnails)", () => {
    const bare = toProductCardView(
      { id: "p2", name: "Mug", cover: { media: { url: "http://api/m/mug.webp", thumbnails: [] } } } as Parameters<
        typeof toProductCardView
      >[0],
      LOCALES[0],
    );
    expect(bare.image).toMatchObject({ src: "http://api/m/mug.webp", srcSet: null });
    expect(cardHtml(bare)).toContain('<img src="http://api/m/mug.webp"');
  });
});
