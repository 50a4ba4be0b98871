import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import type { ConfiguratorGroupView, GalleryImageView } from "./product";
import { ProductGallery } from "./ProductGallery";
import { ProductReviews } from "./ProductReviews";
import type { ReviewsView } from "./reviews";
import { VariantConfigurator } from "./VariantConfigurator";

const locale = LOCALES[0];

let underTest: ReactNode = null;

/** The element as the router renders it (links and the configurator's submit need a data router). */
function Route() {
  return <>{underTest}</>;
}

function html(element: ReactNode): string {
  underTest = element;
  const Stub = createRoutesStub([{ path: "/", Component: Route }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const picture = (name: string): GalleryImageView => ({
  src: `http://api/m/${name}.webp`,
  srcSet: { base: `http://api/m/${name}-`, list: "280.webp 280w, 800.webp 800w" },
  alt: name,
  width: 1920,
  height: 1920,
  largestUrl: `http://api/m/${name}.webp`,
});

/** Issue 15: the product page's HTML ≤ 60 KB; what it writes that the shopper does not see is page weight. */
describe("product page markup", () => {
  it("the gallery's lightbox is not in the page until the shopper opens it; the picture links to the full size", () => {
    const gallery = html(<ProductGallery images={[picture("front"), picture("back")]} name="Tent" locale={locale} />);
    expect(gallery).not.toContain("<dialog");
    expect(gallery).not.toContain("Next image");
    expect(gallery).toContain('href="http://api/m/front.webp"');
    expect(gallery).toContain('aria-label="Show image 2 of 2"');
  });

  it("the review histogram is five compact rows: the share as a custom property, the star drawn by CSS", () => {
    const reviews: ReviewsView = {
      reviews: [],
      total: 4,
      page: 1,
      pages: 1,
      average: 4.5,
      language: "page",
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 3 : stars === 4 ? 1 : 0 })),
    };
    const markup = html(<ProductReviews reviews={reviews} locale={locale} path="/tent" productId="p1" />);
    const histogram = markup.slice(markup.indexOf("<dl"), markup.indexOf("</dl>") + 5);
    expect(histogram).toContain('class="rh"');
    expect(histogram).toContain("--share:75%");
    expect(histogram).toContain("--share:25%");
    // Each row still says its stars to a screen reader, in the page's language.
    expect(histogram).toContain("5 out of 5 stars");
    expect(histogram).not.toContain("<svg");
    expect(histogram.length).toBeLessThan(5 * 200);
  });

  it("a variant option is one class, whether or not it combines with the chosen ones", () => {
    const groups: ConfiguratorGroupView[] = [
      {
        id: "g1",
        name: "Size",
        displayType: "text",
        options: ["S", "M", "L", "XL"].map((name) => ({
          id: name,
          name,
          selected: name === "M",
          combinable: name !== "XL",
          colorHexCode: null,
          imageUrl: null,
        })),
      },
    ];
    const markup = html(<VariantConfigurator groups={groups} action="/tent" formId="buy" locale={locale} />);
    expect(markup.match(/<label title="[^"]*" class="vopt">/g)).toHaveLength(3);
    expect(markup).toContain('class="vopt vopt-na"');
    expect(markup).not.toContain("has-[:checked]");
    expect(markup.length).toBeLessThan(2000);
  });
});
