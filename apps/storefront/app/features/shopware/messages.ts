import { defineMessages } from "../../lib/messages";

/** This feature's strings: the "shopware" namespace of the catalogues in app/locales. */
export const t = defineMessages("shopware");
