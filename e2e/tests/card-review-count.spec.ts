import type { Locator, Page } from "@playwright/test";
import { shopDatabase } from "../support/database";
import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";

/**
 * Issue 13 item 4: a product card shows its true rating and how many reviews it has: "(N)" beside the stars, read out
 * as one name, "Rated 4.5 out of 5, 12 reviews". Every card source carries it: category listings (CMS), search, the
 * home page's sliders and product boxes, cross-selling on product pages. The expected number is counted straight from
 * the shop's database (approved reviews of the product, a variant's being its parent's), not by the code under test.
 */

type Locale = "en" | "pl" | "de";

const LABEL: Record<Locale, RegExp> = {
  en: /^Rated ([\d.]+) out of 5(?:, (\d+) (\S+))?$/,
  pl: /^Ocena ([\d,]+) na 5(?:, (\d+) (\S+))?$/,
  de: /^Bewertet mit ([\d,]+) von 5(?:, (\d+) (\S+))?$/,
};

/** The noun the count takes, written out per language (pl: 1 opinia, 2–4 opinie, 5+ opinii; 12–14 opinii). */
function noun(locale: Locale, n: number): string {
  if (locale === "en") return n === 1 ? "review" : "reviews";
  if (locale === "de") return n === 1 ? "Bewertung" : "Bewertungen";
  if (n === 1) return "opinia";
  return [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? "opinie" : "opinii";
}

/** Approved reviews of the products the cards show, from the database, by product id (one query for the page). */
async function approvedReviews(productIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await shopDatabase().rows<{ id: string; n: number | string }>(
    `SELECT p.id AS id, (SELECT COUNT(*) FROM product_review r WHERE r.status = 1 AND r.product_id = COALESCE(p.parent_id, p.id)) AS n
       FROM product p WHERE p.id IN (${productIds.map(() => "?").join(", ")})`,
    productIds,
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

interface CardRead {
  id: string;
  label: string | null;
  text: string;
}

/** Each card's product id (its wishlist button's), its stars' accessible name and the text of that labelled node. */
async function readCards(scope: Locator): Promise<CardRead[]> {
  await expect(scope.getByRole("article").first()).toBeVisible();
  return scope.getByRole("article").evaluateAll((cards) =>
    cards.map((card) => {
      const rated = card.querySelector("[role=img][aria-label]");
      return {
        // The heart and Add to cart are buttons of the page's shared forms (CardForms): name=productId value=id.
        id: (card.querySelector("button[name=productId]") as HTMLButtonElement | null)?.value ?? "",
        label: rated?.getAttribute("aria-label") ?? null,
        text: rated?.textContent ?? "",
      };
    }),
  );
}

/**
 * Every card of the scope against the database: with approved reviews, "(N)" and the name's count and noun; without,
 * the stars alone (or none). Returns the counts seen, so a test can ask which plural forms it met.
 */
async function expectTrueCounts(scope: Locator, locale: Locale): Promise<number[]> {
  const cards = await readCards(scope);
  for (const card of cards) expect(card.id, "a card names its product").toMatch(/^[0-9a-f]{32}$/);
  const counts = await approvedReviews(cards.map((card) => card.id));
  const seen: number[] = [];
  for (const card of cards) {
    const approved = counts.get(card.id);
    if (approved === undefined) throw new Error(`product ${card.id} is not in the database`);
    if (approved === 0) {
      if (card.label)
        expect(LABEL[locale].exec(card.label)?.slice(2), `${card.id}: no count without approved reviews`).toEqual([
          undefined,
          undefined,
        ]);
      expect(card.text).not.toMatch(/\(\d/);
      continue;
    }
    expect(card.label, `${card.id}: ${approved} approved reviews, so stars`).not.toBeNull();
    const [, , count, word] = LABEL[locale].exec(card.label ?? "") ?? [];
    expect({ id: card.id, count: Number(count), word, shown: card.text.trim() }).toEqual({
      id: card.id,
      count: approved,
      word: noun(locale, approved),
      shown: `(${approved})`,
    });
    seen.push(approved);
  }
  expect(seen.length, "cards with reviews on the page").toBeGreaterThan(0);
  return seen;
}

const main = (page: Page) => page.getByRole("main");

test("en-GB: category listing cards show their approved review count; axe-clean", async ({ page, axeViolations }) => {
  await page.goto("/clothing/");
  await expectTrueCounts(main(page), "en");
  expect(await axeViolations()).toEqual([]);
});

test("pl-PL: search result cards show the count with Polish plurals (opinia, opinie, opinii); axe-clean", async ({
  page,
  axeViolations,
}) => {
  test.slow();
  await page.goto("/pl-PL/search?search=e&limit=48");
  const seen = await expectTrueCounts(main(page), "pl");
  // The page holds all three forms: one, few (2–4) and many (5+).
  expect(new Set(seen.map((n) => noun("pl", n)))).toEqual(new Set(["opinia", "opinie", "opinii"]));
  expect(await axeViolations()).toEqual([]);
});

test("en-GB: home page sliders and product boxes, and a product page's cross-selling, carry the count", async ({
  page,
}) => {
  await page.goto("/");
  await expectTrueCounts(main(page), "en");
  await page.goto("/canvas-sneakers/sh-2001.19");
  await expectTrueCounts(page.getByRole("region", { name: "Customers also bought" }), "en");
});

test("the product page's review list agrees with its card's count", async ({ page }) => {
  await page.goto("/search?search=sneakers");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("img", { name: /, \d+ reviews?$/ }) })
    .first();
  const count = Number(
    /, (\d+) reviews?$/.exec(
      (await card.getByRole("img", { name: /reviews?$/ }).getAttribute("aria-label")) ?? "",
    )?.[1],
  );
  expect(count).toBeGreaterThan(0);
  const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
  // Every language's reviews (one page holds ten): the card counts them all.
  await page.goto(`${href}?reviews-language=all`);
  await expect(page.getByRole("region", { name: /^Reviews/ }).getByRole("article")).toHaveCount(Math.min(count, 10));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "de-DE: a category's server-rendered cards show the count (1 Bewertung, n Bewertungen)",
    noJsTwin(),
    async ({ page }) => {
      await page.goto("/testde");
      const href = await page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link")
        .first()
        .getAttribute("href");
      await page.goto(`${href}?limit=48`);
      const seen = await expectTrueCounts(main(page), "de");
      // Both forms: one and other. (axe needs script in the page: the JavaScript tests above run it on the same markup.)
      expect(new Set(seen.map((n) => noun("de", n)))).toEqual(new Set(["Bewertung", "Bewertungen"]));
    },
  );

  test("en-GB: search results rendered on the server carry the count", noJsTwin(), async ({ page }) => {
    await page.goto("/search?search=e&limit=48");
    const seen = await expectTrueCounts(main(page), "en");
    expect(seen).toContain(1);
  });
});
