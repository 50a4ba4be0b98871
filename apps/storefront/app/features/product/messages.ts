import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "product" namespace of the catalogues in app/locales. */
export const t = defineMessages("product");
