import type { MailLocale } from "./mail-links.js";

/**
 * The shop's mail layout: every mail is described as blocks and rendered twice, as plain text and as HTML in the shop's
 * look (its name in the brand blue, one white card, a button for the one thing to do). Every value is escaped; links
 * are written only when they are http(s) URLs; nothing is loaded from elsewhere (no images, fonts or tracking).
 */

export const SHOP_NAME = "Demo Store";

export type MailBlock =
  | { kind: "text"; text: string }
  /** The one action of the mail; its URL is also printed, so it works where buttons do not. */
  | { kind: "button"; label: string; url: string }
  /** Label/value pairs (order number, payment state, a contact form's fields). */
  | { kind: "facts"; rows: [string, string][] }
  /** Order lines and totals, amounts already formatted in the order's currency and locale. */
  | {
      kind: "lines";
      head: { item: string; quantity: string; total: string };
      rows: { label: string; quantity: string; total: string }[];
      totals: { label: string; amount: string; strong?: boolean }[];
    };

export interface MailContent {
  locale: MailLocale;
  /** The shop's storefront URL for this shopper (their sales-channel domain); links the header. */
  shopUrl?: string;
  greeting: string;
  blocks: MailBlock[];
  /** Newsletter mails: the unsubscribe link shown in the footer (the signed link of issue 12 L5 goes here). */
  unsubscribeUrl?: string;
}

const FOOTER: Record<MailLocale, { signature: string; note: string; unsubscribe: string; copyLink: string }> = {
  "en-GB": {
    signature: `Kind regards,\nthe ${SHOP_NAME} team`,
    note: `This email was sent automatically by ${SHOP_NAME}.`,
    unsubscribe: "Unsubscribe from the newsletter",
    copyLink: "If the button does not work, copy this link into your browser:",
  },
  "pl-PL": {
    signature: `Pozdrawiamy,\nzespół ${SHOP_NAME}`,
    note: `Ta wiadomość została wysłana automatycznie przez ${SHOP_NAME}.`,
    unsubscribe: "Wypisz się z newslettera",
    copyLink: "Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:",
  },
  "de-DE": {
    signature: `Viele Grüße\nIhr ${SHOP_NAME.replace(/ /g, "-")}-Team`,
    note: `Diese E-Mail wurde automatisch von ${SHOP_NAME} versendet.`,
    unsubscribe: "Vom Newsletter abmelden",
    copyLink: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
  },
};

const COLORS = {
  brand: "#2563eb",
  brandDark: "#1d4ed8",
  brandLight: "#eff6ff",
  text: "#1f2937",
  muted: "#6b7280",
  border: "#e5e7eb",
  page: "#f3f4f6",
};
const FONT = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** The URL when it is an absolute http(s) URL, else undefined (nothing else becomes a link). */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

const paragraphHtml = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

export function renderText(content: MailContent): string {
  const footer = FOOTER[content.locale];
  const parts: string[] = [content.greeting];
  for (const block of content.blocks) {
    if (block.kind === "text") parts.push(block.text);
    else if (block.kind === "button") parts.push(`${block.label}:\n${block.url}`);
    else if (block.kind === "facts") parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join("\n"));
    else {
      parts.push(
        [
          `${block.head.item}:`,
          ...block.rows.map((row) => `  ${row.quantity} × ${row.label}: ${row.total}`),
          "",
          ...block.totals.map((total) => `${total.label}: ${total.amount}`),
        ].join("\n"),
      );
    }
  }
  parts.push(footer.signature);
  const tail = [`-- `, `${SHOP_NAME}${content.shopUrl ? ` · ${content.shopUrl}` : ""}`, footer.note];
  if (content.unsubscribeUrl) tail.push(`${footer.unsubscribe}: ${content.unsubscribeUrl}`);
  parts.push(tail.join("\n"));
  return parts.join("\n\n");
}

