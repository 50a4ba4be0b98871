import { renderToString } from "react-dom/server";
import {
  createRoutesStub,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  UNSAFE_DataRouterContext as DataRouterContext,
} from "react-router";
import { useContext } from "react";
import { storeApiConfig } from "../.server/config.server";
import { FLASH_COOKIE, readFlash } from "../lib/flash";

/**
 * Route modules under test through React Router's `createRoutesStub`, against a real Store API: our backend as a
 * process of its own on a free 127.0.0.1 port, on a freshly seeded SQLite file (or a PostgreSQL schema with
 * TEST_DATABASE_URL), started once per test file. Nothing is mocked: the loaders and actions send their Store API
 * requests to it as they do in production (STORE_API_URL is read on every call, config.server.ts).
 *
 * The stub's memory router runs the loaders and actions; a small cookie jar stands in for the browser: it sends
 * the cookies the previous answers set (the context token, the flash notice) with every request and keeps what each
 * answer sets, so a test walks a session as a shopper does.
 */

/** What the backend helper (packages/store-api/test/backend-process.ts) exports and the harness uses. */
interface BackendHelper {
  seedStore(prefix: string): Promise<{ env: NodeJS.ProcessEnv; cleanup(): Promise<void> }>;
  startBackend(env: NodeJS.ProcessEnv): Promise<{ url: string; stop(): Promise<void> }>;
}

export interface Backend {
  url: string;
  stop(): Promise<void>;
}

/** Seeds a store and starts a backend on it; STORE_API_URL points the storefront code at it until stop(). */
export async function startStoreBackend(prefix: string): Promise<Backend> {
  // A path the storefront's type check does not follow (the backend's sources are typed by their own package).
  const helperPath = new URL("../../../../packages/store-api/test/backend-process.ts", import.meta.url).pathname;
  const helper = (await import(/* @vite-ignore */ helperPath)) as BackendHelper;
  const store = await helper.seedStore(prefix);
  const backend = await helper.startBackend(store.env);
  const previous = process.env.STORE_API_URL;
  process.env.STORE_API_URL = backend.url;
  return {
    url: backend.url,
    async stop() {
      if (previous === undefined) delete process.env.STORE_API_URL;
      else process.env.STORE_API_URL = previous;
      await backend.stop();
      await store.cleanup();
    },
  };
}

/** The id of a plain product in stock (no variants, not a closeout), as the shop lists it. */
export async function stockedProductId(backend: Backend): Promise<string> {
  const response = await fetch(`${backend.url}/store-api/product`, {
    method: "POST",
    headers: { "content-type": "application/json", "sw-access-key": storeApiConfig().accessKey },
    body: JSON.stringify({
      limit: 1,
      filter: [
        { type: "equals", field: "childCount", value: 0 },
        { type: "range", field: "stock", parameters: { gte: 50 } },
        { type: "equals", field: "isCloseout", value: false },
      ],
    }),
  });
  const body = (await response.json()) as { elements?: { id: string }[] };
  const id = body.elements?.[0]?.id;
  if (!id) throw new Error(`no product in stock: ${JSON.stringify(body)}`);
  return id;
}

/** The notice a redirect left in the jar's flash cookie, or null. */
export async function flashIn(jar: CookieJar) {
  const value = jar.cookies.get(FLASH_COOKIE);
  return value ? readFlash(`${FLASH_COOKIE}=${value}`) : null;
}

/** The storefront URL the seeded sales channel has as its domain (packages/store-api/test/helpers.ts). */
export const STOREFRONT_ORIGIN = "http://localhost:3000";

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;

export interface RouteUnderTest {
  path: string;
  loader?: Loader;
  action?: Action;
}

/** A cookie jar of one browser: name → value, filled from Set-Cookie headers (Max-Age=0 deletes). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Every Set-Cookie of `headers`; returns them as sent. */
  take(headers: Headers | undefined): string[] {
    const set = headers?.getSetCookie() ?? [];
    for (const line of set) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
    return set;
  }
}

/** The headers of what a loader or action answered (a Response, or `data()`'s init), if any. */
export function headersOf(value: unknown): Headers | undefined {
  if (value instanceof Response) return value.headers;
  if (value && typeof value === "object" && "init" in value) {
    const init = (value as { init?: ResponseInit | null }).init;
    return init?.headers ? new Headers(init.headers) : undefined;
  }
  return undefined;
}

