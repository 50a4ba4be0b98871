import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "forms" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart("forms", import.meta.glob("../../locales/*.json", { query: "?part=forms", import: "default" }));

export const t = defineMessages("forms");

export type FormMessageKey = Parameters<typeof t>[1];
