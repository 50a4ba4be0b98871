/**
 * Opening the side cart from anywhere (an add-to-cart button in a listing, the product page) without a
 * provider in the root: a window event the header's SideCart listens to. The message ('Products added
 * to cart') is shown inside the drawer, because a modal dialog covers the page's notifications.
 */
import type { CartNotice } from "./cart-notice";

const OPEN_EVENT = "shop:open-side-cart";

export function openSideCart(notices: CartNotice[] = []): void {
  if (typeof window !== "undefined")
    window.dispatchEvent(new CustomEvent<CartNotice[]>(OPEN_EVENT, { detail: notices }));
}

export function onOpenSideCart(listener: (notices: CartNotice[]) => void): () => void {
  // Only openSideCart dispatches this event name, always as a CustomEvent of notices.
  const handler = (event: Event) => listener(event instanceof CustomEvent ? (event.detail ?? []) : []);
  window.addEventListener(OPEN_EVENT, handler);
  return () => window.removeEventListener(OPEN_EVENT, handler);
}
