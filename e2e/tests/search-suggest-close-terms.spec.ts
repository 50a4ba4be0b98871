import { expect, test } from "../support/test";

/**
 * Issue 14: when the suggest box finds nothing it offers the Store API's close terms
 * (extensions.searchSuggestions.terms of /search-suggest), as the no-results page does: by mouse and by keyboard.
 */
test.describe.configure({ timeout: 90_000 });

const CASES = [
  { prefix: "", term: "choclate", closeTerms: "Did you mean:", suggestion: "chocolate", product: "Dark Chocolate" },
  {
    prefix: "/pl-PL",
    term: "klawaitura",
    closeTerms: "Czy chodziło Ci o:",
    suggestion: "klawiatura",
    product: "Klawiatura mechaniczna",
  },
];

for (const c of CASES) {
  test(`${c.prefix || "en"}: the suggest box offers close terms for "${c.term}"`, async ({ page, axeViolations }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${c.prefix}/`);
    const box = page.locator("input[type=search]:visible").first();
    const listbox = page.getByRole("listbox");
    const option = listbox.getByRole("option", { name: `${c.closeTerms} ${c.suggestion}` });
    // Typing before the page has hydrated reaches no handler: type again until the box answers.
    await expect(async () => {
      await box.fill("");
      await box.fill(c.term);
      await expect(option).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    expect(await axeViolations()).toEqual([]);
    // Keyboard: the close term is an option like the products; Enter opens its search.
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${c.suggestion}$`));
    await expect(
      page
        .getByRole("main")
        .getByRole("heading", { name: new RegExp(c.product) })
        .first(),
    ).toBeVisible();
  });
}

test("a click on a close term opens its search", async ({ page }) => {
  await page.goto("/testde/");
  const box = page.locator("input[type=search]:visible").first();
  const option = page.getByRole("listbox").getByRole("option", { name: "Meinten Sie: kopfhörer" });
  await expect(async () => {
    await box.fill("");
    await box.fill("kopfhöhrer");
    await expect(option).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await option.click();
  await expect(page).toHaveURL(/\/testde\/search\?search=kopfh%C3%B6rer$/);
});
