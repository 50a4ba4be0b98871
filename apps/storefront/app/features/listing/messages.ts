import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "listing" namespace of the catalogues in app/locales. */
export const t = defineMessages("listing");
