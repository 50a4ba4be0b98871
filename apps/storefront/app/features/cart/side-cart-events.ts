/**
 * Opening the side cart from anywhere (an add-to-cart button in a listing, the product page) without a
 * provider in the root: a window event the header's SideCart listens to.
 */
const OPEN_EVENT = "shop:open-side-cart";

export function openSideCart(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenSideCart(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
