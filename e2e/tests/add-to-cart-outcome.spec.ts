import { appHydrated } from "../support/hydration";
import type { Page } from "@playwright/test";
import { notices, productByNumber } from "../support/customers";
import { expect, test } from "../support/test";
import { eachLocale, noJsTwin } from "../support/one-engine";
import { axeViolationsOf } from "../support/axe";

/**
 * Issue 13 item 11: one truthful notification per add-to-cart outcome. The shop compares the cart before and after
 * the add (the quantity of that product) and names what happened: all added, fewer added (the reason), or nothing
 * added (the reason), never "Products added to cart" beside an error saying nothing was. Silk Tie is a closeout with
 * a stock of 3 that no e2e journey orders; every test has its own fresh session (cart).
 */
// Two tabs, three adds and two axe runs: longer than one page's check (PostgreSQL on busy cores took over 30 s).
test.describe.configure({ timeout: 60_000 });

const LOCALES = [
  {
    prefix: "",
    addToCart: "Add to cart",
    quantity: "Quantity",
    sideCart: "Your cart",
    closeCart: "Close cart",
    added: (count: number, name: string) => `Products added to cart: ${count} × ${name}`,
    addedPrefix: "Products added to cart",
    fewer: (added: number, requested: number, name: string) =>
      `Only ${added} of ${requested} × ${name} could be added to the cart. The product ${name} is only available 3 times`,
    nothing: (name: string) => `Nothing was added to the cart. The product ${name} is only available 3 times`,
  },
  {
    prefix: "/pl-PL",
    addToCart: "Dodaj do koszyka",
    quantity: "Ilość",
    sideCart: "Twój koszyk",
    closeCart: "Zamknij koszyk",
    added: (count: number, name: string) => `Produkty dodane do koszyka: ${count} × ${name}`,
    addedPrefix: "Produkty dodane do koszyka",
    fewer: (added: number, requested: number, name: string) =>
      `Do koszyka udało się dodać tylko ${added} z ${requested} × ${name}. Produkt ${name} jest dostępny tylko w liczbie 3 szt.`,
    nothing: (name: string) =>
      `Nic nie zostało dodane do koszyka. Produkt ${name} jest dostępny tylko w liczbie 3 szt.`,
  },
  {
    prefix: "/testde",
    addToCart: "In den Warenkorb",
    quantity: "Menge",
    sideCart: "Ihr Warenkorb",
    closeCart: "Warenkorb schließen",
    added: (count: number, name: string) => `Produkte wurden in den Warenkorb gelegt: ${count} × ${name}`,
    addedPrefix: "Produkte wurden in den Warenkorb gelegt",
    fewer: (added: number, requested: number, name: string) =>
      `Nur ${added} von ${requested} × ${name} ${added === 1 ? "konnte" : "konnten"} in den Warenkorb gelegt werden. Das Produkt ${name} ist nur 3 Mal verfügbar`,
    nothing: (name: string) => `Es wurde nichts in den Warenkorb gelegt. Das Produkt ${name} ist nur 3 Mal verfügbar`,
  },
] as const;

type Texts = (typeof LOCALES)[number];

async function openProduct(page: Page, texts: Texts, id: string, { javaScript = true } = {}): Promise<string> {
  await page.goto(`${texts.prefix}/detail/${id}`);
  if (javaScript) await appHydrated(page);
  return ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
}

async function add(page: Page, texts: Texts, quantity: number) {
  await page.getByRole("main").getByLabel(texts.quantity, { exact: true }).fill(String(quantity));
  await page.getByRole("main").getByRole("button", { name: texts.addToCart }).first().click();
}

/** The notification region's messages (a flash without JavaScript, a toast with it). */
function toasts(page: Page) {
  return notices(page).locator("[role=status], [role=alert]");
}

/** Every notice the page shows: the side cart's outcome list and the notification region. */
function shownNotices(page: Page) {
  return page.getByRole("dialog").getByRole("status").getByRole("listitem").or(toasts(page));
}

