import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "../../lib/i18n";
import type { ApiCmsSlot } from "./cms-elements";
import { pageHasHeading, toCmsPageView, type ApiCmsPage } from "./cms-page";

const [en, pl] = LOCALES;

function textSlot(id: string, content: string, slot = "content"): ApiCmsSlot {
  return { id, type: "text", slot, config: { content: { source: "static", value: content } }, data: { content } };
}

function page(
  blocks: NonNullable<ApiCmsPage["sections"]>[number]["blocks"],
  section: Partial<NonNullable<ApiCmsPage["sections"]>[number]> = {},
): ApiCmsPage {
  return {
    id: "p",
    type: "page",
    name: "Page",
    sections: [{ id: "s", type: "default", position: 0, blocks, ...section }],
  };
}

afterEach(() => vi.restoreAllMocks());

describe("toCmsPageView", () => {
  it("orders sections and blocks by position and slots left, center, right", () => {
    const view = toCmsPageView(
      {
        id: "p",
        sections: [
          {
            id: "s2",
            type: "default",
            position: 1,
            blocks: [{ id: "b3", type: "text", position: 0, slots: [textSlot("t3", "<p>3</p>")] }],
          },
          {
            id: "s1",
            type: "sidebar",
            position: 0,
            sizingMode: "full_width",
            blocks: [
              { id: "b2", type: "text", position: 1, sectionPosition: "sidebar", slots: [textSlot("t2", "<p>2</p>")] },
              {
                id: "b1",
                type: "text-three-column",
                position: 0,
                slots: [
                  textSlot("r", "<p>r</p>", "right"),
                  textSlot("l", "<p>l</p>", "left"),
                  textSlot("c", "<p>c</p>", "center"),
                ],
              },
            ],
          },
        ],
      },
      { locale: en },
    );
    expect(view.sections.map((section) => section.type)).toEqual(["sidebar", "default"]);
    expect(view.sections[0]).toMatchObject({ type: "sidebar", sizingMode: "full_width", mobileBehavior: "wrap" });
    expect(view.sections[0]?.blocks.map((block) => [block.type, block.sectionPosition])).toEqual([
      ["text-three-column", "main"],
      ["text", "sidebar"],
    ]);
    expect(view.sections[0]?.blocks[0]?.slots.map((slot) => slot.slot)).toEqual(["left", "center", "right"]);
    // Issue 15: the ids were only React keys, and the view is in its page's hydration data (27 boxes on home).
    for (const id of ["s1", "s2", "b1", "b2", "b3", "t3", "r"]) expect(JSON.stringify(view)).not.toContain(`"${id}"`);
  });

  it("keeps margins, css class, colour, visibility and a sized background", () => {
    const view = toCmsPageView(
      page([
        {
          id: "b",
          type: "text",
          marginTop: "20px",
          marginLeft: "0",
          marginBottom: "expression(alert(1))",
          cssClass: 'promo  bad"class',
          backgroundColor: "#f7efe6",
          backgroundMedia: { url: "https://cdn.test/bg.webp", metaData: { width: 1234, height: 640 } },
          backgroundMediaMode: "contain",
          visibility: { mobile: false, tablet: true, desktop: true },
          slots: [textSlot("t", "<p>x</p>")],
        },
      ]),
      { locale: en },
    );
    const block = view.sections[0]?.blocks[0];
    expect(block?.margin).toEqual({ top: "20px", left: "0" });
    expect(block?.style).toEqual({
      cssClass: "promo",
      backgroundColor: "#f7efe6",
      background: {
        url: "https://cdn.test/bg.webp?width=1300&height=700",
        mode: "contain",
        srcSet: null,
        width: 1234,
        height: 640,
      },
      visibility: { mobile: false, tablet: true, desktop: true },
    });
  });

  it("sends a box's style and margins without their defaults (issue 15: the page is in its hydration data)", () => {
    const view = toCmsPageView(page([{ id: "b", type: "text", slots: [textSlot("t", "<p>x</p>")] }]), { locale: en });
    const block = view.sections[0]?.blocks[0];
    expect(block?.style).toEqual({});
    expect(block?.margin).toEqual({});
    expect(view.sections[0]?.style).toEqual({});
  });

  it("leaves out unknown blocks and elements and logs each type once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unknownBlock = { id: "u", type: "fancy-3d-block", slots: [textSlot("x", "<p>x</p>")] };
    const unknownElement = {
      id: "e",
      type: "text",
      slots: [{ id: "m", type: "magic-element", slot: "content" }, textSlot("t", "<p>kept</p>", "right")],
    };
    const view = toCmsPageView(page([unknownBlock, unknownElement, { ...unknownBlock, id: "u2" }]), { locale: en });
    toCmsPageView(page([{ id: "e2", type: "text", slots: [{ id: "m2", type: "magic-element", slot: "content" }] }]), {
      locale: en,
    });
    expect(view.sections[0]?.blocks.map((block) => block.type)).toEqual(["text"]);
    expect(view.sections[0]?.blocks[0]?.slots.map((slot) => slot.slot)).toEqual(["right"]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'CMS block type "fancy-3d-block" is not supported; it is not rendered.',
      'CMS element type "magic-element" is not supported; it is not rendered.',
    ]);
  });

  it("drops empty blocks and sections", () => {
    const view = toCmsPageView(
      page([{ id: "b", type: "image", slots: [{ id: "i", type: "image", slot: "image", data: { media: null } }] }]),
      { locale: en },
    );
    // An image element without a picture still renders nothing, but the block stays for its margins.
    expect(view.sections).toHaveLength(1);
    expect(toCmsPageView(page([]), { locale: en }).sections).toEqual([]);
  });

  it("localises internal links of images and sliders", () => {
    const media = {
      url: "https://cdn.test/a.webp",
      alt: "A",
      metaData: { width: 800, height: 600 },
      thumbnails: [{ url: "https://cdn.test/a-400.webp", width: 400 }],
    };
    const view = toCmsPageView(
      page([
        {
          id: "b",
          type: "image",
          slots: [
            {
              id: "i",
              type: "image",
              slot: "image",
              config: {},
              data: { media, url: "/navigation/abc", newTab: false },
            },
          ],
        },
        {
          id: "s",
          type: "image-slider",
          slots: [
            {
              id: "sl",
              type: "image-slider",
              slot: "imageSlider",
              data: { sliderItems: [{ media, url: "https://x.test", newTab: true }] },
            },
          ],
        },
      ]),
      { locale: pl },
    );
    const [image, slider] = view.sections[0]?.blocks.map((block) => block.slots[0]?.element) ?? [];
    expect(image).toMatchObject({
      type: "image",
      link: { href: "/pl-PL/navigation/abc", external: false, newTab: false },
    });
    expect(image).toMatchObject({
      media: {
        srcSet: { base: "https://cdn.test/a", list: "-400.webp 400w, .webp 800w" },
        width: 800,
        height: 600,
        alt: "A",
      },
    });
    expect(slider).toMatchObject({
      type: "image-slider",
      items: [{ link: { href: "https://x.test", external: true, newTab: true } }],
    });
  });
});

describe("pageHasHeading", () => {
  it("finds an h1 in a text element", () => {
    expect(
      pageHasHeading(
        toCmsPageView(page([{ id: "b", type: "text", slots: [textSlot("t", "<h1>Imprint</h1>")] }]), { locale: en }),
      ),
    ).toBe(true);
    expect(
      pageHasHeading(
        toCmsPageView(page([{ id: "b", type: "text", slots: [textSlot("t", "<h2>Sub</h2>")] }]), { locale: en }),
      ),
    ).toBe(false);
    expect(pageHasHeading(null)).toBe(false);
  });
});
