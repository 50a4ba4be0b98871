/**
 * A one-page invoice as a small, valid PDF 1.4 written by hand: text objects in Helvetica (a standard font, never
 * embedded) with WinAnsi encoding, a correct cross-reference table, no compression. Pure: same input, same bytes.
 */

export interface InvoiceAddress {
  name: string;
  company: string | null;
  street: string;
  zipcodeCity: string;
  country: string;
}

export interface InvoiceInput {
  title: string;
  labels: { invoiceNumber: string; orderNumber: string; date: string; billing: string; shipping: string; quantity: string; item: string; unitPrice: string; total: string; net: string; tax: (rate: number) => string; shippingCosts: string; grandTotal: string };
  invoiceNumber: string;
  orderNumber: string;
  date: string;
  billing: InvoiceAddress;
  shipping: InvoiceAddress | null;
  lines: { quantity: number; label: string; unitPrice: string; totalPrice: string }[];
  shippingCosts: string;
  net: string;
  taxes: { rate: number; amount: string }[];
  total: string;
}

/** Latin-1 and € as WinAnsi bytes; other letters (Polish ł, ż, …) reduced to their base letters; delimiters escaped. */
export function pdfText(text: string): string {
  let out = "";
  for (const original of text) {
    const simple = original.codePointAt(0) === 0x20ac || (original.codePointAt(0) ?? 0) <= 0xff ? original : original.replace(/ł/g, "l").replace(/Ł/g, "L").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    for (const char of simple) {
      const code = char.codePointAt(0) ?? 63;
      const byte = code === 0x20ac ? 0x80 : code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f;
      const c = String.fromCharCode(byte);
      out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
    }
  }
  return out;
}

interface Text {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  text: string;
  /** Right-aligned at x (approximate width: Helvetica's average glyph width). */
  right?: boolean;
}

function contentStream(texts: Text[]): string {
  return texts
    .map((t) => {
      const x = t.right ? t.x - t.text.length * t.size * 0.5 : t.x;
      return `BT /${t.bold ? "F2" : "F1"} ${t.size} Tf ${x.toFixed(1)} ${t.y} Td (${pdfText(t.text)}) Tj ET`;
    })
    .join("\n");
}

function layout(input: InvoiceInput): Text[] {
  const texts: Text[] = [];
  let y = 790;
  texts.push({ x: 50, y, size: 20, bold: true, text: input.title });
  y -= 28;
  texts.push({ x: 50, y, size: 10, text: `${input.labels.invoiceNumber}: ${input.invoiceNumber}` });
  texts.push({ x: 250, y, size: 10, text: `${input.labels.orderNumber}: ${input.orderNumber}` });
  texts.push({ x: 430, y, size: 10, text: `${input.labels.date}: ${input.date}` });
  y -= 30;
  const address = (label: string, a: InvoiceAddress, x: number) => {
    let line = y;
    texts.push({ x, y: line, size: 10, bold: true, text: label });
    for (const part of [a.company, a.name, a.street, a.zipcodeCity, a.country]) {
      if (!part) continue;
      line -= 14;
      texts.push({ x, y: line, size: 10, text: part });
    }
    return line;
  };
  const end = Math.min(address(input.labels.billing, input.billing, 50), input.shipping ? address(input.labels.shipping, input.shipping, 300) : y);
  y = end - 34;
  texts.push({ x: 50, y, size: 10, bold: true, text: input.labels.quantity });
  texts.push({ x: 90, y, size: 10, bold: true, text: input.labels.item });
  texts.push({ x: 450, y, size: 10, bold: true, text: input.labels.unitPrice, right: true });
  texts.push({ x: 545, y, size: 10, bold: true, text: input.labels.total, right: true });
  for (const line of input.lines.slice(0, 30)) {
    y -= 16;
    texts.push({ x: 50, y, size: 10, text: String(line.quantity) });
    texts.push({ x: 90, y, size: 10, text: line.label.length > 55 ? `${line.label.slice(0, 54)}...` : line.label });
    texts.push({ x: 450, y, size: 10, text: line.unitPrice, right: true });
    texts.push({ x: 545, y, size: 10, text: line.totalPrice, right: true });
  }
  y -= 28;
  const sum = (label: string, value: string, bold = false) => {
    texts.push({ x: 350, y, size: 10, bold, text: label });
    texts.push({ x: 545, y, size: 10, bold, text: value, right: true });
    y -= 16;
  };
  sum(input.labels.shippingCosts, input.shippingCosts);
  sum(input.labels.net, input.net);
  for (const tax of input.taxes) sum(input.labels.tax(tax.rate), tax.amount);
  sum(input.labels.grandTotal, input.total, true);
  return texts;
}

export function invoicePdf(input: InvoiceInput): Buffer {
  const stream = contentStream(layout(input));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`${input.title} ${input.invoiceNumber}`)}) /Producer (Demo Store) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
