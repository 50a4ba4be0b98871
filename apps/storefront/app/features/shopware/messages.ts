import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "shopware" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart(
  "shopware",
  import.meta.glob("../../locales/*.json", { query: "?part=shopware", import: "default" }),
);

export const t = defineMessages("shopware");
