import { Form, useNavigation } from "react-router";
import { Link } from "../../components/ui/Link";
import { Button } from "../../components/ui/Button";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { t } from "./messages";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/newsletter-unsubscribe";

/** The content of routes/newsletter-unsubscribe.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function NewsletterUnsubscribePageContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
