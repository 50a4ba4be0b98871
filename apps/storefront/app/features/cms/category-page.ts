import type { Answered, Schemas } from "../../lib/store-api-types";
import type { Breadcrumb } from "../navigation/breadcrumbs";
import type { CmsPageView } from "./cms-types";

export interface CategoryPageData {
  id: string;
  name: string;
  /** Sanitised HTML, or "" when the CMS layout already shows the description itself. */
  descriptionHtml: string;
  metaTitle: string;
  metaDescription: string;
  /** The trail below Home, as slash-prefixed app paths (the breadcrumb component adds Home and the locale). */
  breadcrumbs: Breadcrumb[];
  /** The shop's root category (the home page): no breadcrumbs or title above its layout. */
  isRoot: boolean;
  cmsPage: CmsPageView | null;
  /** The layout brings its own <h1>, so the page does not add the category name as a second one. */
  cmsHasHeading: boolean;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** A category breadcrumb entry of GET /breadcrumb/{id} as the trail reads it. */
export type ApiBreadcrumb = Answered<
  Schemas["Breadcrumb"],
  "name" | "categoryId" | "type" | "path" | "translated" | "seoUrls"
>;

/**
 * Breadcrumb entries with slash-prefixed SEO paths (technical ones without). Folders are left out:
 * they only group categories and have no page to link to.
 */
export function toBreadcrumbs(entries: readonly ApiBreadcrumb[]): Breadcrumb[] {
  return entries.flatMap((entry) => {
    if (entry.type === "folder") return [];
    const label = entry.translated?.name || entry.name || "";
    const seoPath = entry.seoUrls?.[0]?.seoPathInfo ?? entry.path;
    const path = seoPath
      ? `/${seoPath.replace(/^\/+/, "")}`
      : entry.categoryId
        ? `/navigation/${entry.categoryId}`
        : null;
    return path ? [{ label, path }] : [];
  });
}

/** Plain text of a short HTML description, for the meta description. */
export function plainText(html: string | null | undefined, maxLength = 160): string {
  const text = (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

export function categoryMeta(data: CategoryPageData | null | undefined, shopName = ""): PageMeta {
  if (!data) return { title: shopName, description: "" };
  const title =
    data.metaTitle || (data.isRoot ? shopName || data.name : [data.name, shopName].filter(Boolean).join(" | "));
  return { title, description: data.metaDescription };
}
