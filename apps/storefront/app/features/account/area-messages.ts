import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "accountArea" namespace of the catalogues in app/locales. */
export const t = defineMessages("accountArea");
