import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "checkout" namespace of the catalogues in app/locales. */
export const t = defineMessages("checkout");

export type CheckoutMessageKey = Parameters<typeof t>[1];
