import { data, Link } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { t } from "../features/newsletter/messages";
import type { NewsletterActionData } from "../features/newsletter/newsletter";
import { handleNewsletterPost } from "../features/newsletter/newsletter-action.server";
import { NewsletterForm } from "../features/newsletter/NewsletterForm";
import { confirmNewsletter } from "../features/newsletter/newsletter.server";
import { shopMetaFromMatches } from "../features/shop/shop";
import { useShop } from "../features/shop/ShopContext";
import { DEFAULT_LOCALE, localizePath } from "../lib/i18n";
import type { Route } from "./+types/newsletter-subscribe";

type Confirmation = { ok: true } | { ok: false; messages: string[] } | null;

/** GET ?em=…&hash=… is the link of the double opt-in mail: confirm it. Without them the page offers the forms. */
export async function loader({ request }: Route.LoaderArgs) {
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
  const { locale } = useShop();
  const { confirmation } = loaderData;
  const result = actionData as NewsletterActionData | undefined;
  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-8 py-8 [&>*]:max-w-3xl">
      <Breadcrumbs items={[{ label: t(locale.code, "pageTitle"), path: "/newsletter-subscribe" }]} />
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">
        {t(locale.code, confirmation ? "confirmTitle" : "pageTitle")}
      </h1>
      {confirmation && (
        <div
          role={confirmation.ok ? "status" : "alert"}
          className={`rounded-xl border p-6 ${confirmation.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
        >
          {confirmation.ok ? (
            <p>{t(locale.code, "confirmed")}</p>
          ) : (
            confirmation.messages.map((message) => <p key={message}>{message}</p>)
          )}
          <Link to={localizePath("/", locale)} className="mt-4 inline-flex font-medium underline">
            {t(locale.code, "backHome")}
          </Link>
        </div>
      )}
      {!confirmation?.ok && (
        <>
          <NewsletterForm intent="subscribe" result={result} />
          <NewsletterForm intent="unsubscribe" result={result} />
        </>
      )}
    </main>
  );
}
