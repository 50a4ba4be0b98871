import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

function Nothing(): null {
  return null;
}

/**
 * A component that only acts in the browser once the page runs (listeners, timers, a notice it may show later) and
 * renders nothing on the server, imported when it is first rendered (inside AfterHydration), so no page's first-load
 * JavaScript carries it (issue 15). A failed import leaves it out rather than failing the page: it is an extra, and
 * the page works without it.
 */
export function lazyExtra<Props extends object>(
  load: () => Promise<ComponentType<Props> | undefined>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load().then(
      // Vite's preload helper resolves with nothing when a `vite:preloadError` listener took a failure over.
      (component) => ({ default: component ?? Nothing }),
      () => ({ default: Nothing }),
    ),
  );
}

/** Renders its children (lazyExtra components) only once the page has hydrated: nothing on the server. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
