import { createHash } from "node:crypto";

/**
 * The DemoPay page: a stand-in for an external payment provider, served by the backend. Plain HTML forms (no
 * JavaScript) post the payer's decision to the shop's finalize URL, as a provider's return redirect would.
 */

export type PageLanguage = "en" | "pl" | "de";

const TEXT = {
  en: {
    lang: "en",
    heading: "Confirm your payment",
    order: "Order",
    amount: "Amount",
    approve: "Approve payment",
    decline: "Decline payment",
    cancel: "Cancel and return to the shop",
    note: "This is a demo payment provider: no money is moved.",
    gone: "This payment link is no longer valid.",
  },
  pl: {
    lang: "pl",
    heading: "Potwierdź płatność",
    order: "Zamówienie",
    amount: "Kwota",
    approve: "Zatwierdź płatność",
    decline: "Odrzuć płatność",
    cancel: "Anuluj i wróć do sklepu",
    note: "To demonstracyjny operator płatności: żadne pieniądze nie są przesyłane.",
    gone: "Ten link do płatności jest już nieważny.",
  },
  de: {
    lang: "de",
    heading: "Zahlung bestätigen",
    order: "Bestellung",
    amount: "Betrag",
    approve: "Zahlung bestätigen",
    decline: "Zahlung ablehnen",
    cancel: "Abbrechen und zurück zum Shop",
    note: "Dies ist ein Demo-Zahlungsanbieter: Es wird kein Geld bewegt.",
    gone: "Dieser Zahlungslink ist nicht mehr gültig.",
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .25rem}.brand{font-weight:700;color:#3730a3;letter-spacing:.04em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-direction:column;gap:.75rem}button{font:inherit;width:100%;padding:.8rem;border-radius:.5rem;border:2px solid #3730a3;cursor:pointer}
.approve{background:#3730a3;color:#fff}.decline{background:#fff;color:#3730a3}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#3730a3}.note{font-size:.875rem;color:#4b5563;margin-top:1.5rem}`;

function layout(language: PageLanguage, body: string): string {
  return `<!doctype html>
<html lang="${TEXT[language].lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>DemoPay</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export interface GatewayPageInput {
  language: PageLanguage;
  orderNumber: string;
  /** Already formatted in the order's currency and language. */
  amount: string;
  /** The finalize URL the forms post to (carries the payment token). */
  finalizeUrl: string;
}

export function gatewayPage(input: GatewayPageInput): string {
  const t = TEXT[input.language];
  const action = escapeHtml(input.finalizeUrl);
  const form = (decision: string, label: string, className: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><button type="submit" class="${className}">${escapeHtml(label)}</button></form>`;
  return layout(
    input.language,
    `<p class="brand">DemoPay</p>
<h1>${escapeHtml(t.heading)}</h1>
<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(input.orderNumber)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(input.amount)}</dd></dl>
<div class="actions">${form("approve", t.approve, "approve")}${form("decline", t.decline, "decline")}</div>
<p><a href="${action}&amp;decision=cancel">${escapeHtml(t.cancel)}</a></p>
<p class="note">${escapeHtml(t.note)}</p>`,
  );
}

export function gonePage(language: PageLanguage): string {
  const t = TEXT[language];
  return layout(language, `<p class="brand">DemoPay</p><h1>${escapeHtml(t.gone)}</h1>`);
}

/** The one inline style block, allowed by its hash rather than 'unsafe-inline' (an injected style would not match). */
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** The page's CSP: nothing but its own inline style; forms may only go to the shop and the redirect targets. */
export function gatewayCsp(formTargets: string[]): string {
  const targets = [...new Set(formTargets)].join(" ");
  return `default-src 'none'; style-src ${STYLE_HASH}; img-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${targets ? ` ${targets}` : ""}`;
}
