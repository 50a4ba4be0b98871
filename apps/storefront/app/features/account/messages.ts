import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "account" namespace of the catalogues in app/locales. */
export const t = defineMessages("account");

export type AccountMessageKey = Parameters<typeof t>[1];
