import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { eachLocale } from "../support/one-engine";

/**
 * Issue 14: one newsletter block. Wherever the shop offers the newsletter (the home layout's CMS form, the
 * /newsletter-subscribe page) it is one component with one look: one heading and one form per offer, never a
 * second "join our newsletter" presentation beside it. No sign-up is sent here (newsletter.spec.ts does that; the
 * backend throttles sign-ups per address).
 */
const LOCALES = [
  { prefix: "", newsletter: /newsletter/i },
  { prefix: "/pl-PL", newsletter: /newsletter/i },
  { prefix: "/testde", newsletter: /newsletter/i },
];

/** The box the sign-up form draws: what a shopper sees as "the newsletter block". */
async function look(form: Locator) {
  return form.evaluate((element) => {
    const box = element.closest("[data-newsletter-block]") ?? element;
    const style = getComputedStyle(box);
    return {
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      border: style.borderTopWidth,
      padding: style.paddingTop,
    };
  });
}

function signUpForms(page: Page): Locator {
  return page.getByRole("main").locator('form:has(input[name="intent"][value="subscribe"])');
}

test.use({ javaScriptEnabled: false });

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test(
    `home ${locale.prefix || "/"} offers the newsletter once, in the same block as the newsletter page`,
    repeat,
    async ({ page }) => {
      await page.goto(locale.prefix || "/");
      const main = page.getByRole("main");
      await expect(signUpForms(page)).toHaveCount(1);
      // One offer, one heading: no separate teaser repeating the form's own title and intro.
      await expect(main.getByRole("heading", { name: locale.newsletter })).toHaveCount(1);
      const homeLook = await look(signUpForms(page));

      await page.goto(`${locale.prefix}/newsletter-subscribe`);
      await expect(signUpForms(page)).toHaveCount(1);
      expect(await look(signUpForms(page))).toEqual(homeLook);
      // The unsubscribe form on that page is the same component, so the same block.
      expect(await look(page.getByRole("main").locator('form:has(input[name="intent"][value="unsubscribe"])'))).toEqual(
        homeLook,
      );
    },
  );
}
