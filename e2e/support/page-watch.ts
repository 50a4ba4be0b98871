import type { Page } from "@playwright/test";

/** The same-origin JavaScript files the page requests from now on (script tags, module preloads, imports). */
export function scriptRequests(page: Page): Set<string> {
  const files = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) files.add(url.pathname);
  });
  return files;
}

/** Console errors and uncaught exceptions (hydration mismatches are reported as console errors). */
export function errors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(message.text());
  });
  page.on("pageerror", (error) => seen.push(error.message));
  return seen;
}
