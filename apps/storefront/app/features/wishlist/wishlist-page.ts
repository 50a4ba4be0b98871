import type { Locale } from "../../lib/i18n";
import { toProductCardView, type ApiProduct, type ProductCardView } from "../listing/product-card";

/** Spec §9: the wishlist shows 15 products per page. */
export const WISHLIST_PAGE_SIZE = 15;

/**
 * One page of the wishlist. "account": the logged-in customer's list, read on the server. "browser": a
 * guest's list lives in localStorage, so the server only renders the products of ids the page's script
 * sends (`?ids=`); `products` is null until it has.
 */
export interface WishlistPageView {
  source: "account" | "browser";
  products: ProductCardView[] | null;
  total: number;
  page: number;
  pageCount: number;
}

/** `?p=` as a positive integer page, 1 otherwise. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("p"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / WISHLIST_PAGE_SIZE));
}

/** The ids of one page of a browser list (the list is kept newest first). */
export function idsOfPage(ids: readonly string[], page: number): string[] {
  return ids.slice((page - 1) * WISHLIST_PAGE_SIZE, page * WISHLIST_PAGE_SIZE);
}

/** Products in the order of `ids` (a search by ids answers in its own order); ids without a product are left out. */
export function inIdOrder<T extends { id: string }>(products: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

export function toWishlistPageView(
  source: WishlistPageView["source"],
  products: readonly ApiProduct[] | null,
  total: number,
  page: number,
  locale: Locale,
): WishlistPageView {
  return {
    source,
    products: products ? products.map((product) => toProductCardView(product, locale)) : null,
    total,
    page,
    pageCount: pageCount(total),
  };
}
