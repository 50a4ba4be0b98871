import { loginWithSession, registerConfirmedCustomer } from "../support/customers";
import { expect, test } from "../support/test";

const FELT_TOP_HAT = "/felt-top-hat/sh-2403";

test.describe("product reviews", () => {
  test("a guest is asked to log in and comes back to the product", async ({ page }) => {
    await page.goto(FELT_TOP_HAT);
    const login = page.locator("#reviews").getByRole("link", { name: "Log in to write a review" });
    await expect(login).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(`${FELT_TOP_HAT}#reviews`)}`);
  });

  test("a logged-in customer writes a review: messages keep the input, then thanks and the pending notice", async ({
    page,
    request,
  }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await page.goto(FELT_TOP_HAT);
    const form = page.getByRole("form", { name: "Write a review" });

    // Too short: the spec's messages, the input kept, the focus on the summary.
    await form.getByRole("radio", { name: "4 out of 5 stars" }).check();
    await form.getByLabel("Title").fill("Hat");
    await form.getByLabel("Your review").fill("Nice.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(form.getByRole("alert")).toContainText("Title is too short");
    await expect(form.getByRole("alert")).toContainText("Your review is too short");
    await expect(form.getByRole("alert")).toBeFocused();
    await expect(form.getByLabel("Title")).toHaveValue("Hat");
    await expect(form.getByRole("radio", { name: "4 out of 5 stars" })).toBeChecked();

    await form.getByLabel("Title").fill("Warm and elegant");
    await form.getByLabel("Your review").fill("Fits well, keeps the rain off and looks great at every party I go to.");
    await form.getByRole("button", { name: "Submit review" }).click();
    const done = page
      .locator("#reviews")
      .getByRole("status")
      .filter({ hasText: "Thank you for submitting your review" });
    await expect(done).toBeVisible();
    await expect(done).toContainText("has not been approved yet");
  });

  test("the German pending notice", async ({ page, request }) => {
    const customer = await registerConfirmedCustomer(request);
    await loginWithSession(page, request, customer);
    await page.goto("/testde/steinzeugbecher/hk-3202.3");
    const form = page.getByRole("form", { name: "Bewertung schreiben" });
    await form.getByRole("radio", { name: "5 von 5 Sternen" }).check();
    await form.getByLabel("Titel").fill("Schöner Becher");
    await form
      .getByLabel("Ihr Bewertungstext")
      .fill("Hält den Kaffee lange warm und liegt gut in der Hand, sehr empfehlenswert.");
    await form.getByRole("button", { name: "Bewertung abschicken" }).click();
    await expect(
      page.locator("#reviews").getByRole("status").filter({ hasText: "Ihre Bewertung wurde noch nicht genehmigt" }),
    ).toBeVisible();
  });
});