/** The router the stub made: its `state` holds the loader data, the action data, errors and the location. */
type StubRouter = NonNullable<React.ContextType<typeof DataRouterContext>>["router"];

let captured: StubRouter | undefined;

/** Every route's element: it hands the stub's router to routeSession (rendered once, synchronously). */
function Capture() {
  captured = useContext(DataRouterContext)?.router;
  return null;
}

export type RouterState = StubRouter["state"];

/**
 * What the action of route `id` answered in `state`, typed as the route module's answer (the router keeps it as
 * unknown); throws when the action did not answer.
 */
export function actionDataOf<T>(state: RouterState, id: string): T {
  const value: unknown = state.actionData?.[id];
  if (value === undefined) throw new Error(`no action data of ${id} at ${state.location.pathname}`);
  // The route module's own answer type: the router stores every route's data as unknown.
  return value as T;
}

/** What the loader of route `id` answered in `state` (see actionDataOf). */
export function loaderDataOf<T>(state: RouterState, id: string): T {
  const value: unknown = state.loaderData[id];
  if (value === undefined)
    throw new Error(`no loader data of ${id} at ${state.location.pathname}: ${JSON.stringify(state.errors)}`);
  // As in actionDataOf.
  return value as T;
}

export interface RouteSession {
  jar: CookieJar;
  router: StubRouter;
  /** Every Set-Cookie header the session received, newest last. */
  setCookies: string[];
  /** Navigates (GET) to `to` and resolves once the router is idle. */
  visit(to: string): Promise<StubRouter["state"]>;
  /** Submits `form` as a POST to `to` (as a form without JavaScript does) and resolves once the router is idle. */
  submit(to: string, form: Record<string, string>): Promise<StubRouter["state"]>;
}

/**
 * A stub of `routes` (plus a catch-all so that a redirect to a page outside them lands somewhere) for one shopper,
 * with `headers` sent on every request (e.g. a Referer).
 */
export async function routeSession(
  routes: RouteUnderTest[],
  headers: Record<string, string> = {},
): Promise<RouteSession> {
  const jar = new CookieJar();
  const setCookies: string[] = [];
  const withJar =
    <A extends { request: Request }>(handler: (args: A) => unknown) =>
    async (args: A) => {
      // On the storefront origin the backend's sales channel knows (its seeded domain), as a browser would be.
      const url = new URL(args.request.url);
      const request = new Request(new URL(`${url.pathname}${url.search}`, STOREFRONT_ORIGIN), args.request);
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      if (jar.cookies.size) request.headers.set("cookie", jar.header());
      try {
        const result = await handler({ ...args, request });
        setCookies.push(...jar.take(headersOf(result)));
        return result;
      } catch (thrown) {
        setCookies.push(...jar.take(headersOf(thrown)));
        throw thrown;
      }
    };
  const Stub = createRoutesStub([
    ...routes.map((route) => ({
      path: route.path,
      Component: Capture,
      HydrateFallback: Capture,
      ErrorBoundary: Capture,
      id: route.path,
      loader: route.loader && withJar(route.loader),
      action: route.action && withJar(route.action),
    })),
    { path: "*", Component: Capture, HydrateFallback: Capture },
  ]);
  captured = undefined;
  renderToString(<Stub initialEntries={["/__start"]} />);
  const stub = captured as StubRouter | undefined;
  if (!stub) throw new Error("the routes stub rendered no router");
  const idle = () =>
    new Promise<StubRouter["state"]>((resolve) => {
      let unsubscribe: (() => void) | undefined;
      let done = false;
      const check = () => {
        if (done || stub.state.navigation.state !== "idle" || !stub.state.initialized) return;
        done = true;
        unsubscribe?.();
        resolve(stub.state);
      };
      unsubscribe = stub.subscribe(check);
      if (done) unsubscribe();
      check();
    });
  await idle();
  return {
    jar,
    router: stub,
    setCookies,
    async visit(to) {
      await stub.navigate(to);
      return idle();
    },
    async submit(to, form) {
      // The notice of an earlier answer was shown by the page that followed it (the root loader clears it).
      jar.cookies.delete(FLASH_COOKIE);
      const body = new FormData();
      for (const [name, value] of Object.entries(form)) body.append(name, value);
      await stub.navigate(to, { formMethod: "post", formData: body });
      return idle();
    },
  };
}
