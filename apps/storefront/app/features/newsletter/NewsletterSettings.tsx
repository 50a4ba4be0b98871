import { Button } from "../../components/ui/Button";
import { useFormFetcher } from "../../components/ui/useFormFetcher";
import { localizePath } from "../../lib/i18n";
import { CheckboxField } from "../forms/CheckboxField";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { isSubscribed, type NewsletterActionData, type NewsletterStatus } from "./newsletter";

const STATUS_TEXT = {
  subscribed: "accountStatusSubscribed",
  pending: "accountStatusPending",
  none: "accountStatusNone",
} as const;

/**
 * The account overview's newsletter card: the logged-in customer's state and one checkbox to subscribe
 * or unsubscribe their own address. `status` comes from newsletter.server.ts loadNewsletterStatus(api)
 * in the page's loader (it is read again after every change, as all loaders revalidate after an action).
 */
export function NewsletterSettings({ status }: { status: NewsletterStatus }) {
  const { locale } = useShop();
  const { fetcher, onSubmit, busy } = useFormFetcher<NewsletterActionData>();
  const result = fetcher.data;
  const state = isSubscribed(status) ? "subscribed" : status === "notSet" ? "pending" : "none";
  const errors = result && !result.ok ? [...result.errors.summary, ...Object.values(result.errors.fields)] : [];
  return (
    <section aria-labelledby="newsletter-settings-title" className="rounded-xl border border-neutral-200 bg-white p-6">
      <h2 id="newsletter-settings-title" className="text-lg font-semibold text-neutral-950">
        {t(locale.code, "title")}
      </h2>
      <p className="mt-2 text-neutral-700" data-testid="newsletter-status">
        {t(locale.code, STATUS_TEXT[state])}
      </p>
      <form
        method="post"
        action={localizePath("/_action/newsletter", locale)}
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="account" />
        {/* Keyed by the state so the box follows the server after each change (it is uncontrolled). */}
        <CheckboxField
          key={state}
          name="subscribe"
          scope="newsletter-settings"
          label={t(locale.code, "accountOptIn")}
          checked={state !== "none"}
        />
        <div>
          <Button type="submit" variant="secondary" busy={busy}>
            {t(locale.code, "save")}
          </Button>
        </div>
        <div role="status" aria-live="polite" className="text-sm">
          {result?.ok && <p className="text-green-800">{result.message}</p>}
          {errors.map((message) => (
            <p key={message} className="text-red-800">
              {message}
            </p>
          ))}
        </div>
      </form>
    </section>
  );
}
