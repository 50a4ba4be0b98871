import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "layout" namespace of the catalogues in app/locales. */
export const t = defineMessages("layout");

export type LayoutMessageKey = Parameters<typeof t>[1];
