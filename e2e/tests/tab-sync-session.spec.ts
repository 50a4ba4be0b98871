import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { productByNumber, registerConfirmedCustomer, type CustomerCredentials } from "../support/customers";
import { untilHydrated } from "../support/hydration";
import { expect as baseExpect, test } from "../support/test";
import { eachLocale } from "../support/one-engine";

// Bounds, not waits: every step ends as soon as the state shows. The machine the suite runs on is shared and busy
// (2 cores); a login's redirect and its lazy route modules took over 10 s there, so the steps get 20 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 13 item 12 (spec §7: broadcasting syncs cart and session data between tabs). Two tabs of one browser share
 * the session cookie; whatever one tab does to the session (log in, log out, cart, wishlist) shows in the other's
 * header within seconds, without a reload, and an account page left open after a logout elsewhere goes to the login.
 */
const LOCALES = [
  {
    prefix: "",
    mug: "Stoneware Mug",
    addToCart: "Add to cart",
    heart: "Add {name} to wishlist",
    email: "Email address",
    password: "Password",
    logIn: "Log in",
    logOut: "Log out",
    cart: "Cart ({n})",
    wishlist: "Wishlist ({n})",
  },
  {
    prefix: "/pl-PL",
    mug: "Kubek z kamionki",
    addToCart: "Dodaj do koszyka",
    heart: "Dodaj {name} do listy życzeń",
    email: "Adres e-mail",
    password: "Hasło",
    logIn: "Zaloguj się",
    logOut: "Wyloguj się",
    cart: "Koszyk ({n})",
    wishlist: "Lista życzeń ({n})",
  },
] as const;
type LocaleCase = (typeof LOCALES)[number];

const STONEWARE_MUG = "HK-3202.3";
// Within "a few seconds" (10 s on a busy machine): the other tab must not wait for a reload or a navigation,
// which never come in these journeys.
const SYNC_TIMEOUT = 10_000;

const cartLink = (page: Page, locale: LocaleCase, n: number) =>
  page.getByRole("banner").getByRole("link", { name: locale.cart.replace("{n}", String(n)), exact: true });
const wishlistLink = (page: Page, locale: LocaleCase, n: number) =>
  page.getByRole("banner").getByRole("link", { name: locale.wishlist.replace("{n}", String(n)), exact: true });

/** The page has hydrated: React marks the document it listens on (its effects, the tab channel's too, have run). */
async function hydrated(page: Page) {
  // React listens on the document as soon as hydration starts; the page's buttons are its own only once it is done.
  await untilHydrated(page, "main");
}

async function logIn(page: Page, locale: LocaleCase, customer: CustomerCredentials) {
  await page.goto(`${locale.prefix}/login`);
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel(locale.email).fill(customer.email);
  await main.getByRole("textbox", { name: locale.password, exact: true }).fill(customer.password);
  await main.getByRole("button", { name: locale.logIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function logOut(page: Page, locale: LocaleCase) {
  await page.goto(`${locale.prefix}/account`);
  await hydrated(page);
  await page.getByRole("navigation").getByRole("button", { name: locale.logOut, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${locale.prefix}/?$`));
  await expect(cartLink(page, locale, 0)).toBeVisible();
}

/** Each journey's start: a confirmed customer, the mug, and two tabs of one browser. Long bounds: logins, hydration
 * and sync waits add up on a busy machine. */
async function customerInTwoTabs(context: BrowserContext, request: APIRequestContext) {
  test.setTimeout(180_000);
  const [customer, mug] = await Promise.all([
    registerConfirmedCustomer(request),
    productByNumber(request, STONEWARE_MUG),
  ]);
  return { customer, mug, first: await context.newPage(), second: await context.newPage() };
}

/** Puts the mug in the cart and on the wishlist from its product page. */
async function addMug(page: Page, locale: LocaleCase, productId: string) {
  await page.goto(`${locale.prefix}/detail/${productId}`);
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: locale.addToCart, exact: true }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const heart = main.getByRole("button", { name: locale.heart.replace("{name}", locale.mug) });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(cartLink(page, locale, 1)).toBeVisible();
  await expect(wishlistLink(page, locale, 1)).toBeVisible();
}

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test(
    `${locale.prefix || "en-GB"}: logging out in one tab empties the other tab's header; an account page goes to the login`,
    repeat,
    async ({ context, request }) => {
      const { customer, mug, first, second } = await customerInTwoTabs(context, request);
      await logIn(first, locale, customer);
      await addMug(first, locale, mug.id);

      // Tab B shows the same session; tab A stays on a catalogue page with the customer's counters.
      await second.goto(`${locale.prefix}/`);
      await expect(cartLink(second, locale, 1)).toBeVisible();
      await expect(wishlistLink(second, locale, 1)).toBeVisible();

      await logOut(second, locale);
      await expect(cartLink(first, locale, 0)).toBeVisible({ timeout: SYNC_TIMEOUT });
      await expect(wishlistLink(first, locale, 0)).toBeVisible({ timeout: SYNC_TIMEOUT });
      await expect(first.getByRole("heading", { level: 1, name: locale.mug })).toBeVisible();

      // An account page open in one tab goes to the login when the other tab logs out.
      await logIn(first, locale, customer);
      await first.goto(`${locale.prefix}/account`);
      await hydrated(first);
      await logOut(second, locale);
      await expect(first).toHaveURL(new RegExp(`${locale.prefix}/login(\\?|$)`), { timeout: SYNC_TIMEOUT });
      await expect(cartLink(first, locale, 0)).toBeVisible();
    },
  );

  test(
    `${locale.prefix || "en-GB"}: logging in in one tab fills the other tab's header with the customer's cart and wishlist`,
    repeat,
    async ({ context, request }) => {
      const { customer, mug, first, second } = await customerInTwoTabs(context, request);
      // The customer's account holds the mug in the cart and on the wishlist; then the browser is a guest again.
      await logIn(first, locale, customer);
      await addMug(first, locale, mug.id);
      await logOut(first, locale);

      await first.goto(`${locale.prefix}/`);
      await hydrated(first);
      await expect(cartLink(first, locale, 0)).toBeVisible();
      await expect(wishlistLink(first, locale, 0)).toBeVisible();
      await logIn(second, locale, customer);
      await expect(cartLink(second, locale, 1)).toBeVisible();
      await expect(cartLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });
      await expect(wishlistLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });
    },
  );
}

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test(
    `${locale.prefix || "en-GB"}: a wishlist change and a logout without the client router reach the other tab`,
    repeat,
    async ({ context, request }) => {
      const { customer, mug, first, second } = await customerInTwoTabs(context, request);
      await logIn(first, locale, customer);
      await first.goto(`${locale.prefix}/`);
      await hydrated(first);
      await expect(wishlistLink(first, locale, 0)).toBeVisible();

      // The heart in tab B (a change made with fetch(), no navigation) counts in tab A.
      await addMug(second, locale, mug.id);
      await expect(cartLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });
      await expect(wishlistLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });

      // Tab B logs out with a plain form post (as without JavaScript, or before hydration): a whole new page.
      await second.goto(`${locale.prefix}/account`);
      await hydrated(second);
      await second.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form[action$="/_action/logout"]');
        if (!form) throw new Error("no logout form");
        HTMLFormElement.prototype.submit.call(form);
      });
      await expect(second).toHaveURL(new RegExp(`${locale.prefix}/?$`));
      await hydrated(second);
      await expect(cartLink(first, locale, 0)).toBeVisible({ timeout: SYNC_TIMEOUT });
      await expect(wishlistLink(first, locale, 0)).toBeVisible({ timeout: SYNC_TIMEOUT });
    },
  );
}

