import { useShop } from "../shop/ShopContext";
import { useWishlist } from "./useWishlist";

/**
 * The header's wishlist counter: for a logged-in customer the account's list (as read in the browser,
 * so toggles count at once; else the root loader's count), for everyone else the browser's list.
 * Being in the header of every page, it also runs the merge of the browser's list on login.
 */
export function useWishlistCount(): number {
  const { wishlistCount } = useShop();
  const wishlist = useWishlist();
  if (!wishlist.loggedIn) return wishlist.ids.length;
  return wishlist.known ? wishlist.ids.length : (wishlistCount ?? 0);
}
