import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "wishlist" namespace of the catalogues in app/locales. */
export const t = defineMessages("wishlist");

export type WishlistMessageKey = Parameters<typeof t>[1];
