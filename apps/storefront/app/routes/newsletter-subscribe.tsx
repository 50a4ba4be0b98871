import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t } from "../features/newsletter/messages";
import { handleNewsletterPost } from "../features/newsletter/newsletter-action.server";
import { confirmNewsletter } from "../features/newsletter/newsletter.server";
import { shopMetaFromMatches } from "../features/shop/shop";
import { DEFAULT_LOCALE } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/newsletter-subscribe";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("newsletterSubscribe", () => import("../features/newsletter/SubscribeContent"));

type Confirmation = { ok: true } | { ok: false; messages: string[] } | null;

/** GET ?em=…&hash=… is the link of the double opt-in mail: confirm it. Without them the page offers the forms. */
export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
  const url = new URL(request.url);
  const em = url.searchParams.get("em");
  const hash = url.searchParams.get("hash");
  try {
    const api = await createStoreApi(request);
    let confirmation: Confirmation = null;
    if (em !== null || hash !== null) {
      if (!em || !hash) confirmation = { ok: false, messages: [t(api.locale.code, "confirmMissing")] };
      else {
        const result = await confirmNewsletter(api, { em, hash }, url.origin);
        // Whatever the backend objects to (unknown hash, wrong em, already confirmed), the link does not work.
        confirmation = result.ok ? { ok: true } : { ok: false, messages: [t(api.locale.code, "confirmFailed")] };
      }
    }
    const headers = api.responseHeaders();
    headers.set("Cache-Control", "private, no-store");
    return data({ confirmation, locale: api.locale.code }, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function action({ request }: Route.ActionArgs) {
  return handleNewsletterPost(request, "render");
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { shopName } = shopMetaFromMatches(matches);
  const title = t(loaderData?.locale ?? DEFAULT_LOCALE.code, "pageTitle");
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: "robots", content: "noindex" }];
}

export default function NewsletterSubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
