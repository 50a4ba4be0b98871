import type { APIRequestContext, APIResponse, BrowserContext } from "@playwright/test";

/**
 * Every Store API call a test makes itself goes through `storeApiFetch` (tests/store-api-connections.spec.ts checks
 * that no other source names the Store API's URL or access key): the sales channel's key, JSON, a connection of its
 * own, and the session's context token when there is one.
 */
const ACCESS_KEY = process.env.STORE_API_ACCESS_KEY || "SWSCZHJLBXBTWGHQTKVXM1ZRNQ";

/** The name of the cookie and of the header that carry a session's context token. */
export const CONTEXT_TOKEN = "sw-context-token";

/**
 * The header every Store API call a test makes itself carries: a connection of its own, closed after the answer.
 * Playwright's request client keeps connections open but does not read the backend's `Keep-Alive: timeout=5`, and it
 * does not send a request again that a reused connection lost. A call made on a connection idle for about 5 s (a
 * browser step between two calls) raced the backend closing it and failed with ECONNRESET (POST /store-api/order in
 * the CI runs of d45d17b and f39a04a). Browsers resend such a request; the storefront's fetch (undici) stops reusing a
 * connection before the server's timeout.
 */
export const OWN_CONNECTION = { connection: "close" } as const;

interface Category {
  id: string;
  type?: string;
  name?: string;
  translated?: { name?: string };
}

interface Context {
  salesChannel: { name?: string; translated?: { name?: string } };
}

function storeApiUrl(): string {
  const url = process.env.E2E_STORE_API_URL;
  if (!url) throw new Error("E2E_STORE_API_URL is not set: the global setup did not run");
  return `${url}/store-api`;
}

export interface StoreApiCall {
  /** POST unless said. */
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** The JSON body; none when left out. */
  body?: unknown;
  /** The session's context token. */
  token?: string;
  /** More headers (a language id, a forwarded address). */
  headers?: Record<string, string>;
}

/** One Store API request of a test (`path` after /store-api, with its query), answered as Playwright's response. */
export function storeApiFetch(
  request: APIRequestContext,
  path: string,
  { method = "POST", body, token, headers = {} }: StoreApiCall = {},
): Promise<APIResponse> {
  return request.fetch(`${storeApiUrl()}${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
    headers: {
      "sw-access-key": ACCESS_KEY,
      accept: "application/json",
      ...OWN_CONNECTION,
      ...(token ? { [CONTEXT_TOKEN]: token } : {}),
      ...headers,
    },
  });
}

/** One POST to the Store API as `token`'s session: its status, JSON body and the context token it answered with. */
export async function storeApiPost<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; data: T; token: string | null; text: string }> {
  const response = await storeApiFetch(request, path, { body, token });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (an empty 204, a proxy's error page): the status and text say what happened.
  }
  return { status: response.status(), data: data as T, token: response.headers()[CONTEXT_TOKEN] ?? null, text };
}

/** The context token of the browser context's session: its cookie, undefined before the first page that set one. */
export async function contextTokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === CONTEXT_TOKEN)?.value;
}

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await storeApiFetch(request, path, { method, body, headers });
  if (!response.ok()) throw new Error(`Store API ${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/** What the home page should show in a language, asked of the Store API directly. */
export async function expectedHome(request: APIRequestContext, languageCode: string) {
  const languages = await call<{ elements: { id: string; translationCode?: { code?: string } }[] }>(
    request,
    "POST",
    "/language",
    {},
  );
  const language = languages.elements.find((entry) => entry.translationCode?.code === languageCode);
  const headers: Record<string, string> = language ? { "sw-language-id": language.id } : {};
  const context = await call<Context>(request, "GET", "/context", undefined, headers);
  const categories = await call<Category[]>(
    request,
    "POST",
    "/navigation/main-navigation/main-navigation",
    { depth: 2 },
    headers,
  );
  return {
    shopName: context.salesChannel.translated?.name || context.salesChannel.name || "",
    navigationNames: categories
      .filter((category) => category.type !== "folder")
      .map((category) => category.translated?.name || category.name || ""),
  };
}
