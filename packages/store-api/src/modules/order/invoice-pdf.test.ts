import { describe, expect, it } from "vitest";
import { invoicePdf, pdfText, type InvoiceInput } from "./invoice-pdf.js";

const input: InvoiceInput = {
  title: "Faktura",
  labels: { invoiceNumber: "Nr", orderNumber: "Zamówienie", date: "Data", billing: "Adres", shipping: "Dostawa", quantity: "Ilość", item: "Pozycja", unitPrice: "Cena", total: "Suma", net: "Netto", tax: (rate) => `VAT ${rate}%`, shippingCosts: "Wysyłka", grandTotal: "Razem" },
  invoiceNumber: "1000",
  orderNumber: "10000",
  date: "2026-01-15",
  billing: { name: "Max (Mustermann)", company: null, street: "ul. Marszałkowska 84", zipcodeCity: "00-514 Warszawa", country: "Polska" },
  shipping: null,
  lines: [{ quantity: 2, label: "Łódka \\ żaglowa", unitPrice: "10,00 €", totalPrice: "20,00 €" }],
  shippingCosts: "4,99 €",
  net: "20,32 €",
  taxes: [{ rate: 23, amount: "4,67 €" }],
  total: "24,99 €",
};

describe("invoice PDF", () => {
  it("escapes PDF string delimiters and maps text to WinAnsi", () => {
    expect(pdfText("a(b)c\\d")).toBe("a\\(b\\)c\\\\d");
    expect(pdfText("Łódź żółć")).toBe("Lódz zólc");
    expect(pdfText("12 €")).toBe("12 \x80");
    expect(pdfText("Schöppingen")).toBe("Schöppingen");
  });

  it("writes a structurally valid PDF: header, objects at the xref offsets, trailer", () => {
    const pdf = invoicePdf(input);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
    expect(text).toContain("(Max \\(Mustermann\\)) Tj");
    expect(text).toContain("(Lódka \\\\ zaglowa) Tj");
    expect(invoicePdf(input).equals(pdf)).toBe(true);
  });
});
