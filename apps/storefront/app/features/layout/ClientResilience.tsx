import { useEffect, useRef, useState } from "react";
import { createPath, type Path, useLocation, useNavigation } from "react-router";
import { localeFromPath } from "../../lib/i18n";
import { isPlainClick } from "../../lib/plain-click";
import "../../lib/live-router";
import { t } from "./messages";
import { CHUNK_RELOAD_GUARD_MS, chunkReloadKey, shouldReloadForChunkError } from "./reload-guard";
import {
  BUILD_CHECK_DELAY_MS,
  BUILD_CHECK_INTERVAL_MS,
  createPrefetchQueue,
  formTarget,
  isChunkLoadError,
  isNewBuild,
  prefetchDataUrl,
} from "./resilience";

/** The part of the Navigation API (not yet in TypeScript's DOM library) that catches a scripted reload. */
interface NavigateEventLike extends Event {
  navigationType: "push" | "replace" | "reload" | "traverse";
}
interface NavigationLike {
  addEventListener(type: "navigate", listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: "navigate", listener: (event: NavigateEventLike) => void): void;
}

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
    /** The Navigation API: absent in browsers without it. */
    navigation?: NavigationLike;
  }
}

function currentPath(): string {
  return location.pathname + location.search + location.hash;
}

/** Where a pending navigation goes, if a full load can repeat it (GET); null when idle or for other methods. */
function navigationTarget(navigation: { state: string; location?: Path; formMethod?: string }): string | null {
  const method = navigation.formMethod?.toLowerCase();
  return navigation.state !== "idle" && navigation.location && (!method || method === "get")
    ? createPath(navigation.location)
    : null;
}

/**
 * Prefetches a catalogue link's page data on intent (hover, focus, touch), at most 4 at once. Only on intent: links
 * prefetched as they scrolled into view ran a page loader for every catalogue link a view showed (4 on the home page, 7
 * on a category, 4 on a product, 5 on a search), multiplying the backend's load for every shopper with JavaScript to
 * guess the one link followed; a pointer on a link precedes its click by a few hundred milliseconds and costs one.
 */
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
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const url = anchor && prefetchDataUrl(anchor.getAttribute("href") ?? "", location.origin);
    if (url) queue.add(url);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  document.addEventListener("touchstart", onIntent, { passive: true });
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
    document.removeEventListener("touchstart", onIntent);
  };
}

/**
 * Client-side safety nets from the spec: when a code chunk fails to load, load the page the shopper was going to
 * (at most once per path within 10 s, then say so); notice new deployments (the next navigation then loads the
 * whole page); prefetch catalogue links.
 *
 * React Router itself answers a route module that fails to import with `location.reload()` while the URL is still
 * the page being left (react-router lib/dom/ssr/routeModules.ts, loadRouteModule), which would lose the click. That
 * scripted reload is caught with the Navigation API's navigate event and replaced by a full load of the target.
 * The target is the router's pending navigation (a fetcher's failure has none: the current page loads again);
 * should the router not be reachable, React's view of the navigation or the link or form the shopper just used.
 */
export function ClientResilience() {
  const { pathname, key } = useLocation();
  const navigation = useNavigation();
  const locale = localeFromPath(pathname);
  const [failedTarget, setFailedTarget] = useState<string | null>(null);
  // The router's pending navigation (GET only: a full load cannot repeat a POST, so those end on the current page).
  const pending = useRef<string | null>(null);
  // The same-origin link or form the shopper used last; forgotten once a navigation completes.
  const intent = useRef<{ href: string; at: number } | null>(null);

  useEffect(() => {
    pending.current = navigationTarget(navigation);
  }, [navigation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key (a completed navigation) resets the intent and the failed target
  useEffect(() => {
    intent.current = null;
    setFailedTarget(null);
  }, [key]);

  useEffect(() => {
    // Set while this page hands over to a full load: its own reload, or (assigning) the load of another page.
    let forcing: "reload" | "assign" | null = null;
    /** Loads `target` (default: the current page) as a whole document, once per path within 10 s; else shows the error. */
    const recover = (target: string | null) => {
      const destination = target ?? currentPath();
      const guard = chunkReloadKey(destination, location.href);
      try {
        if (!shouldReloadForChunkError(sessionStorage.getItem(guard), Date.now())) {
          setFailedTarget(destination);
          return;
        }
        sessionStorage.setItem(guard, String(Date.now()));
      } catch {
        // Without sessionStorage there is no guard against a reload loop: better say so than reload.
        setFailedTarget(destination);
        return;
      }
      forcing = destination === currentPath() ? "reload" : "assign";
      if (forcing === "reload") location.reload();
      else location.assign(destination);
    };
    const pendingTarget = () => {
      const router = window.__reactRouterDataRouter;
      if (router) return navigationTarget(router.state.navigation);
      return (
        pending.current ??
        (intent.current && Date.now() - intent.current.at < CHUNK_RELOAD_GUARD_MS ? intent.current.href : null)
      );
    };

    const onPreloadError = (event: Event) => {
      event.preventDefault();
      recover(pendingTarget());
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (isChunkLoadError(reason instanceof Error ? reason.message : String(reason))) recover(pendingTarget());
    };
    // React Router's reload of the page being left: a scripted reload while a navigation to elsewhere is pending.
    const onNavigate = (event: NavigateEventLike) => {
      if (event.navigationType !== "reload" || !event.cancelable || forcing === "reload") return;
      // The router may import the module again and reload again: that would cancel the load of the target.
      if (forcing === "assign") return event.preventDefault();
      const target = pendingTarget();
      if (!target) return;
      event.preventDefault();
      recover(target);
    };
    const navigationApi = window.navigation;
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    navigationApi?.addEventListener("navigate", onNavigate);

    let outdated = false;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!anchor || (anchor.getAttribute("target") ?? "_self") !== "_self" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.getAttribute("href") ?? "", location.href);
      if (url.origin !== location.origin) return;
      intent.current = { href: url.pathname + url.search + url.hash, at: Date.now() };
      // Hide the click from the router so the browser follows the link: a full load of the new build.
      if (outdated) event.stopPropagation();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      const submitter = event.submitter;
      const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? "";
      const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
      const href = formTarget(action, method, new FormData(form, submitter), location.href);
      intent.current = href ? { href, at: Date.now() } : null;
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
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
      navigationApi?.removeEventListener("navigate", onNavigate);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
      clearTimeout(first);
      clearInterval(interval);
      stopPrefetching();
    };
  }, []);

  if (!failedTarget) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 shadow-lg"
    >
      <p>{t(locale.code, "chunkError")}</p>
      {/* A plain link: the browser loads the page as a whole document once more. */}
      <a href={failedTarget} className="font-semibold underline">
        {t(locale.code, "chunkRetry")}
      </a>
    </div>
  );
}
