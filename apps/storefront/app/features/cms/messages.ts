import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "cms" namespace of the catalogues in app/locales. */
export const t = defineMessages("cms");
