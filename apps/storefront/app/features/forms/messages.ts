import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "forms" namespace of the catalogues in app/locales. */
export const t = defineMessages("forms");

export type FormMessageKey = Parameters<typeof t>[1];
