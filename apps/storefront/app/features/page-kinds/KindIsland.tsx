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
import { trackLoad, type Tracked } from "../../lib/tracked-load";
import { loadNow, markFailed, markHydrated, whenUsed } from "./deferred-hydration";
import { loadPageKind, type PageKind, type PageKindModule as KindModule } from "./page-kinds";
import { isRecord } from "../../lib/unknown";

/** True inside page content whose hydration waits for its first use (KindIsland). */
const DeferredKindContext = createContext(false);

/** Content loaded from a chunk of its own: a page kind's (page-kinds.ts) or a route's (lazyContent). */
interface IslandContent<M> {
  /** The island's name (its root's data-island). */
  name: string;
  /** Loads the content's module once; at once when it is loaded (a Tracked promise). */
  load(): Promise<M>;
}

const deferredModules = new Map<string, Promise<unknown>>();

/** The content's module once it is first used; a chunk that fails leaves the server's HTML to the browser. */
function deferredModule<M>(content: IslandContent<M>): Promise<M> {
  // The cast: each island name is only ever loaded by its own content's load(), so its module is this M.
  let known = deferredModules.get(content.name) as Promise<M> | undefined;
  if (!known) {
    known = whenUsed(content.name)
      .then(() => content.load())
      .catch(() => {
        markFailed(content.name);
        return new Promise<never>(() => {});
      });
    deferredModules.set(content.name, known);
  }
  return known;
}

/** The content's module for rendering: see kindModule. */
function islandModule<M>(content: IslandContent<M>): M {
  const deferred = typeof window !== "undefined" && use(DeferredKindContext);
  return use(deferred ? deferredModule(content) : content.load());
}

const pageKindContent = <K extends PageKind>(kind: K): IslandContent<KindModule<K>> => ({
  name: kind,
  load: () => loadPageKind(kind),
});

/**
 * A route's content in a chunk of its own (`importer`, a dynamic import of a module whose default export it is), for
 * ContentIsland; the route's loader awaits its load(), so the server renders it at once. Kept out of page-kinds.ts,
 * whose every import() (with its list of chunks to preload) every page's first load carries.
 */
export function lazyContent<P>(
  name: string,
  importer: () => Promise<{ default: (props: P) => ReactNode } | undefined>,
): IslandContent<{ default: (props: P) => ReactNode }> {
  let loading: Tracked<{ default: (props: P) => ReactNode }> | undefined;
  return {
    name,
    load: () => {
      loading ??= trackLoad(importer(), () => {
        loading = undefined;
      });
      return loading;
    },
  };
}

/**
 * The kind's module for rendering (page-kinds.ts' pageKindModule): at once when it is loaded (always on the server,
 * whose loader awaited it), otherwise React suspends; a navigation is a transition, so the page being left stays until
 * it is in. Inside content hydrated on first use, the module loads on that use.
 */
export function kindModule<K extends PageKind>(kind: K): KindModule<K> {
  return islandModule(pageKindContent(kind));
}

const subscribeNothing = () => () => {};

/**
 * Renders nothing; marks the content hydrated once it has hydrated and the updates its first effects asked for are
 * in (a form's js field, which useHydrated renders once hydrated): a held click replayed before those would post the
 * form as without JavaScript. Its own update comes from a passive effect, which runs after the content's.
 */
function HydrationMark({ kind }: { kind: string }) {
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
export function KindIsland({ kind, ...rest }: { kind: PageKind } & Omit<IslandProps, "content">) {
  return <Island content={pageKindContent(kind)} {...rest} />;
}

interface IslandProps {
  content: IslandContent<unknown>;
  /**
   * Hydrate at once after all: true (e.g. an answer to a form posted without JavaScript, whose error summary takes the
   * focus), or a test run in the browser once the page has hydrated (e.g. a wishlist whose hearts the content shows).
   */
  now?: boolean | (() => boolean);
  children: ReactNode;
}

function Island({ content, now = false, children }: IslandProps) {
  const kind = content.name;
  // True while hydrating (React uses the server snapshot then), false in a client render.
  const hydrating = useSyncExternalStore(subscribeNothing, clientSnapshot, serverSnapshot);
  const [deferred] = useState(hydrating);
  // Every change of the router's state reaches the content (its links and fetchers read it); React can apply it only
  // to hydrated content, so any router activity, like a change of the content's props, loads the chunk now.
  const routerState = use(UNSAFE_DataRouterStateContext);
  const first = useRef({ routerState, children });
  if (!deferred) use(content.load());
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
function changed(a: unknown, b: unknown): boolean {
  if (a === b) return false;
  if (!isRecord(a) || !isRecord(b)) return true;
  const keys = Object.keys(a);
  return keys.length !== Object.keys(b).length || keys.some((key) => !Object.is(a[key], b[key]));
}

/** Whether a re-rendered content element differs from the first one in its type or a prop. */
function changedElement(a: ReactNode, b: ReactNode): boolean {
  if (!isValidElement(a) || !isValidElement(b)) return a !== b;
  return a.type !== b.type || changed(a.props, b.props);
}

const clientSnapshot = () => false;
const serverSnapshot = () => true;

/**
 * A route's content in a chunk of its own (lazyContent), hydrated on first use as KindIsland's: the module's default
 * export, rendered with `props` inside the island's root (`display: contents`, so the page's layout does not see it).
 * `now` as KindIsland's.
 */
export function ContentIsland<P extends object>({
  content,
  props,
  now,
}: {
  content: IslandContent<{ default: (props: P) => ReactNode }>;
  props: P;
  now?: boolean | (() => boolean);
}) {
  return (
    <div data-island={content.name} className="contents">
      <Island content={content} now={now}>
        {/* Spread: Island compares the content's props one by one (a re-render with the same data loads nothing). */}
        <LazyContentView content={content} {...props} />
      </Island>
    </div>
  );
}

function LazyContentView<P extends object>({
  content,
  ...props
}: { content: IslandContent<{ default: (props: P) => ReactNode }> } & P) {
  const { default: Content } = islandModule(content);
  // The rest of LazyContentView's props are the P that ContentIsland spread into it.
  return <Content {...(props as unknown as P)} />;
}
