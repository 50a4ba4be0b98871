import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "../../packages/store-api/src/db/database.js";
import { flag, option } from "./args.js";
import { generateCatalogue } from "./catalogue-generator.js";
import { productCount } from "./store-api-measure.js";

/** What the benchmark needs of a generated catalogue besides its file. */
export interface GeneratedPlan {
  listingCategoryId: string;
  filter: { properties: string };
  searchTerm: string;
  variantParentId: string;
  products: number;
}

/**
 * The SQLite file of a generated catalogue of `size` products at `file` (a copy of the seeded demo shop at
 * `template` with the catalogue added), and what the benchmark needs of it.
 *
 * As on PostgreSQL (--keep-schema, --reuse-schema): with --keep-schema the generated file is kept as
 * `generated-<size>.sqlite` in --catalogue-dir (default: <tmp>/bench-store-api-catalogues) beside its plan, and with
 * --reuse-schema a kept file is copied instead of generating again (a 50,000-product shop is generated once and
 * measured many times; each measurement still gets its own copy, so the writes of one run do not reach the next).
 * A kept file holds the demo shop of the commit that generated it: delete the directory after a seed change.
 */
export async function sqliteCatalogue(template: string, file: string, size: number): Promise<GeneratedPlan> {
  const dir = option("catalogue-dir") || path.join(tmpdir(), "bench-store-api-catalogues");
  const kept = path.join(dir, `generated-${size}.sqlite`);
  const keptPlan = kept.replace(/\.sqlite$/, ".json");
  if (flag("reuse-schema") && existsSync(kept) && existsSync(keptPlan)) {
    console.log(`measuring the kept catalogue ${kept} again (--reuse-schema)`);
    copyFileSync(kept, file);
    return JSON.parse(readFileSync(keptPlan, "utf8")) as GeneratedPlan;
  }
  copyFileSync(template, file);
  const db = createDatabase({ sqlitePath: file });
  let plan: GeneratedPlan;
  try {
    console.log(`generating ${size} products`);
    const started = Date.now();
    const generated = await generateCatalogue(db, { products: size, log: (line) => console.log(line) });
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    plan = {
      listingCategoryId: generated.departmentId,
      filter: { properties: generated.departmentOptionId },
      searchTerm: generated.searchTerm,
      variantParentId: generated.parentId,
      products: await productCount(db),
    };
  } finally {
    // Closing checkpoints the WAL into the file, so the file alone is the whole shop and can be copied.
    await db.destroy();
  }
  if (flag("keep-schema") || flag("reuse-schema")) {
    mkdirSync(dir, { recursive: true });
    rmSync(keptPlan, { force: true });
    copyFileSync(file, kept);
    writeFileSync(keptPlan, `${JSON.stringify(plan, null, 2)}\n`);
    console.log(`  kept as ${kept} (--reuse-schema measures it again)`);
  }
  return plan;
}
