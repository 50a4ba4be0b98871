import { t } from "./basics.js";
import { fashionAndHome } from "./categories/fashion-home.js";
import { foodGardenAndToys } from "./categories/food-garden-toys.js";
import { footer, service } from "./categories/footer-service.js";
import { sportsBooksAndTech } from "./categories/sports-books-tech.js";
import type { CategoryNode } from "./categories/tree.js";
import type { CategorySeed, MotifSeed, Translated } from "./types.js";

const LISTING = "cms.category-listing";

/** The main navigation: root (home page) → top categories → sub categories → sub-sub categories. */
const main: CategoryNode = {
  key: "cat.root",
  name: t("Home", "Strona główna", "Startseite"),
  cmsPage: "cms.home",
  children: [
    ...fashionAndHome,
    ...foodGardenAndToys,
    ...sportsBooksAndTech,
    {
      key: "cat.sale",
      type: "link",
      name: t("Sale", "Wyprzedaż", "Sale"),
      link: { type: "landing_page", target: "lp.summer-sale" },
    },
  ],
};

function slugOf(key: string): string {
  return key.replace(/^cat\./, "").replace(/\./g, "-");
}

const flat: CategorySeed[] = [];
const bannerMotifs: MotifSeed[] = [];

function flatten(node: CategoryNode, parent: string | null, level: number, position: number, inMain: boolean): void {
  const type = node.type ?? "page";
  const seed: CategorySeed = {
    key: node.key,
    parent,
    position,
    level,
    type,
    name: node.name,
    active: true,
    visible: node.visible ?? true,
  };
  if (node.description) seed.description = wrap(node.description);
  if (type === "page") seed.cmsPage = node.cmsPage ?? (inMain ? LISTING : undefined);
  if (node.banner) {
    const motif = `banner-${slugOf(node.key)}`;
    seed.media = `${motif}/banner`;
    bannerMotifs.push({
      key: motif,
      kind: "banner",
      views: ["banner"],
      alt: node.name,
      picture: { icon: node.banner.icons[0], hue: node.banner.hue },
      icons: node.banner.icons,
    });
  }
  if (node.link) {
    seed.linkType = node.link.type;
    if (node.link.type === "external") seed.externalLink = node.link.target;
    else seed.internalLink = node.link.target;
    seed.linkNewTab = node.link.newTab ?? false;
  }
  flat.push(seed);
  (node.children ?? []).forEach((child, i) => flatten(child, node.key, level + 1, i, inMain));
}

function wrap(text: Translated): Translated {
  return { "en-GB": `<p>${text["en-GB"]}</p>`, "pl-PL": `<p>${text["pl-PL"]}</p>`, "de-DE": `<p>${text["de-DE"]}</p>` };
}

flatten(main, null, 1, 0, true);
flatten(footer, null, 1, 1, false);
flatten(service, null, 1, 2, false);

export const categories: CategorySeed[] = flat;
export const categoryMotifs: MotifSeed[] = bannerMotifs;
export const navigation = { main: main.key, footer: footer.key, service: service.key };

const categoryKeys = new Set(flat.map((c) => c.key));

/** Checks a category key exists (used by the product helpers). */
export function category(key: string): string {
  if (!categoryKeys.has(key)) throw new Error(`unknown category ${key}`);
  return key;
}
