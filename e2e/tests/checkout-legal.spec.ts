import { appHydrated } from "../support/hydration";
import { loginWithSession, registerConfirmedCustomer } from "../support/customers";
import { expect, test } from "../support/test";
import { screenshotsAtBothWidths } from "../support/screenshots";

/**
 * Issue 13 item 8: at step 5 of the checkout the shopper can read what they accept. Beside "I have read and accept
 * the terms and conditions" and the withdrawal waiver there are links to the terms and the right-of-withdrawal pages
 * (plain links into a new tab: the form keeps its input, and they work without JavaScript), and the checkout layout
 * has a footer with the legal pages. In en-GB, pl-PL and testde.
 */
const EBOOK = "/detail/72e53b5efc4472b10d63889389345b5a"; // The Quiet Garden (E-Book): a download, so the waiver shows
const LOCALES = {
  "en-GB": {
    prefix: "",
    readTerms: "Read the terms and conditions",
    readWithdrawal: "Read about the right of withdrawal",
    legal: "Legal information",
    terms: "Terms and conditions",
    withdrawal: "Right of withdrawal",
  },
  "pl-PL": {
    prefix: "/pl-PL",
    readTerms: "Przeczytaj regulamin",
    readWithdrawal: "Przeczytaj o prawie odstąpienia od umowy",
    legal: "Informacje prawne",
    terms: "Regulamin",
    withdrawal: "Prawo odstąpienia od umowy",
  },
  testde: {
    prefix: "/testde",
    readTerms: "AGB lesen",
    readWithdrawal: "Widerrufsbelehrung lesen",
    legal: "Rechtliche Informationen",
    terms: "AGB",
    withdrawal: "Widerrufsrecht",
  },
} as const;
type LocaleKey = keyof typeof LOCALES;

test("step 5 links the terms and the right of withdrawal, and the checkout has a legal footer, in every locale", async ({
  page,
  request,
  axeViolations,
}) => {
  test.setTimeout(120_000);
  const customer = await registerConfirmedCustomer(request);
  await loginWithSession(page, request, customer);
  await page.goto(EBOOK);
  await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();

  for (const locale of Object.keys(LOCALES) as LocaleKey[]) {
    const l = LOCALES[locale];
    await page.goto(`${l.prefix}/checkout`);
    for (const [name, page_] of [
      [l.readTerms, l.terms],
      [l.readWithdrawal, l.withdrawal],
    ] as const) {
      const link = page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link, `${locale}: "${name}" at step 5`).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      const href = await link.getAttribute("href");
      expect(href, name).toMatch(new RegExp(`^${l.prefix}/`));
      // The page it leads to is the legal page itself.
      const target = await page.request.get(href ?? "");
      expect(target.status(), `${href}`).toBe(200);
      expect(await target.text()).toContain(`<h1`);
      // And it is there without JavaScript: in the HTML the server sends.
      expect(await (await page.request.get(`${l.prefix}/checkout`)).text()).toContain(`href="${href}"`);
      // The footer of the checkout layout names the same page.
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: l.legal })
          .getByRole("link", { name: page_, exact: true }),
      ).toHaveAttribute("href", href ?? "");
    }
    if (locale !== "pl-PL") continue;
    expect(await axeViolations()).toEqual([]);
    await screenshotsAtBothWidths(page, `checkout-legal-${locale}`);
  }
  // The cart page is in the checkout layout as well.
  await page.goto("/checkout/cart");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions", exact: true }),
  ).toBeVisible();
});
