import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "newsletter" namespace of the catalogues in app/locales. */
export const t = defineMessages("newsletter");
