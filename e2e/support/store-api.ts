import type { APIRequestContext } from "@playwright/test";

const ACCESS_KEY = process.env.STORE_API_ACCESS_KEY || "SWSCZHJLBXBTWGHQTKVXM1ZRNQ";

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

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(`${storeApiUrl()}${path}`, {
    method,
    ...(body === undefined ? {} : { data: body }),
    headers: { "sw-access-key": ACCESS_KEY, accept: "application/json", ...headers },
  });
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
