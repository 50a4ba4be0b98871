import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueEmail } from "../support/customers";
import { shopDatabase } from "../support/database";
import { waitForMail, type OutboxMail } from "../support/mail";
import { noJsTwin } from "../support/one-engine";
import { storeApiFetch } from "../support/store-api";
import { expect, test } from "../support/test";

/*
 * Issue 12 L5: every newsletter mail carries a link that unsubscribes its recipient, and nobody else. Opening the
 * link only shows a button (mail scanners open links); pressing it opts out the recipient the link belongs to, and
 * the page says the same whether or not it did.
 */
async function recipientStatus(email: string): Promise<string | undefined> {
  const [row] = await shopDatabase().rows<{ status: string }>(
    "SELECT status FROM newsletter_recipient WHERE email = ?",
    [email.toLowerCase()],
  );
  return row?.status;
}

function linkIn(mail: OutboxMail, path: string): URL {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith(path));
  expect(link, `the ${mail.template} mail links to ${path}`).toBeTruthy();
  return new URL(link as string);
}

/** The same link with another recipient's hash in it (a guessed or forged one). */
function withWrongHash(link: URL): string {
  const wrong = new URL(link);
  wrong.searchParams.set("hash", "0".repeat(32));
  return `${wrong.pathname}${wrong.search}`;
}

async function pressUnsubscribe(page: Page, path: string, button: string) {
  await page.goto(path);
  await page.getByRole("main").getByRole("button", { name: button }).click();
}

/**
 * A guest's German sign-up, through the Store API from an address of its own: the storefront's own forms all come
 * from 127.0.0.1, whose newsletter limiter the other specs share (three sign-ups free, then one per 30 s).
 */
async function subscribeInGerman(request: APIRequestContext, email: string, baseURL: string) {
  const from = { "x-forwarded-for": "203.0.113.77" };
  const languages = (await (await storeApiFetch(request, "/language", { body: {}, headers: from })).json()) as {
    elements: { id: string; translationCode?: { code?: string } }[];
  };
  const german = languages.elements.find((language) => language.translationCode?.code === "de-DE");
  expect(german, "the shop has German").toBeTruthy();
  const response = await storeApiFetch(request, "/newsletter/subscribe", {
    headers: { ...from, "sw-language-id": (german as { id: string }).id },
    body: { email, option: "subscribe", storefrontUrl: `${baseURL}/testde`, firstName: "Jürgen" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a guest subscribes, confirms, and unsubscribes with the link in the mail; a forged link changes nothing", async ({
  page,
  axeViolations,
}) => {
  const email = uniqueEmail("unsubscribe-link");
  await page.goto("/");
  const form = page.getByRole("form", { name: "Subscribe to our newsletter" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Please confirm your subscription in the email");

  // The double opt-in mail already carries the unsubscribe link, on the shop's own domain.
  const optIn = await waitForMail(email, "newsletter.double_opt_in");
  const confirm = linkIn(optIn, "/newsletter-subscribe");
  const fromOptIn = linkIn(optIn, "/newsletter/unsubscribe");
  expect(fromOptIn.origin).toBe(new URL(page.url()).origin);
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Your newsletter subscription has been confirmed.",
  );
  expect(await recipientStatus(email)).toBe("optIn");

  const welcome = await waitForMail(email, "newsletter.registered");
  const unsubscribe = linkIn(welcome, "/newsletter/unsubscribe");
  expect(unsubscribe.searchParams.get("em")).toBe(confirm.searchParams.get("em"));
  expect(unsubscribe.searchParams.get("hash")).toBe(confirm.searchParams.get("hash"));

  // A forged hash: the same page, the same message, and the address stays subscribed.
  await pressUnsubscribe(page, withWrongHash(unsubscribe), "Unsubscribe");
  const neutral =
    "Thank you. If this link came from one of our newsletter emails, its address will no longer receive the newsletter.";
  await expect(page.getByRole("main").getByRole("status")).toContainText(neutral);
  expect(await recipientStatus(email)).toBe("optIn");

  // Another site posting the real pair through the shopper's browser (CSRF) is refused before anything happens.
  const forged = await page.request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
    form: { em: unsubscribe.searchParams.get("em") as string, hash: unsubscribe.searchParams.get("hash") as string },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await recipientStatus(email)).toBe("optIn");

  // Opening the real link (what a mail scanner does) changes nothing either.
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page).toHaveTitle(/^Unsubscribe from the newsletter/);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  expect(await recipientStatus(email)).toBe("optIn");

  // Pressing the button, by keyboard, opts the guest out.
  const button = page.getByRole("main").getByRole("button", { name: "Unsubscribe" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toContainText(neutral);
  await expect.poll(() => recipientStatus(email)).toBe("optOut");
  expect(await axeViolations()).toEqual([]);
});

test.describe("without JavaScript, in German", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the link of a German mail opens the German page, and its button unsubscribes",
    noJsTwin(),
    async ({ page, request, baseURL }) => {
      const email = uniqueEmail("abmelden");
      await subscribeInGerman(request, email, baseURL as string);
      const optIn = await waitForMail(email, "newsletter.double_opt_in");
      expect(optIn.text).toContain("Vom Newsletter abmelden: ");
      const confirm = linkIn(optIn, "/testde/newsletter-subscribe");
      await page.goto(`${confirm.pathname}${confirm.search}`);
      await expect(page.getByRole("main").getByRole("status")).toContainText(
        "Ihre Newsletter-Anmeldung wurde bestätigt.",
      );

      const welcome = await waitForMail(email, "newsletter.registered");
      const unsubscribe = linkIn(welcome, "/testde/newsletter/unsubscribe");
      const neutral =
        "Vielen Dank. Wenn dieser Link aus einer unserer Newsletter-E-Mails stammt, erhält seine Adresse den Newsletter nicht mehr.";

      await pressUnsubscribe(page, withWrongHash(unsubscribe), "Abmelden");
      await expect(page.getByRole("main").getByRole("status")).toContainText(neutral);
      expect(await recipientStatus(email)).toBe("optIn");

      await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
      await expect(page).toHaveTitle(/^Vom Newsletter abmelden/);
      await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(neutral);
      expect(await recipientStatus(email)).toBe("optOut");
    },
  );

  test("an incomplete link says so and points to the newsletter page (Polish)", noJsTwin(), async ({ page }) => {
    await page.goto("/pl-PL/newsletter/unsubscribe?em=abc");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Ten link do wypisania się jest niekompletny.",
    );
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Przejdź do strony newslettera" })).toHaveAttribute(
      "href",
      "/pl-PL/newsletter-subscribe",
    );
  });
});
