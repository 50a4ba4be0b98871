import { useEffect } from "react";
import {
  BUILD_CHECK_DELAY_MS,
  BUILD_CHECK_INTERVAL_MS,
  CHUNK_RELOAD_KEY_PREFIX,
  createPrefetchQueue,
  isChunkLoadError,
  isNewBuild,
  prefetchDataUrl,
  shouldReloadForChunkError,
} from "./resilience";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

function reloadOnceForChunkError() {
  const key = CHUNK_RELOAD_KEY_PREFIX + location.pathname;
  try {
    if (!shouldReloadForChunkError(sessionStorage.getItem(key), Date.now())) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Without sessionStorage there is no guard against a reload loop: better not reload at all.
    return;
  }
  location.reload();
}

/** Prefetches catalogue links on intent (hover, focus, touch) and when they scroll into view; at most 4 at once. */
function startPrefetching(): () => void {
  const queue = createPrefetchQueue(
    (url) =>
      new Promise<void>((resolve) => {
        const link = document.createElement("link");
        link.rel = "prefetch";
        link.as = "fetch";
        link.href = url;
        link.onload = link.onerror = () => resolve();
        document.head.appendChild(link);
      }),
  );
  const prefetch = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest("a[href]") : null;
    const url = anchor && prefetchDataUrl(anchor.getAttribute("href") ?? "", location.origin);
    if (url) queue.add(url);
  };
  const onIntent = (event: Event) => prefetch(event.target);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetch(entry.target);
    }
  });
  const observeAll = () => document.querySelectorAll("main a[href]").forEach((anchor) => observer.observe(anchor));
  observeAll();
  // Pages change without reloads: watch for new links after client navigations.
  const mutations = new MutationObserver(observeAll);
  mutations.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  document.addEventListener("touchstart", onIntent, { passive: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
    document.removeEventListener("touchstart", onIntent);
  };
}

/**
 * Client-side safety nets from the spec: reload once when a code chunk fails to load, notice new
 * deployments (the next navigation then loads the whole page), and prefetch catalogue links.
 */
export function ClientResilience() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnceForChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (isChunkLoadError(reason instanceof Error ? reason.message : String(reason))) reloadOnceForChunkError();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);

    let outdated = false;
    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!anchor || anchor.getAttribute("target") === "_blank" || new URL(anchor.getAttribute("href") ?? "", location.href).origin !== location.origin) return;
      // Hide the click from the router so the browser follows the link: a full load of the new build.
      event.stopPropagation();
    };
    window.addEventListener("click", onClick, true);

    const check = async () => {
      try {
        const response = await fetch("/build-meta.json", { cache: "no-store" });
        if (response.ok && isNewBuild(window.__reactRouterManifest?.version, await response.json())) outdated = true;
      } catch {
        // Offline or restarting: try again at the next tick.
      }
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void check();
      interval = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    }, BUILD_CHECK_DELAY_MS);

    const stopPrefetching = startPrefetching();
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("click", onClick, true);
      clearTimeout(first);
      clearInterval(interval);
      stopPrefetching();
    };
  }, []);
  return null;
}
