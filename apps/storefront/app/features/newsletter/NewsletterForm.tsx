import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { useFormFetcher } from "../../components/ui/useFormFetcher";
import { localizePath } from "../../lib/i18n";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { NewsletterActionData } from "./newsletter";

interface NewsletterFormProps {
  intent: "subscribe" | "unsubscribe";
  title?: string;
  /** The CMS element's own text for "check your inbox" (the shop's wording), if it has one. */
  confirmationText?: string;
  /** The page action's answer after a post without JavaScript (errors and input to show again). */
  result?: NewsletterActionData;
  headingLevel?: 2 | 3;
}

/**
 * Newsletter sign-up (email, optional names) or unsubscribe (email). Posts to /newsletter-subscribe, whose
 * action re-renders that page with the messages and the input when something is wrong and JavaScript is off.
 */
export function NewsletterForm({
  intent,
  title,
  confirmationText,
  result: pageResult,
  headingLevel = 2,
}: NewsletterFormProps) {
  const { locale } = useShop();
  const { fetcher, onSubmit, busy } = useFormFetcher<NewsletterActionData>();
  const scope = useId().replace(/:/g, "");
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  const errors = result && !result.ok ? result.errors : undefined;
  const values = result && !result.ok ? result.values : {};
  const success = result?.ok
    ? result.outcome === "checkInbox" && confirmationText
      ? confirmationText
      : result.message
    : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  return (
    // The one newsletter block of the shop (home layout's CMS form, /newsletter-subscribe): the same box, heading,
    // intro and fields wherever it appears. Side by side when its box is wide, stacked when narrow.
    <div data-newsletter-block className="@container rounded-2xl bg-brand-50 p-6 sm:p-8">
      <form
        method="post"
        action={localizePath("/newsletter-subscribe", locale)}
        onSubmit={onSubmit}
        aria-labelledby={`${scope}-title`}
        className="grid gap-x-10 gap-y-4 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div className="flex flex-col gap-2">
          <Heading
            id={`${scope}-title`}
            className="text-[22px] font-semibold leading-tight text-neutral-950 sm:text-[28px]"
          >
            {title || text(intent === "subscribe" ? "subscribeTitle" : "unsubscribeTitle")}
          </Heading>
          <p className="text-neutral-700">{text(intent === "subscribe" ? "intro" : "unsubscribeIntro")}</p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ErrorSummary errors={errors} locale={locale.code} scope={scope} />
          <input type="hidden" name="intent" value={intent} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              required
              label={text("email")}
              value={values.email}
              error={errors?.fields.email}
              scope={scope}
              className="sm:col-span-2"
            />
            {intent === "subscribe" && (
              <>
                <TextField
                  name="firstName"
                  autoComplete="given-name"
                  label={text("firstName")}
                  value={values.firstName}
                  error={errors?.fields.firstName}
                  scope={scope}
                />
                <TextField
                  name="lastName"
                  autoComplete="family-name"
                  label={text("lastName")}
                  value={values.lastName}
                  error={errors?.fields.lastName}
                  scope={scope}
                />
              </>
            )}
          </div>
          <div>
            <Button type="submit" variant={intent === "subscribe" ? "primary" : "secondary"} busy={busy}>
              {text(intent)}
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {success && <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">{success}</p>}
          </div>
        </div>
      </form>
    </div>
  );
}
