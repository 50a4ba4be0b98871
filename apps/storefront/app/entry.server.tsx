// React Router's default Node server entry (streaming; bots and SPA mode wait for all content),
// plus the CSP nonce of server/app.mjs on every inline script React Router and React emit.
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
// Registers every locale's catalogue: the server renders them all.
import "./lib/catalogues.server";
import { CoalescingStream } from "./lib/coalescing-stream.server";
import { NonceContext } from "./lib/csp-nonce";
import { cataloguePartPreloads, routeScripts } from "./lib/catalogue-assets.server";
import { errorPagePreloads } from "./features/layout/error-page-assets.server";
import { CataloguePreloadsContext, RouteScriptsContext } from "./lib/catalogue-preloads";
import { localeFromPath } from "./lib/i18n";
import { headRewriter, stylesheetLinkHeader } from "./lib/head-preloads.server";
import { compactRouterScriptChunk } from "./lib/router-scripts.server";
import { requestInfo } from "./lib/security-request.server";

// For server/app.mjs (and its page cache), which reach them as build.entry.module.*.
export { runWithRequestInfo } from "./lib/security-request.server";
export { serverHooks } from "./lib/security.server";
export { pageStateHooks } from "./.server/page-state.server";
export { checkPageState } from "./.server/shop.server";
export { pageVaryValue } from "./lib/locale-cookie";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = requestInfo()?.nonce;
  // The stylesheet, the page's one render-blocking request, is preloaded by a header (lib/head-preloads.server.ts).
  const stylesheets = stylesheetLinkHeader(routerContext);
  if (stylesheets) responseHeaders.append("Link", stylesheets);
  // The catalogue parts the page's route modules load before hydration (lib/messages.ts): preloaded, not chained.
  const scripts = new Set(routeScripts(routerContext));
  const { languageCode } = localeFromPath(new URL(request.url).pathname);
  // An error page's chunk (features/layout/error-page-lazy.tsx) joins them when the page shows one.
  const catalogueParts = [
    ...cataloguePartPreloads(scripts, languageCode),
    ...(routerContext.staticHandlerContext.errors ? errorPagePreloads(languageCode) : []),
  ];

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode get the whole document at once (React's advice for crawlers).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <CataloguePreloadsContext.Provider value={catalogueParts}>
          <RouteScriptsContext.Provider value={scripts}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RouteScriptsContext.Provider>
        </CataloguePreloadsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Completed Suspense boundaries stay inline: React outlines a large one into hidden HTML that only a script
        // reveals, and a browser without JavaScript would never show it (page content hydrated on first use sits in a
        // boundary, features/page-kinds/KindIsland.tsx).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React's 4 KB writes leave once per flush() it calls (issue 15: fewer trips through compression).
          // The head's script preloads are marked low priority (lib/head-preloads.server.ts, issue 15), and React
          // Router's inline scripts are written compact (lib/router-scripts.server.ts).
          const head = headRewriter();
          const body = new CoalescingStream(
            undefined,
            () => {
              // Clear the timeout so the closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            (chunk) => compactRouterScriptChunk(head(chunk)),
          );
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell are logged by handleDocumentRequest; log only the streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
