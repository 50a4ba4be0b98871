import { localeFromPath, localizePath } from "./i18n";
import { translate } from "./messages";
import { crossOriginRefusal } from "./security-origin";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The 403 page for a refused cross-origin write, in the language of the path's locale. Plain HTML
 * without scripts or styles: it is sent before React Router runs (its own origin check would
 * answer an untranslated 400 "Bad Request", and none for resource routes).
 */
export function forbiddenPage(pathname: string): string {
  const locale = localeFromPath(pathname);
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale.code, key));
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(locale.languageCode)}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>403 ${t("errorTitle")}</title></head>`,
    `<body><main id="main"><h1>403</h1><p>${t("forbidden")}</p>`,
    `<p><a href="${escapeHtml(localizePath("/", locale))}">${t("errorBackHome")}</a></p></main></body></html>`,
  ].join("\n");
}

/**
 * What the storefront server (server/app.mjs) takes from the app build, as
 * `build.entry.module.serverHooks`: logic written and tested here in TypeScript, bundled with the app.
 */
export const serverHooks = { crossOriginRefusal, forbiddenPage };
export type ServerHooks = typeof serverHooks;