function blockHtml(block: MailBlock, locale: MailLocale): string {
  const p = `margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text}`;
  if (block.kind === "text") return `<p style="${p}">${paragraphHtml(block.text)}</p>`;
  if (block.kind === "button") {
    const url = safeUrl(block.url);
    if (!url) return `<p style="${p}">${escapeHtml(block.label)}</p>`;
    const href = escapeHtml(url);
    return [
      `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 16px"><tr><td style="border-radius:6px;background:${COLORS.brand}">`,
      `<a href="${href}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a>`,
      `</td></tr></table>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(FOOTER[locale].copyLink)}<br><a href="${href}" style="color:${COLORS.brandDark};word-break:break-all">${escapeHtml(url)}</a></p>`,
    ].join("");
  }
  const cell = `padding:8px 0;font-size:14px;line-height:1.4;color:${COLORS.text};border-bottom:1px solid ${COLORS.border}`;
  if (block.kind === "facts") {
    const rows = block.rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};text-align:left;font-weight:600;padding-right:24px;vertical-align:top;white-space:nowrap;width:1%">${escapeHtml(label)}</th><td style="${cell}">${paragraphHtml(value)}</td></tr>`,
    );
    return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;border-collapse:collapse">${rows.join("")}</table>`;
  }
  const head = `padding:8px 0;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:${COLORS.muted};border-bottom:2px solid ${COLORS.border}`;
  const rows = block.rows.map(
    (row) =>
      `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td style="${cell};text-align:center;white-space:nowrap">${escapeHtml(row.quantity)}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(row.total)}</td></tr>`,
  );
  const totals = block.totals.map(
    (total) =>
      `<tr><td colspan="2" style="padding:6px 0;font-size:${total.strong ? 16 : 14}px;${total.strong ? "font-weight:700;" : ""}color:${COLORS.text};text-align:right;padding-right:16px">${escapeHtml(total.label)}</td><td style="padding:6px 0;font-size:${total.strong ? 16 : 14}px;${total.strong ? "font-weight:700;" : ""}color:${COLORS.text};text-align:right;white-space:nowrap">${escapeHtml(total.amount)}</td></tr>`,
  );
  return [
    `<table width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 20px;border-collapse:collapse">`,
    `<thead><tr><th scope="col" style="${head};text-align:left">${escapeHtml(block.head.item)}</th><th scope="col" style="${head};text-align:center">${escapeHtml(block.head.quantity)}</th><th scope="col" style="${head};text-align:right">${escapeHtml(block.head.total)}</th></tr></thead>`,
    `<tbody>${rows.join("")}${totals.join("")}</tbody></table>`,
  ].join("");
}

export function renderHtml(content: MailContent, subject: string): string {
  const footer = FOOTER[content.locale];
  const shopUrl = safeUrl(content.shopUrl);
  const name = `<span style="font-size:22px;font-weight:700;letter-spacing:-.01em;color:#ffffff">${escapeHtml(SHOP_NAME)}</span>`;
  const header = shopUrl ? `<a href="${escapeHtml(shopUrl)}" style="text-decoration:none">${name}</a>` : name;
  const unsubscribeUrl = safeUrl(content.unsubscribeUrl);
  const small = `margin:0 0 6px;font-size:12px;line-height:1.5;color:${COLORS.muted}`;
  return [
    `<!DOCTYPE html>`,
    `<html lang="${content.locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT}">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;font-family:${FONT}">`,
    `<tr><td style="background:${COLORS.brand};padding:20px 32px;border-radius:8px 8px 0 0">${header}</td></tr>`,
    `<tr><td style="background:#ffffff;padding:32px;border:1px solid ${COLORS.border};border-top:0;border-radius:0 0 8px 8px">`,
    `<p style="margin:0 0 16px;font-size:16px;font-weight:600;color:${COLORS.text}">${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map((block) => blockHtml(block, content.locale)),
    `<p style="margin:24px 0 0;font-size:15px;line-height:1.6;color:${COLORS.text}">${paragraphHtml(footer.signature)}</p>`,
    `</td></tr>`,
    `<tr><td style="padding:20px 32px;text-align:center">`,
    `<p style="${small}">${escapeHtml(footer.note)}</p>`,
    shopUrl
      ? `<p style="${small}"><a href="${escapeHtml(shopUrl)}" style="color:${COLORS.muted}">${escapeHtml(shopUrl)}</a></p>`
      : "",
    unsubscribeUrl
      ? `<p style="${small}"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.muted}">${escapeHtml(footer.unsubscribe)}</a></p>`
      : "",
    `</td></tr></table>`,
    `</td></tr></table></body></html>`,
  ].join("\n");
}

/** Subject, text and HTML of a mail: what sendMail stores and the delivery worker sends. */
export function renderMail(subject: string, content: MailContent): { subject: string; text: string; html: string } {
  return { subject, text: renderText(content), html: renderHtml(content, subject) };
}
