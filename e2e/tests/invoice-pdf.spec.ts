import { getDocumentProxy } from "unpdf";
import { placeOrder, registerConfirmedCustomer } from "../support/customers";
import { storeApiFetch, storeApiPost } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 13 item 19: the invoice of an account's order downloads from the built backend, and a PDF reader finds the
 * customer's Polish and German letters in it as written (the former PDF turned "ł" into "l").
 */
async function textRuns(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    for (const item of (await (await document.getPage(number)).getTextContent()).items)
      if ("str" in item && item.str.trim()) runs.push(item.str);
  }
  return runs;
}

test("the account order's invoice downloads as a PDF with Polish and German names intact", async ({ request }) => {
  const customer = await registerConfirmedCustomer(request, {
    firstName: "Łucja",
    lastName: "Żółć-Müller",
    street: "ul. Łódzka 5 / Äußere Straße",
    city: "Łódź",
  });
  const order = await placeOrder(request, customer);
  const login = await storeApiPost(request, "/account/login", {
    username: customer.email,
    password: customer.password,
  });
  const token = login.token ?? undefined;
  const orders = await storeApiPost<{
    orders: { elements: { documents: { id: string; deepLinkCode: string; fileType: string }[] }[] };
  }>(request, "/order", { ids: [order.id], associations: { documents: {} } }, token);
  const [invoice] = orders.data.orders.elements[0]?.documents ?? [];
  expect(invoice?.fileType).toBe("pdf");

  const download = await storeApiFetch(
    request,
    `/document/download/${invoice?.id}/${invoice?.deepLinkCode}?download=1`,
    {
      method: "GET",
      token,
    },
  );
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="invoice_\d+\.pdf"/);
  const runs = await textRuns(await download.body());
  expect(runs).toContain(`Order no.: ${order.orderNumber}`);
  for (const text of ["Łucja Żółć-Müller", "ul. Łódzka 5 / Äußere Straße", "10115 Łódź"])
    expect(runs, text).toContain(text);
});
