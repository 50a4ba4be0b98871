import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "cms" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart("cms", import.meta.glob("../../locales/*.json", { query: "?part=cms", import: "default" }));

export const t = defineMessages("cms");
