import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueProblems, messageShape } from "./catalogue-check";
import { LOCALES } from "./i18n";

const folder = new URL("../locales/", import.meta.url);
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(file, folder), "utf8"));
const files = readdirSync(folder).filter((file) => file.endsWith(".json"));

/** Issue 16: one catalogue per locale, each with exactly the English keys, placeholders and its language's plurals. */
describe("the translation catalogues in app/locales", () => {
  it("has one catalogue per shop locale and none for a locale the shop does not list", () => {
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale.languageCode}.json`).sort());
  });

  it.each(files)("%s has every English key with the same placeholders and the CLDR plural forms", (file) => {
    expect(catalogueProblems(read("en-GB.json"), read(file), file.replace(/\.json$/, ""))).toEqual([]);
  });

  it("finds a missing key, a misspelt placeholder and a missing plural form", () => {
    const english = {
      cart: { title: "Cart", count: "{count, plural, one {# item} other {# items}}", hi: "Hi {name}" },
    };
    const polish = {
      cart: { count: "{count, plural, one {# produkt} few {# produkty} other {# produktu}}", hi: "Cześć {nam}" },
    };
    expect(catalogueProblems(english, polish, "pl-PL")).toEqual([
      "cart.title: missing",
      "cart.count: plural {count} lacks many (pl-PL)",
      "cart.hi: placeholders {nam}, English has {name}",
    ]);
    expect([...messageShape("{n, plural, =0 {none} one {# x in {place}} other {# xs}}").args]).toEqual(["n", "place"]);
  });
});
