import type { Db } from "../../db/database.js";
import type { NewRow, Row } from "../../db/schema.js";
import { countryTranslationNames } from "../system/system.repository.js";
import { INVOICE_TYPE, shopLanguage } from "./order.definition.js";
import { formatMoney } from "./order.mail.js";
import { newDeepLinkCode, newId } from "./order.js";
import { invoicePdf, type InvoiceAddress, type InvoiceInput } from "./invoice-pdf.js";
import {
  documentByDeepLink,
  getOrder,
  insertDocument,
  nextNumber,
  orderAddresses,
  shippingAddressId,
  topLineItems,
} from "./order.repository.js";
import { lineAmounts, orderAmounts } from "./order-amounts.js";
import type { StateLanguage } from "./state-machine.js";

/** Shopware's invoice numbers start at 1000 (number range document_invoice). */
const INVOICE_NUMBER_START = 1000;

/**
 * The invoice of an order, created with the order. It counts as sent (the account lists it, §7.4) because the
 * confirmation mail is queued in the same request. The PDF is rendered on demand from the order's snapshot, so it
 * needs no file storage and always matches the order.
 */
export async function createInvoice(db: Db, orderId: string, now: string): Promise<void> {
  const number = await nextNumber(db, "document_invoice", INVOICE_NUMBER_START);
  await insertDocument(db, createDocumentRow(newId(), orderId, number, now));
}

/** The invoice document row of an order (also used by the demo seed). */
export function createDocumentRow(id: string, orderId: string, number: string, now: string): NewRow<"document"> {
  return {
    id,
    order_id: orderId,
    document_type_id: INVOICE_TYPE.id,
    document_type: INVOICE_TYPE.technicalName,
    document_number: number,
    deep_link_code: newDeepLinkCode(),
    file_name: `invoice_${number}.pdf`,
    config: JSON.stringify({
      name: "invoice",
      title: "Invoice",
      documentNumber: number,
      documentDate: now,
      fileTypes: ["pdf"],
    }),
    sent: 1,
    static: 0,
    created_at: now,
    updated_at: null,
  };
}

export async function findDocument(
  db: Db,
  documentId: string,
  deepLinkCode: string,
): Promise<Row<"document"> | undefined> {
  return documentByDeepLink(db, documentId, deepLinkCode);
}

const LABELS: Record<
  StateLanguage,
  Omit<InvoiceInput["labels"], "tax"> & { title: string; tax: string; locale: string }
> = {
  en: {
    title: "Invoice",
    invoiceNumber: "Invoice no.",
    orderNumber: "Order no.",
    date: "Date",
    billing: "Billing address",
    shipping: "Shipping address",
    quantity: "Qty",
    item: "Item",
    unitPrice: "Unit price",
    total: "Total",
    net: "Total (net)",
    tax: "plus {rate}% VAT",
    shippingCosts: "Shipping costs",
    grandTotal: "Total",
    locale: "en-GB",
  },
  pl: {
    title: "Faktura",
    invoiceNumber: "Nr faktury",
    orderNumber: "Nr zamówienia",
    date: "Data",
    billing: "Adres rozliczeniowy",
    shipping: "Adres dostawy",
    quantity: "Ilość",
    item: "Pozycja",
    unitPrice: "Cena jedn.",
    total: "Suma",
    net: "Suma (netto)",
    tax: "w tym {rate}% VAT",
    shippingCosts: "Koszt wysyłki",
    grandTotal: "Razem",
    locale: "pl-PL",
  },
  de: {
    title: "Rechnung",
    invoiceNumber: "Rechnungsnr.",
    orderNumber: "Bestellnr.",
    date: "Datum",
    billing: "Rechnungsadresse",
    shipping: "Lieferadresse",
    quantity: "Menge",
    item: "Artikel",
    unitPrice: "Stückpreis",
    total: "Summe",
    net: "Gesamtsumme (netto)",
    tax: "zzgl. {rate}% MwSt.",
    shippingCosts: "Versandkosten",
    grandTotal: "Gesamtsumme",
    locale: "de-DE",
  },
};

async function countryNames(db: Db, ids: string[], languageId: string): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await countryTranslationNames(db, ids);
  const names = new Map<string, string>();
  // The order's language first, any other translation as a fallback.
  for (const row of [...rows].sort(
    (a, b) => Number(b.language_id === languageId) - Number(a.language_id === languageId),
  )) {
    if (row.name && !names.has(row.id)) names.set(row.id, row.name);
  }
  return names;
}

/** The invoice PDF of a document row, rendered in the order's language. */
export async function renderInvoice(db: Db, document: Row<"document">): Promise<Buffer> {
  const order = await getOrder(db, document.order_id);
  const addresses = await orderAddresses(db, order.id);
  const shippingId = await shippingAddressId(db, order.id);
  const items = await topLineItems(db, order.id);
  const language = await shopLanguage(db, order.language_id);
  const labels = LABELS[language];
  const countries = await countryNames(db, [...new Set(addresses.map((a) => a.country_id))], order.language_id);
  const money = (decimal: number) => formatMoney(decimal, order.currency_iso, labels.locale);
  const amounts = orderAmounts(order);
  const address = (row: Row<"order_address"> | undefined): InvoiceAddress | null =>
    row
      ? {
          name: `${row.first_name} ${row.last_name}`,
          company: row.company ?? null,
          street: row.street,
          zipcodeCity: `${row.zipcode ?? ""} ${row.city}`.trim(),
          country: countries.get(row.country_id) ?? "",
        }
      : null;
  const billing = address(addresses.find((a) => a.id === order.billing_address_id)) as InvoiceAddress;
  const shippingRow =
    shippingId !== undefined && shippingId !== order.billing_address_id
      ? addresses.find((a) => a.id === shippingId)
      : undefined;
  const price = JSON.parse(order.price) as { calculatedTaxes?: { tax: number; taxRate: number }[] };
  return invoicePdf({
    title: labels.title,
    labels: { ...labels, tax: (rate) => labels.tax.replace("{rate}", String(rate)) },
    invoiceNumber: document.document_number,
    orderNumber: order.order_number,
    date: String(order.order_date_time).slice(0, 10),
    billing,
    shipping: address(shippingRow),
    lines: items.map((item) => {
      const line = lineAmounts(item);
      return {
        quantity: Number(item.quantity),
        label: item.label,
        unitPrice: money(line.unitPrice),
        totalPrice: money(line.totalPrice),
      };
    }),
    shippingCosts: money(amounts.shippingTotal),
    net: money(amounts.amountNet),
    taxes: (price.calculatedTaxes ?? []).map((tax) => ({ rate: tax.taxRate, amount: money(tax.tax) })),
    total: money(amounts.amountTotal),
  });
}