for (const [texts, repeat] of eachLocale(LOCALES)) {
  test.describe(`${texts.prefix || "en-GB"}`, repeat, () => {
    test("with JavaScript: added, fewer than asked, nothing added: one notification each; axe-clean", async ({
      context,
      request,
    }) => {
      const tie = await productByNumber(request, "CL-1006");
      // The reproduction: two tabs of one session on the product page, 3 added in one, then 2 in the other.
      const first = await context.newPage();
      const second = await context.newPage();
      const name = await openProduct(first, texts, tie.id);
      await openProduct(second, texts, tie.id);

      await add(first, texts, 1);
      const sideCart = first.getByRole("dialog", { name: texts.sideCart });
      await expect(sideCart.getByRole("status")).toHaveText(texts.added(1, name));
      await expect(shownNotices(first)).toHaveCount(1);
      expect(await axeViolationsOf(first)).toEqual([]);
      await sideCart.getByRole("button", { name: texts.closeCart }).click();

      // 1 in the cart, 3 asked, 2 fit: fewer than asked, with the reason.
      await add(first, texts, 3);
      await expect(sideCart.getByRole("status")).toHaveText(texts.fewer(2, 3, name));
      await expect(shownNotices(first)).toHaveCount(1);
      await sideCart.getByRole("button", { name: texts.closeCart }).click();

      // The second tab still offers up to 3; the cart already holds all 3: nothing added, and it says so only.
      await add(second, texts, 2);
      await expect(toasts(second)).toHaveText(texts.nothing(name));
      await expect(shownNotices(second)).toHaveCount(1);
      await expect(second.getByText(texts.addedPrefix)).toHaveCount(0);
      await expect(second.getByRole("dialog", { name: texts.sideCart })).toBeHidden();
      expect(await axeViolationsOf(second)).toEqual([]);
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test(
        "without JavaScript: the same three outcomes as one flash message each",
        noJsTwin(),
        async ({ page, request }) => {
          const tie = await productByNumber(request, "CL-1006");
          const name = await openProduct(page, texts, tie.id, { javaScript: false });

          await add(page, texts, 2);
          await expect(toasts(page)).toHaveText(texts.added(2, name));

          await add(page, texts, 2);
          await expect(toasts(page)).toHaveText(texts.fewer(1, 2, name));

          await add(page, texts, 2);
          await expect(toasts(page)).toHaveText(texts.nothing(name));
          await expect(page.getByText(texts.addedPrefix)).toHaveCount(0);
        },
      );
    });
  });
}

test("a product card and the wishlist say the same: one 'added' notice, then 'nothing added' at the stock", async ({
  page,
  request,
}) => {
  const tie = await productByNumber(request, "CL-1006");
  const texts = LOCALES[0];
  // Fill the cart to the stock from the product page, then add from a listing card.
  const name = await openProduct(page, texts, tie.id);
  await add(page, texts, 3);
  const sideCart = page.getByRole("dialog", { name: texts.sideCart });
  await expect(sideCart.getByRole("status")).toHaveText(texts.added(3, name));
  await sideCart.getByRole("button", { name: texts.closeCart }).click();

  await page.goto("/search?search=Silk%20Tie");
  await appHydrated(page);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) });
  await card.getByRole("button", { name: /Add to cart/ }).click();
  await expect(toasts(page)).toHaveText(texts.nothing(name));
  await expect(shownNotices(page)).toHaveCount(1);
  await expect(page.getByText(texts.addedPrefix)).toHaveCount(0);

  // The wishlist's button is the same form: the same one truthful notice.
  await card.getByRole("button", { name: `Add ${name} to wishlist` }).click();
  await expect(toasts(page).filter({ hasText: `${name} added to wishlist` })).toHaveCount(1);
  await page.goto("/wishlist");
  await appHydrated(page);
  await page
    .getByRole("main")
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await expect(toasts(page).filter({ hasText: texts.nothing(name) })).toHaveCount(1);
  await expect(page.getByText(texts.addedPrefix)).toHaveCount(0);
});
