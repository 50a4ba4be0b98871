import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "newsletter" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart(
  "newsletter",
  import.meta.glob("../../locales/*.json", { query: "?part=newsletter", import: "default" }),
);

export const t = defineMessages("newsletter");
