import type { ProductPageData } from "./product-page.server";

const DESCRIPTION_LENGTH = 160;

/** Plain text of sanitised HTML, shortened on a word boundary for a meta description. */
export function metaDescription(html: string, maxLength = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Title and description of a product page. */
export function productMeta(data: Pick<ProductPageData, "product">): { title: string; description: string } {
  const { product } = data;
  return {
    title: product.manufacturer ? `${product.name} | ${product.manufacturer}` : product.name,
    description: metaDescription(product.descriptionHtml),
  };
}
