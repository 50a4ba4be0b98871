import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "cart" namespace of the catalogues in app/locales. */
export const t = defineMessages("cart");

export type CartMessageKey = Parameters<typeof t>[1];
