import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "checkout" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart(
  "checkout",
  import.meta.glob("../../locales/*.json", { query: "?part=checkout", import: "default" }),
);

export const t = defineMessages("checkout");

export type CheckoutMessageKey = Parameters<typeof t>[1];
