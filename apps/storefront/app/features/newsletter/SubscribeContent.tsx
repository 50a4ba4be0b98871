import { Link } from "../../components/ui/Link";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { t } from "./messages";
import type { NewsletterActionData } from "./newsletter";
import { NewsletterForm } from "./NewsletterForm";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/newsletter-subscribe";

/** The content of routes/newsletter-subscribe.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function NewsletterSubscribePageContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { locale } = useShop();
  const { confirmation } = loaderData;
  const result: NewsletterActionData | undefined = actionData;
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
