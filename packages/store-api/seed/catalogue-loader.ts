import type { Db } from "../src/db/database.js";
import { idFor } from "./ids.js";
import type { ChannelSeed } from "./reference.js";
import type { SeedWriter } from "./writer.js";

/**
 * Adds the demo catalogue (seed/catalogue) to the writer and returns the channel's entry points.
 * PLACEHOLDER until the catalogue loader lands: only the three navigation roots.
 */
export async function addCatalogue(writer: SeedWriter, db: Db, log: (line: string) => void): Promise<Omit<ChannelSeed, "storefrontUrls">> {
  void db;
  log("catalogue: navigation roots only");
  const root = idFor("cat.main");
  writer.addTranslated("category", { id: root, parent_id: null, path: null, level: 1, position: 0, type: "page" }, { name: { "en-GB": "Home", "pl-PL": "Strona główna", "de-DE": "Startseite" }, breadcrumb: JSON.stringify(["Home"]) });
  return { navigationCategoryId: root, footerCategoryId: null, serviceCategoryId: null, homeCmsPageId: null };
}
