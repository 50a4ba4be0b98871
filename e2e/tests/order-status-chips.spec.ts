import { loginWithSession } from "../support/customers";
import { expect, test } from "../support/test";

/**
 * Issue 6: the order list's state pills say which state each is ("Order status: Open", "Payment: Paid",
 * "Delivery: …"), on phones too (no column headers there), in every locale, axe-clean.
 */
const LABELS = {
  "": ["Order status:", "Payment:", "Delivery:"],
  "/pl-PL": ["Status zamówienia:", "Płatność:", "Dostawa:"],
  "/testde": ["Bestellstatus:", "Zahlung:", "Lieferung:"],
} as const;

test("the demo customer's order list labels every state pill (en, pl, de; phone width)", async ({
  page,
  request,
  axeViolations,
}) => {
  test.slow();
  await loginWithSession(page, request, { email: "demo@example.com", password: "demo1234!" });
  for (const [prefix, labels] of Object.entries(LABELS)) {
    await page.goto(`${prefix}/account/order`);
    const firstRow = page.getByRole("main").getByRole("row").nth(1);
    for (const label of labels) await expect(firstRow.getByText(label)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  }
  // The English paid order says so in words, not only in green.
  await page.goto("/account/order");
  await expect(page.getByRole("main").getByText("Payment: Paid").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("main").getByText("Order status:").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("order-list-phone.png"), fullPage: true });
  expect(await axeViolations()).toEqual([]);
});
