import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "quickAdd" namespace of the catalogues in app/locales. */
export const t = defineMessages("quickAdd");
