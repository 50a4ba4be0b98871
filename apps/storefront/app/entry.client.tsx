import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { chunkReloadKey, shouldReloadForChunkError } from "./features/layout/resilience";
import { documentPageKind, loadPageKind } from "./features/page-kinds/page-kinds";

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
 * React Router's default client entry, but a catch-all page's kind (product, category, …) is loaded first: its chunk
 * is lazily imported, and hydrating without it would suspend the page. The server preloads the chunk, so this waits
 * for nothing the entry would not. Should it fail to load, the page loads again (once per path within 10 s, as for
 * any chunk, see ClientResilience); after that it stays as the server rendered it, which works without JavaScript.
 */
const kind = documentPageKind(document);
if (!kind) hydrate();
else
  loadPageKind(kind).then(hydrate, () => {
    try {
      const guard = chunkReloadKey(location.href, location.href);
      if (!shouldReloadForChunkError(sessionStorage.getItem(guard), Date.now())) return;
      sessionStorage.setItem(guard, String(Date.now()));
      location.reload();
    } catch {
      // Without sessionStorage no guard against a reload loop: the server-rendered page it is.
    }
  });
