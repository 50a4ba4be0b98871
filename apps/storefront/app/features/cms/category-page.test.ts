import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { toCategoryNavigation } from "./category-navigation";
import { categoryMeta, plainText, toBreadcrumbs, type CategoryPageData } from "./category-page";
import { landingMeta } from "./landing-page";

const [en] = LOCALES;

describe("toBreadcrumbs", () => {
  it("links entries to their slash-prefixed SEO paths and leaves folders out", () => {
    expect(
      toBreadcrumbs([
        {
          name: "Clothing",
          categoryId: "c1",
          path: "clothing/",
          seoUrls: [{ seoPathInfo: "odziez/" }],
          translated: { name: "Odzież" },
        },
        { name: "Folder", categoryId: "f", type: "folder" },
        { name: "Tops", categoryId: "c2" },
      ]),
    ).toEqual([
      { label: "Odzież", path: "/odziez/" },
      { label: "Tops", path: "/navigation/c2" },
    ]);
  });
});

describe("meta", () => {
  const data: CategoryPageData = {
    id: "c",
    name: "Tops",
    descriptionHtml: "",
    metaTitle: "",
    metaDescription: "Shirts",
    breadcrumbs: [],
    isRoot: false,
    cmsPage: null,
    cmsHasHeading: false,
  };

  it("uses the meta title, else the name with the shop name", () => {
    expect(categoryMeta(data, "Demo Store")).toEqual({ title: "Tops | Demo Store", description: "Shirts" });
    expect(categoryMeta({ ...data, metaTitle: "Best tops" }, "Demo Store").title).toBe("Best tops");
    expect(categoryMeta({ ...data, isRoot: true }, "Demo Store").title).toBe("Demo Store");
    expect(
      landingMeta(
        { id: "l", name: "Sale", metaTitle: "", metaDescription: "", cmsPage: null, cmsHasHeading: true },
        "Shop",
      ).title,
    ).toBe("Sale | Shop");
  });

  it("turns HTML into a short plain description", () => {
    expect(plainText("<p>Soft &amp; warm</p>\n<p>cotton</p>")).toBe("Soft & warm cotton");
    expect(plainText(`<p>${"a".repeat(200)}</p>`, 10)).toBe("aaaaaaaaa…");
  });
});

describe("toCategoryNavigation", () => {
  const tree = [
    {
      id: "clothing",
      name: "Clothing",
      seoUrls: [{ seoPathInfo: "clothing/" }],
      children: [
        {
          id: "tops",
          name: "Tops",
          seoUrls: [{ seoPathInfo: "clothing/tops/" }],
          children: [{ id: "tees", name: "Tees", children: [] }],
        },
        { id: "dresses", name: "Dresses", children: [{ id: "hidden", name: "Hidden" }] },
      ],
    },
    { id: "toys", name: "Toys", children: [] },
  ];

  it("shows the current branch with the path to the category expanded", () => {
    const view = toCategoryNavigation(tree, "tops", "|root|clothing|", en);
    expect(view?.root).toMatchObject({ id: "clothing", href: "/clothing/", active: true, current: false });
    expect(
      view?.root.children.map((child) => [child.id, child.current, child.children.map((grandchild) => grandchild.id)]),
    ).toEqual([
      ["tops", true, ["tees"]],
      ["dresses", false, []],
    ]);
  });

  it("is empty when the category is outside the main navigation", () => {
    expect(toCategoryNavigation(tree, "elsewhere", "|root|", en)).toBeNull();
  });
});
