import type { CategoryLinkType, CategoryType, Translated } from "../types.js";

/** Authoring shape of the navigation trees: nested, flattened into `CategorySeed`s by ../categories.ts. */
export interface CategoryNode {
  key: string;
  name: Translated;
  type?: CategoryType;
  description?: Translated;
  /** Banner picture: these icons on a pastel background of this hue. */
  banner?: { icons: string[]; hue: number };
  cmsPage?: string;
  visible?: boolean;
  link?: { type: CategoryLinkType; target: string; newTab?: boolean };
  children?: CategoryNode[];
}