test("en-GB: the other tab hears of a heart only once the server has it, and drops a read of the list from before", async ({
  context,
  request,
}) => {
  const locale = LOCALES[0];
  const { customer, mug, first, second } = await customerInTwoTabs(context, request);
  const isRead = (url: string, method: string) => new URL(url).pathname === "/_action/wishlist" && method === "GET";
  const isToggle = (url: string, method: string) => new URL(url).pathname === "/_action/wishlist" && method === "POST";
  await logIn(first, locale, customer);
  const firstRead = first.waitForResponse((response) => isRead(response.url(), response.request().method()));
  await first.goto("/");
  await hydrated(first);
  await firstRead;
  await expect(wishlistLink(first, locale, 0)).toBeVisible();

  // Tab A's read of the list after tab B's cart change is answered only after B's heart: it holds the list of before.
  let heartAnswered!: () => void;
  const heartDone = new Promise<void>((resolve) => (heartAnswered = resolve));
  let held = false;
  await first.route("**/_action/wishlist", async (route) => {
    if (held || !isRead(route.request().url(), route.request().method())) return route.continue();
    held = true;
    const response = await route.fetch();
    await heartDone;
    await route.fulfill({ response });
  });
  await second.goto(`/detail/${mug.id}`);
  await hydrated(second);
  const main = second.getByRole("main");
  await main.getByRole("button", { name: locale.addToCart, exact: true }).first().click();
  await expect(second.getByRole("dialog")).toBeVisible();
  await second.keyboard.press("Escape");
  await expect(cartLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect.poll(() => held).toBe(true);
  const heart = main.getByRole("button", { name: locale.heart.replace("{name}", locale.mug) });
  const added = second.waitForResponse((response) => isToggle(response.url(), response.request().method()));
  await heart.click();
  await added;
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  heartAnswered();
  await expect(wishlistLink(first, locale, 1)).toBeVisible({ timeout: SYNC_TIMEOUT });

  // Tab B's removal is held until tab A has read the list (or, as it should, A does not read before B's answer):
  // a tab told of the optimistic change would read the list of before and keep it.
  await first.unroute("**/_action/wishlist");
  await second.route("**/_action/wishlist", async (route) => {
    if (!isToggle(route.request().url(), route.request().method())) return route.continue();
    await first
      .waitForResponse((response) => isRead(response.url(), response.request().method()), { timeout: 3_000 })
      .catch(() => null);
    await route.continue();
  });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(wishlistLink(second, locale, 0)).toBeVisible();
  await expect(wishlistLink(first, locale, 0)).toBeVisible({ timeout: SYNC_TIMEOUT });
});
