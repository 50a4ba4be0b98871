import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * A one-page A4 invoice, drawn with pdfkit in DejaVu Sans (regular and bold, from the dejavu-fonts-ttf package; free
 * licence, covers Polish, German and most European scripts). The fonts are embedded as subsets of the glyphs the
 * invoice uses, so names such as "Łódź" come out as written (issue 13 item 19: the former hand-written PDF used
 * Helvetica in WinAnsi and turned "ł" into "l") and the file stays a few kilobytes.
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
  labels: {
    invoiceNumber: string;
    orderNumber: string;
    date: string;
    billing: string;
    shipping: string;
    quantity: string;
    item: string;
    unitPrice: string;
    total: string;
    net: string;
    tax: (rate: number) => string;
    shippingCosts: string;
    grandTotal: string;
  };
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

interface Text {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  text: string;
  /** Right-aligned at x (measured with the font's real glyph widths). */
  right?: boolean;
  /** Longer text is cut to this width (points) and ends in "…", so columns never overlap. */
  maxWidth?: number;
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
      texts.push({ x, y: line, size: 10, text: part, maxWidth: 240 });
    }
    return line;
  };
  const end = Math.min(
    address(input.labels.billing, input.billing, 50),
    input.shipping ? address(input.labels.shipping, input.shipping, 300) : y,
  );
  y = end - 34;
  texts.push({ x: 50, y, size: 10, bold: true, text: input.labels.quantity });
  texts.push({ x: 90, y, size: 10, bold: true, text: input.labels.item });
  texts.push({ x: 450, y, size: 10, bold: true, text: input.labels.unitPrice, right: true });
  texts.push({ x: 545, y, size: 10, bold: true, text: input.labels.total, right: true });
  for (const line of input.lines.slice(0, 30)) {
    y -= 16;
    texts.push({ x: 50, y, size: 10, text: String(line.quantity) });
    texts.push({ x: 90, y, size: 10, text: line.label, maxWidth: 290 });
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

const PAGE = { width: 595, height: 842 };

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two TrueType files, read once (about 1.4 MB together; only the used glyphs go into a PDF). */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

/** The text, or its longest start (whole characters) that fits `width` with an ellipsis. */
export function fitted(text: string, width: number, measure: (value: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join("").trimEnd()}…`) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** The invoice as PDF bytes. Coordinates are PDF points from the bottom left, y the text's baseline. */
export async function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const created = new Date(`${input.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    // The document date is the invoice's, not the moment of rendering (rendered on demand, §7.4).
    info: {
      Title: `${input.title} ${input.invoiceNumber}`,
      Producer: "Demo Store",
      Creator: "Demo Store",
      ...(Number.isNaN(created.getTime()) ? {} : { CreationDate: created }),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  for (const t of layout(input)) {
    doc.font(t.bold ? "bold" : "regular").fontSize(t.size);
    const text = t.maxWidth === undefined ? t.text : fitted(t.text, t.maxWidth, (value) => doc.widthOfString(value));
    const x = t.right ? t.x - doc.widthOfString(text) : t.x;
    doc.text(text, x, PAGE.height - t.y, { baseline: "alphabetic", lineBreak: false });
  }
  doc.end();
  return finished;
}
