import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t } from "../features/newsletter/messages";
import { unsubscribeByLink } from "../features/newsletter/newsletter.server";
import { shopMetaFromMatches } from "../features/shop/shop";
import { DEFAULT_LOCALE } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/newsletter-unsubscribe";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("newsletterUnsubscribe", () => import("../features/newsletter/UnsubscribeContent"));

/** The link's parameters, at most as long as anything the backend hands out (sha1 hex, a 32-hex hash). */
function linkParams(source: URLSearchParams | FormData): { em: string; hash: string } | null {
  const em = String(source.get("em") ?? "").slice(0, 64);
  const hash = String(source.get("hash") ?? "").slice(0, 64);
  return em && hash ? { em, hash } : null;
}

/**
 * GET /newsletter/unsubscribe?em=…&hash=…: the unsubscribe link of every newsletter mail (issue 12 L5). Opening it only
 * shows a button (mail scanners open links); pressing it posts the pair, and the page says the same either way.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
  try {
    const api = await createStoreApi(request);
    const headers = api.responseHeaders();
    headers.set("Cache-Control", "private, no-store");
    return data({ link: linkParams(new URL(request.url).searchParams), locale: api.locale.code }, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const api = await createStoreApi(request);
    const link = linkParams(await request.formData());
    if (link) await unsubscribeByLink(api, link);
    const headers = api.responseHeaders();
    headers.set("Cache-Control", "private, no-store");
    return data({ done: link !== null }, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { shopName } = shopMetaFromMatches(matches);
  const title = t(loaderData?.locale ?? DEFAULT_LOCALE.code, "unsubscribeTitle");
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
