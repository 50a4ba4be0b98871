import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "reviews" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart(
  "reviews",
  import.meta.glob("../../locales/*.json", { query: "?part=reviews", import: "default" }),
);

export const t = defineMessages("reviews");
