import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "cart" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart("cart", import.meta.glob("../../locales/*.json", { query: "?part=cart", import: "default" }));

export const t = defineMessages("cart");

export type CartMessageKey = Parameters<typeof t>[1];
