import {
  createContext,
  isValidElement,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  use,
} from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { loadNow, markFailed, markHydrated, whenUsed } from "./deferred-hydration";
import { loadPageKind, type PageKind, type PageKindModule as KindModule } from "./page-kinds";

/** True inside page content whose hydration waits for its first use (KindIsland). */
const DeferredKindContext = createContext(false);

const deferredModules = new Map<PageKind, Promise<unknown>>();

/** The kind's module once the content is first used; a chunk that fails leaves the server's HTML to the browser. */
function deferredPageKind<K extends PageKind>(kind: K): Promise<KindModule<K>> {
  let known = deferredModules.get(kind) as Promise<KindModule<K>> | undefined;
  if (!known) {
    known = whenUsed(kind)
      .then(() => loadPageKind(kind))
      .catch(() => {
        markFailed(kind);
        return new Promise<never>(() => {});
      });
    deferredModules.set(kind, known);
  }
  return known;
}

/**
 * The kind's module for rendering (page-kinds.ts' pageKindModule): at once when it is loaded (always on the server,
 * whose loader awaited it), otherwise React suspends; a navigation is a transition, so the page being left stays until
 * it is in. Inside content hydrated on first use, the module loads on that use.
 */
export function kindModule<K extends PageKind>(kind: K): KindModule<K> {
  const deferred = typeof window !== "undefined" && use(DeferredKindContext);
  return use(deferred ? deferredPageKind(kind) : loadPageKind(kind));
}

const subscribeNothing = () => () => {};

/**
 * Renders nothing; marks the content hydrated once it has hydrated and the updates its first effects asked for are
 * in (a form's js field, which useHydrated renders once hydrated): a held click replayed before those would post the
 * form as without JavaScript. Its own update comes from a passive effect, which runs after the content's.
 */
function HydrationMark({ kind }: { kind: PageKind }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useLayoutEffect(() => {
    if (settled) markHydrated(kind);
  }, [kind, settled]);
  return null;
}

/**
 * A page kind's content (the catch-all and home routes' `children`), hydrated on first use (deferred-hydration.ts):
 * the kind's chunk is not part of the first load. The server renders it whole and inline (entry.server.tsx: no
 * outlined boundaries), inside a Suspense boundary that in the browser keeps the server's HTML until the chunk is in.
 * A page a client-side navigation opens is not hydrated: it waits for its chunk as before, without a boundary (the
 * page being left stays until the new one is ready).
 */
export function KindIsland({
  kind,
  now = false,
  children,
}: {
  kind: PageKind;
  /**
   * Hydrate at once after all: true (e.g. an answer to a form posted without JavaScript, whose error summary takes the
   * focus), or a test run in the browser once the page has hydrated (e.g. a wishlist whose hearts the content shows).
   */
  now?: boolean | (() => boolean);
  children: ReactNode;
}) {
  // True while hydrating (React uses the server snapshot then), false in a client render.
  const hydrating = useSyncExternalStore(subscribeNothing, clientSnapshot, serverSnapshot);
  const [deferred] = useState(hydrating);
  // Every change of the router's state reaches the content (its links and fetchers read it); React can apply it only
  // to hydrated content, so any router activity, like a change of the content's props, loads the chunk now.
  const routerState = use(UNSAFE_DataRouterStateContext);
  const first = useRef({ routerState, children });
  if (!deferred) use(loadPageKind(kind));
  else if (
    !hydrating &&
    (changed(routerState, first.current.routerState) || changedElement(children, first.current.children))
  )
    loadNow(kind);
  useLayoutEffect(() => {
    if (!deferred) return markHydrated(kind);
    void whenUsed(kind);
    if (typeof now === "function" ? now() : now) loadNow(kind);
  }, [deferred, kind, now]);
  return useMemo(
    () =>
      deferred ? (
        <DeferredKindContext.Provider value={true}>
          <Suspense fallback={null}>
            {children}
            <HydrationMark kind={kind} />
          </Suspense>
        </DeferredKindContext.Provider>
      ) : (
        children
      ),
    [children, deferred, kind],
  );
}

/**
 * Whether two objects differ in a property. React Router hands out a new state object for the same state when it
 * learns routes (lazy route discovery after hydration): React holds that update back until the content hydrates, which
 * is harmless; a real change (a navigation, a fetcher) loads the content now.
 */
function changed(a: object | null, b: object | null): boolean {
  if (a === b) return false;
  if (!a || !b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length !== Object.keys(right).length || keys.some((key) => !Object.is(left[key], right[key]));
}

/** Whether a re-rendered content element differs from the first one in its type or a prop. */
function changedElement(a: ReactNode, b: ReactNode): boolean {
  if (!isValidElement(a) || !isValidElement(b)) return a !== b;
  return a.type !== b.type || changed(a.props as object, b.props as object);
}

const clientSnapshot = () => false;
const serverSnapshot = () => true;
