import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.js";
import { fitted, invoicePdf, type InvoiceInput } from "./invoice-pdf.js";

const NAME = "Łódź żółć ß Ä Ö Ü é";

const input: InvoiceInput = {
  title: "Faktura",
  labels: {
    invoiceNumber: "Nr",
    orderNumber: "Zamówienie",
    date: "Data",
    billing: "Adres",
    shipping: "Dostawa",
    quantity: "Ilość",
    item: "Pozycja",
    unitPrice: "Cena",
    total: "Suma",
    net: "Netto",
    tax: (rate) => `VAT ${rate}%`,
    shippingCosts: "Wysyłka",
    grandTotal: "Razem",
  },
  invoiceNumber: "1000",
  orderNumber: "10000",
  date: "2026-01-15",
  billing: {
    name: "Max (Mustermann)",
    company: NAME,
    street: "ul. Marszałkowska 84",
    zipcodeCity: "00-514 Warszawa",
    country: "Polska",
  },
  shipping: {
    name: NAME,
    company: null,
    street: "Äußere Straße 5",
    zipcodeCity: "80331 München",
    country: "Deutschland",
  },
  lines: [
    { quantity: 2, label: "Łódka \\ żaglowa", unitPrice: "10,00 €", totalPrice: "20,00 €" },
    { quantity: 1, label: NAME, unitPrice: "1 234,56 zł", totalPrice: "1 234,56 zł" },
  ],
  shippingCosts: "4,99 €",
  net: "20,32 €",
  taxes: [{ rate: 23, amount: "4,67 €" }],
  total: "24,99 €",
};

describe("invoice PDF", () => {
  it("keeps Polish and German letters exactly (issue 13 item 19: ł became l)", async () => {
    const { pages, runs } = await pdfText(await invoicePdf(input));
    expect(pages).toBe(1);
    for (const text of [
      NAME,
      "ul. Marszałkowska 84",
      "Äußere Straße 5",
      "80331 München",
      "Łódka \\ żaglowa",
      "1 234,56 zł",
      "Zamówienie: 10000",
      "Ilość",
      "Wysyłka",
    ]) {
      expect(runs, text).toContain(text);
    }
    // NAME is the billing company, the shipping name and a line item.
    expect(runs.filter((run) => run === NAME)).toHaveLength(3);
  });

  it("writes the invoice's content in reading order: header, addresses, lines, sums", async () => {
    const { runs } = await pdfText(await invoicePdf(input));
    expect(runs).toEqual([
      "Faktura",
      "Nr: 1000",
      "Zamówienie: 10000",
      "Data: 2026-01-15",
      "Adres",
      NAME,
      "Max (Mustermann)",
      "ul. Marszałkowska 84",
      "00-514 Warszawa",
      "Polska",
      "Dostawa",
      NAME,
      "Äußere Straße 5",
      "80331 München",
      "Deutschland",
      "Ilość",
      "Pozycja",
      "Cena",
      "Suma",
      "2",
      "Łódka \\ żaglowa",
      "10,00 €",
      "20,00 €",
      "1",
      NAME,
      "1 234,56 zł",
      "1 234,56 zł",
      "Wysyłka",
      "4,99 €",
      "Netto",
      "20,32 €",
      "VAT 23%",
      "4,67 €",
      "Razem",
      "24,99 €",
    ]);
  });

  it("cuts a label too long for its column with an ellipsis instead of running into the prices", async () => {
    const label = `${NAME} `.repeat(20).trim();
    const { runs } = await pdfText(
      await invoicePdf({ ...input, lines: [{ quantity: 1, label, unitPrice: "1,00 €", totalPrice: "1,00 €" }] }),
    );
    const cut = runs.find((run) => run.startsWith(NAME) && run.length > NAME.length);
    expect(cut?.endsWith("…")).toBe(true);
    expect(label.startsWith((cut as string).slice(0, -1))).toBe(true);
    expect((cut as string).length).toBeLessThan(label.length);
    expect(fitted("abcdef", 3, (value) => value.length)).toBe("ab…");
    expect(fitted("abc", 3, (value) => value.length)).toBe("abc");
  });

  it("embeds only the glyphs it uses (a subset), so the file stays small", async () => {
    const pdf = await invoicePdf(input);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2 /);
    expect(pdf.length).toBeLessThan(60_000);
  });
});
