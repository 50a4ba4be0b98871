import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import {
  packedMenu,
  packNavigation,
  teaserImageAttributes,
  toNavigationItems,
  unpackedMenu,
  unpackNavigation,
  type NavigationCategory,
  type NavigationItem,
} from "./navigation";

const [enGB, plPL] = LOCALES;

function category(overrides: Partial<NavigationCategory>): NavigationCategory {
  return { id: "c1", name: "Clothing", type: "page", ...overrides };
}

describe("toNavigationItems", () => {
  it("links a page to its first SEO URL and prefers the translated name", () => {
    const [item] = toNavigationItems(
      [category({ translated: { name: "Odzież" }, seoUrls: [{ seoPathInfo: "Odziez/" }] })],
      plPL,
    );
    expect(item).toMatchObject({ label: "Odzież", href: "/pl-PL/Odziez/" });
    // Defaults are left out of the hydration data: only an external link or a new tab names itself.
    expect(item).not.toHaveProperty("external");
    expect(item).not.toHaveProperty("newTab");
  });

  it("leaves the category ids out: the tree is in every page's hydration data and the menus key on links", () => {
    const [item] = toNavigationItems(
      [category({ seoUrls: [{ seoPathInfo: "clothing/" }], children: [category({ id: "c2", name: "Shirts" })] })],
      enGB,
    );
    expect(JSON.stringify(item)).not.toContain("c1");
    expect(item).not.toHaveProperty("id");
    expect(item?.children[0]).not.toHaveProperty("id");
  });

  it("gives a top-level category its media as the mega menu teaser's picture, and no deeper entry one", () => {
    const media = (name: string) => ({
      url: `http://api/media/${name}.webp`,
      alt: null,
      translated: { alt: `${name} banner` },
      metaData: { width: 1920, height: 640 },
      thumbnails: [400, 280, 800, 1920].map((width) => ({ url: `http://api/media/${name}-${width}.webp`, width })),
    });
    const [item] = toNavigationItems(
      [
        category({
          media: media("clothing"),
          children: [category({ id: "c2", name: "Shirts", media: media("shirts") })],
        }),
      ],
      enGB,
      { teaserImages: true },
    );
    expect(item?.image).toEqual({
      srcSet: { base: "http://api/media/clothing-", list: "280.webp 280w, 400.webp 400w, 800.webp 800w" },
      alt: "clothing banner",
    });
    expect(item?.image && teaserImageAttributes(item.image)).toEqual({
      src: "http://api/media/clothing-800.webp",
      srcSet:
        "http://api/media/clothing-280.webp 280w, http://api/media/clothing-400.webp 400w, http://api/media/clothing-800.webp 800w",
    });
    expect(item?.children[0]).not.toHaveProperty("image");
    // The footer and service menus carry no pictures.
    expect(toNavigationItems([category({ media: media("clothing") })], enGB)[0]).not.toHaveProperty("image");
  });

  it("falls back to the technical navigation URL", () => {
    const [item] = toNavigationItems([category({ seoUrls: [] })], enGB);
    expect(item?.href).toBe("/navigation/c1");
  });

  it("follows link categories by link type", () => {
    const items = toNavigationItems(
      [
        category({
          id: "a",
          type: "link",
          linkType: "external",
          externalLink: "https://example.com",
          linkNewTab: true,
        }),
        category({ id: "b", type: "link", linkType: "product", internalLink: "p1" }),
        category({ id: "c", type: "link", linkType: "landing_page", internalLink: "l1" }),
        category({ id: "d", type: "link", linkType: "category", internalLink: "c9" }),
      ],
      enGB,
    );
    expect(items.map((item) => item.href)).toEqual([
      "https://example.com",
      "/detail/p1",
      "/landingPage/l1",
      "/navigation/c9",
    ]);
    expect(items[0]).toMatchObject({ external: true, newTab: true });
  });

  it("gives folders no link but keeps their children", () => {
    const [item] = toNavigationItems(
      [
        category({
          type: "folder",
          children: [category({ id: "c2", name: "Shirts", seoUrls: [{ seoPathInfo: "shirts" }] })],
        }),
      ],
      enGB,
    );
    expect(item?.href).toBeNull();
    expect(item?.children[0]).toMatchObject({ label: "Shirts", href: "/shirts" });
  });
});

/** Issue 15: the three menus are in every page's hydration data; a child's link repeated its parent's. */
describe("packNavigation", () => {
  const entry = (label: string, href: string | null, children: NavigationItem[] = [], external = false) => ({
    label,
    href,
    children,
    ...(external ? { external } : {}),
  });
  const menu: NavigationItem[] = [
    entry("Clothing", "/pl-PL/clothing/", [
      entry("Tops", "/pl-PL/clothing/tops/", [entry("T-shirts", "/pl-PL/clothing/tops/t-shirts/")]),
      entry("Elsewhere", "/pl-PL/navigation/abc"),
      entry("Same", "/pl-PL/clothing/"),
      entry("Artwork", "https://example.com/pl-PL/clothing/x", [], true),
    ]),
    entry("Folder", null, [entry("Gift card", "/pl-PL/detail/123", [entry("Sub", "/pl-PL/detail/123/x")])]),
    entry("Technical", "/pl-PL/navigation/abc", [entry("Child", "/pl-PL/navigation/abc/def")]),
  ];

  it("sends a child's link as the rest of its parent's, and gives back every link as it was", () => {
    const packed = packNavigation(menu);
    const clothing = packed[0]!;
    expect(clothing.href).toBe("/pl-PL/clothing/");
    expect(clothing.children?.map((child) => child.href)).toEqual([
      "tops/",
      "/pl-PL/navigation/abc",
      "/pl-PL/clothing/",
      "https://example.com/pl-PL/clothing/x",
    ]);
    expect(clothing.children?.[0]?.children?.[0]?.href).toBe("t-shirts/");
    expect(unpackNavigation(packed)).toEqual(menu);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(menu).length - 30);
  });

  it("sends a leaf without its empty children, and gives them back", () => {
    const packed = packNavigation(menu);
    // A leaf's `"children":[]` was most of the entries in every page's hydration data.
    expect(packed[0]?.children?.[1]).not.toHaveProperty("children");
    expect(packed[0]?.children?.[0]?.children?.[0]).not.toHaveProperty("children");
    expect(JSON.stringify(packed)).not.toContain("[]");
    const unpacked = unpackNavigation(packed);
    expect(unpacked).toEqual(menu);
    expect(unpacked[0]?.children[1]?.children).toEqual([]);
  });
});

describe("packedMenu and unpackedMenu", () => {
  const menu: NavigationItem[] = [
    { label: "Clothing", href: "/clothing/", children: [{ label: "Tops", href: "/clothing/tops/", children: [] }] },
  ];

  it("pack and unpack a menu array once, as packNavigation and unpackNavigation do", () => {
    const packed = packedMenu(menu);
    expect(packed).toEqual(packNavigation(menu));
    expect(packedMenu(menu)).toBe(packed);
    const unpacked = unpackedMenu(packed);
    expect(unpacked).toEqual(menu);
    expect(unpackedMenu(packed)).toBe(unpacked);
  });

  it("answer another array (a refreshed cache, a client navigation's data) anew", () => {
    const refreshed: NavigationItem[] = [{ label: "Odzież", href: "/pl-PL/odziez/", children: [] }];
    expect(packedMenu(refreshed)).not.toBe(packedMenu(menu));
    expect(unpackedMenu(packedMenu(refreshed))).toEqual(refreshed);
  });
});
