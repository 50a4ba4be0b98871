import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * axe's violations on the page as it is now, optionally leaving out a part (`exclude`: a CSS selector).
 *
 * The same rules and the same violations as `new AxeBuilder({ page }).analyze()`, at about a quarter of its CPU (0.55
 * against 1.94 CPU-s a run, median of 12 on home, a category, login and cart with violations planted; the violations,
 * their nodes and summaries compared equal):
 * - `resultTypes: ["violations"]`: axe details one node each of the passes, the incomplete and the inapplicable, which
 *   no test reads, instead of every node;
 * - a page without frames is checked with one `axe.run` in it. By default AxeBuilder runs axe per frame and merges the
 *   results in a blank page it opens for each run, and injects axe's 500 KB into both. A page with frames (a CMS video)
 *   still gets that per-frame run, so a frame's content is checked as before.
 * Every axe check of the specs goes through here (biome.jsonc forbids importing AxeBuilder in e2e/tests).
 */
export async function axeViolationsOf(page: Page, options: { exclude?: string } = {}): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (options.exclude) builder.exclude(options.exclude);
  if (page.frames().length === 1) builder.setLegacyMode();
  return (await builder.analyze()).violations;
}
