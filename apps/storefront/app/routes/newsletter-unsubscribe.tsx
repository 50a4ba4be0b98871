import { data, Form, Link, useNavigation } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { Button } from "../components/ui/Button";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { t } from "../features/newsletter/messages";
import { unsubscribeByLink } from "../features/newsletter/newsletter.server";
import { shopMetaFromMatches } from "../features/shop/shop";
import { useShop } from "../features/shop/ShopContext";
import { DEFAULT_LOCALE, localizePath } from "../lib/i18n";
import type { Route } from "./+types/newsletter-unsubscribe";

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
  const { locale } = useShop();
  const busy = useNavigation().state === "submitting";
  const text = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  const { link } = loaderData;
  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-8 py-8 [&>*]:max-w-3xl">
      <Breadcrumbs items={[{ label: text("unsubscribeTitle"), path: "/newsletter/unsubscribe" }]} />
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{text("unsubscribeTitle")}</h1>
      {actionData?.done ? (
        <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900">
          <p>{text("unsubscribeLinkDone")}</p>
          <Link to={localizePath("/", locale)} className="mt-4 inline-flex font-medium underline">
            {text("backHome")}
          </Link>
        </div>
      ) : link ? (
        <Form method="post" className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6">
          <p className="text-neutral-700">{text("unsubscribeLinkIntro")}</p>
          <input type="hidden" name="em" value={link.em} />
          <input type="hidden" name="hash" value={link.hash} />
          <div>
            <Button type="submit" busy={busy}>
              {text("unsubscribe")}
            </Button>
          </div>
        </Form>
      ) : (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-800">
          <p>{text("unsubscribeLinkMissing")}</p>
          <Link to={localizePath("/newsletter-subscribe", locale)} className="mt-4 inline-flex font-medium underline">
            {text("newsletterPage")}
          </Link>
        </div>
      )}
    </main>
  );
}
