import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CmsBlockView, CmsPageView, CmsSectionView } from "./cms-types";
import { CmsPage } from "./CmsPage";

const style = { cssClass: "", backgroundColor: null, background: null, visibility: {} } as CmsBlockView["style"];

function imageBlock(type: string, names: string[]): CmsBlockView {
  return {
    type,
    sectionPosition: "main",
    margin: { top: null, right: null, bottom: null, left: null },
    style,
    slots: names.map((name) => ({
      slot: name,
      element: {
        type: "image",
        media: { url: `/media/${name}.webp`, alt: name, width: 800, height: 600, srcSet: null },
        link: null,
        displayMode: "cover",
        minHeight: null,
      },
    })),
  };
}

function section(blocks: CmsBlockView[]): CmsSectionView {
  return { type: "default", sizingMode: "boxed", mobileBehavior: "wrap", style, blocks };
}

/** The <img> tag of a medium in the rendered page. */
function imageTag(html: string, name: string): string {
  return html.match(new RegExp(`<img[^>]*src="/media/${name}\\.webp"[^>]*>`))?.[0] ?? "";
}

/**
 * Issue 15, Lighthouse mobile: on a phone the home page's first screen holds the hero and the next block's first
 * teaser, which is larger than the cropped hero and so the largest contentful paint; it was lazy-loaded.
 */
describe("images in the first screen of a CMS page", () => {
  const page: CmsPageView = {
    id: "p",
    type: "page",
    name: "Home",
    cssClass: "",
    sections: [
      section([imageBlock("image", ["hero"])]),
      section([imageBlock("image-three-column", ["left", "center", "right"]), imageBlock("image", ["below"])]),
    ],
  };
  const html = renderToStaticMarkup(<CmsPage page={page} />);

  it("loads the first picture of each of the page's first two blocks eagerly, with high priority (the LCP candidates)", () => {
    for (const name of ["hero", "left"]) {
      expect(imageTag(html, name)).toContain('loading="eager"');
      expect(imageTag(html, name)).toContain('fetchPriority="high"');
    }
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(2);
  });

  it("leaves the rest lazy", () => {
    for (const name of ["center", "right", "below"]) {
      expect(imageTag(html, name)).toContain('loading="lazy"');
      expect(imageTag(html, name)).not.toContain("fetchPriority");
    }
  });
});

/** Issue 15 (home ≤ 100 KB): a row of linked teasers repeats the same picture, link and caption markup per teaser. */
describe("linked teaser pictures", () => {
  const block = imageBlock("image-three-column", ["left", "center", "right"]);
  for (const slot of block.slots)
    if (slot.element.type === "image")
      slot.element = { ...slot.element, link: { href: "/c", external: false, newTab: false } };
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <CmsPage page={{ id: "p", type: "page", name: "Home", cssClass: "", sections: [section([block])] }} />
    </MemoryRouter>,
  );

  it("write the link, picture and caption with one short class each (.cms-fig, .cms-img-cover, .cms-cap)", () => {
    expect(html.match(/class="cms-cap"/g)).toHaveLength(3);
    expect(html.match(/class="group cms-fig"/g)).toHaveLength(3);
    expect(html).not.toContain("inline-flex items-center gap-1 rounded-lg bg-white/95");
  });
});
