import type { Locator } from "@playwright/test";
import { expect, test } from "../support/test";

/**
 * Issue 13 item 4: stars show the true rating. Every product card used to draw five full stars whatever the rating,
 * because the rating row was stretched to the card's width and its filled layer (a percentage) covered all five.
 * A star row's filled part must be rating/5 of the five stars, on cards and on the product page, in every locale.
 */
// A card with reviews adds their count to the name ("…, 12 reviews"; card-review-count.spec.ts checks it).
const LABEL = /^(?:Rated|Ocena|Bewertet mit) ([\d.,]+) (?:out of|na|von) 5(?:, \d+ \S+)?$/;

/** The drawn share of each star row (filled width / five stars' width) against the rating it claims. */
async function drawnRatings(scope: Locator) {
  return scope.locator("[role=img]").evaluateAll((nodes, source) => {
    const pattern = new RegExp(source);
    return nodes.flatMap((node) => {
      const match = pattern.exec(node.getAttribute("aria-label") ?? "");
      if (!match) return [];
      // The stars are the labelled node itself, or (with the review count beside them) inside it: one element whose
      // ::before draws the five empty stars and ::after the filled part.
      const stars = node.matches(".stars") ? node : node.querySelector(".stars");
      if (!stars) return [];
      const layer = (pseudo: string) => Number.parseFloat(getComputedStyle(stars, pseudo).width) || 0;
      const row = layer("::before");
      if (!row) return [];
      const width = stars.getBoundingClientRect().width;
      const fill = Math.min(layer("::after"), width);
      return [
        {
          claimed: Number((match[1] ?? "").replace(",", ".")),
          drawn: (fill / row) * 5,
          rowWidth: width,
          starsWidth: row,
        },
      ];
    });
  }, LABEL.source);
}

async function expectTrueStars(scope: Locator) {
  await expect(scope.getByRole("article").first()).toBeVisible();
  const rows = await drawnRatings(scope);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // The row is as wide as its stars, and the filled part is the rating's share of them (±0.05 star).
    expect(row.rowWidth).toBeLessThanOrEqual(row.starsWidth + 1);
    expect(Math.abs(row.drawn - row.claimed)).toBeLessThan(0.05);
  }
  // Not every product of a listing is rated 5: the check above saw a fractional or lower rating at least once.
  expect(rows.some((row) => row.claimed < 5)).toBe(true);
  return rows;
}

for (const { prefix, label } of [
  { prefix: "", label: "en-GB" },
  { prefix: "/pl-PL", label: "pl-PL" },
  { prefix: "/testde", label: "de-DE" },
]) {
  test(`${label}: product cards draw their true rating; axe-clean`, async ({ page, axeViolations }) => {
    await page.goto(`${prefix}/search?search=e&limit=48`);
    await expectTrueStars(page.getByRole("main"));
    expect(await axeViolations()).toEqual([]);
  });
}

test("product page: the stars beside the title and in the reviews draw the average exactly, with the review count", async ({
  page,
}) => {
  await page.goto("/search?search=e&limit=48");
  const rows = await drawnRatings(page.getByRole("main"));
  const fractional = rows.find((row) => !Number.isInteger(row.claimed));
  expect(fractional, "a product with a fractional average").toBeTruthy();
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("img", { name: `Rated ${fractional!.claimed} out of 5` }) })
    .first();
  await card.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const summary = page.locator("a[href='#reviews']");
  await expect(summary).toContainText(`${fractional!.claimed.toFixed(1)}`);
  await expect(summary).toContainText(/Reviews: \d+/);
  const share = await summary
    .locator(".stars")
    .evaluate(
      (node) =>
        Number.parseFloat(getComputedStyle(node, "::after").width) /
        Number.parseFloat(getComputedStyle(node, "::before").width),
    );
  expect(Math.abs(share * 5 - fractional!.claimed)).toBeLessThan(0.06);
});

test("screenshots: rated cards at desktop and phone width", async ({ page }, info) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const prefix of ["", "/pl-PL"]) {
      await page.goto(`${prefix}/search?search=e`);
      await page
        .getByRole("article")
        .first()
        .screenshot({ path: info.outputPath(`card${prefix.replace("/", "-")}-${width}.png`) });
    }
  }
});

/**
 * What the shopper sees, not the layout boxes: a screenshot of a card's star row, read pixel by pixel in the browser.
 * Each fifth of the row must hold one drawn star, amber for the stars the rating fills and grey for the rest. (The
 * sprite once drew three stars, scaled to the whole row and shifted right, while the boxes above still measured true.)
 */
test("product cards: the star row draws five stars, filled as far as the rating", async ({ page }) => {
  await page.goto("/search?search=e&limit=48");
  const rows = await drawnRatings(page.getByRole("main"));
  const partial = rows.find((row) => row.claimed >= 1 && row.claimed <= 4);
  expect(partial, "a card rated between 1 and 4").toBeTruthy();
  const labelled = page.getByRole("img", { name: `Rated ${partial!.claimed} out of 5` }).first();
  // The star row alone: a card with reviews has the count beside it, inside the labelled node.
  const stars = (await labelled.locator(".stars").count()) ? labelled.locator(".stars") : labelled;
  await stars.scrollIntoViewIfNeeded();
  const png = (await stars.screenshot({ scale: "css" })).toString("base64");
  const slots = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const slotWidth = canvas.width / 5;
    return [0, 1, 2, 3, 4].map((slot) => {
      let amber = 0;
      let grey = 0;
      for (let y = 0; y < canvas.height; y++) {
        for (let x = Math.floor(slot * slotWidth); x < Math.floor((slot + 1) * slotWidth); x++) {
          const at = (y * canvas.width + x) * 4;
          const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
          if (r > 180 && g > 90 && g < 210 && b < 90) amber++;
          else if (r < 225 && Math.abs(r - g) < 24 && Math.abs(g - b) < 24) grey++;
        }
      }
      return { amber, grey };
    });
  }, png);
  const full = Math.floor(partial!.claimed);
  slots.forEach((slot, index) => {
    const ink = slot.amber + slot.grey;
    expect(ink, `star ${index + 1} is drawn`).toBeGreaterThan(8);
    if (index < full) expect(slot.amber, `star ${index + 1} is filled`).toBeGreaterThan(slot.grey);
    if (index > full || (index === full && partial!.claimed === full))
      expect(slot.amber, `star ${index + 1} is empty`).toBe(0);
  });
});
