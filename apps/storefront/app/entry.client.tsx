import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentShowsErrorPage, loadErrorPage } from "./features/layout/error-page-lazy";
import { chunkReloadKey, shouldReloadForChunkError } from "./features/layout/reload-guard";
import { documentPageKind, loadPageKind } from "./features/page-kinds/page-kinds";
import { loadCatalogue } from "./lib/messages";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * React Router's default client entry, but what the first render needs and the entry does not bundle is loaded first:
 * the message catalogue of the document's locale (`<html lang>`, see lib/messages.ts), a catch-all page's kind
 * (product, category, …) and an error page (features/layout/error-page-lazy.tsx), whose chunks are lazily imported. Hydrating without the catalogue would throw, without the
 * kind's or error page's chunk the page would suspend. The server preloads
 * those chunks, so this waits for nothing the entry would not. Should either fail to load, the page loads again (once per path within 10 s, as for any chunk, see
 * ClientResilience); after that it stays as the server rendered it, which works without JavaScript.
 */
const kind = documentPageKind(document);
Promise.all([
  loadCatalogue(document.documentElement.lang),
  kind ? loadPageKind(kind) : undefined,
  documentShowsErrorPage(document) ? loadErrorPage() : undefined,
]).then(hydrate, () => {
  try {
    const guard = chunkReloadKey(location.href, location.href);
    if (!shouldReloadForChunkError(sessionStorage.getItem(guard), Date.now())) return;
    sessionStorage.setItem(guard, String(Date.now()));
    location.reload();
  } catch {
    // Without sessionStorage no guard against a reload loop: the server-rendered page it is.
  }
});
