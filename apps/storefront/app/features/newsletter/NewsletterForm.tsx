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
export function NewsletterForm({ intent, title, confirmationText, result: pageResult, headingLevel = 2 }: NewsletterFormProps) {
  const { locale } = useShop();
  const { fetcher, onSubmit, busy } = useFormFetcher<NewsletterActionData>();
  const scope = useId().replace(/:/g, "");
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  const errors = result && !result.ok ? result.errors : undefined;
  const values = result && !result.ok ? result.values : {};
  const success = result?.ok ? (result.outcome === "checkInbox" && confirmationText ? confirmationText : result.message) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  return (
    <form method="post" action={localizePath("/newsletter-subscribe", locale)} onSubmit={onSubmit} aria-labelledby={`${scope}-title`} className="flex flex-col gap-4">
      <Heading id={`${scope}-title`} className="text-[22px] font-semibold text-neutral-950">
        {title || text(intent === "subscribe" ? "subscribeTitle" : "unsubscribeTitle")}
      </Heading>
      <p className="text-neutral-700">{text(intent === "subscribe" ? "intro" : "unsubscribeIntro")}</p>
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
            <TextField name="firstName" autoComplete="given-name" label={text("firstName")} value={values.firstName} error={errors?.fields.firstName} scope={scope} />
            <TextField name="lastName" autoComplete="family-name" label={text("lastName")} value={values.lastName} error={errors?.fields.lastName} scope={scope} />
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
    </form>
  );
}
