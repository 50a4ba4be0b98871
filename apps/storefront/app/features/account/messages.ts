import { defineMessages, loadCataloguePart } from "../../lib/messages";

/** This feature's strings: the "account" namespace of the catalogues in app/locales. */
// A part of the catalogue of its own (build-plugins/catalogue-parts.ts): loaded with the pages that show it.
await loadCataloguePart(
  "account",
  import.meta.glob("../../locales/*.json", { query: "?part=account", import: "default" }),
);

export const t = defineMessages("account");

export type AccountMessageKey = Parameters<typeof t>[1];
