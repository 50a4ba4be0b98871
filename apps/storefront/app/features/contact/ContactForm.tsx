import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { useFormFetcher } from "../../components/ui/useFormFetcher";
import { localizePath } from "../../lib/i18n";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import { useShop } from "../shop/ShopContext";
import type { ContactResult } from "./contact";
import { t } from "./messages";
import { TextAreaField } from "../forms/TextAreaField";

interface ContactFormProps {
  title?: string;
  /** The CMS element's confirmation text, shown instead of ours after sending. */
  confirmationText?: string;
}

/** The contact form of CMS layouts: POST /_action/contact → sendContactMail. */
export function ContactForm({ title, confirmationText }: ContactFormProps) {
  const { locale } = useShop();
  const { fetcher, onSubmit, busy } = useFormFetcher<ContactResult>();
  const scope = useId().replace(/:/g, "");
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : undefined;
  const text = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  return (
    // Keyed by success: after sending, the fields start empty for the next message.
    <form
      key={result?.ok ? "sent" : "editing"}
      method="post"
      action={localizePath("/_action/contact", locale)}
      onSubmit={onSubmit}
      aria-labelledby={`${scope}-title`}
      className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-6"
    >
      <h2 id={`${scope}-title`} className="text-[22px] font-semibold text-neutral-950">
        {title || text("title")}
      </h2>
      <p className="text-neutral-700">{text("intro")}</p>
      <ErrorSummary errors={errors} locale={locale.code} scope={scope} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          autoComplete="given-name"
          required
          label={text("firstName")}
          error={errors?.fields.firstName}
          scope={scope}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          required
          label={text("lastName")}
          error={errors?.fields.lastName}
          scope={scope}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={text("email")}
          error={errors?.fields.email}
          scope={scope}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={text("phone")}
          error={errors?.fields.phone}
          scope={scope}
        />
        <TextField
          name="subject"
          required
          maxLength={255}
          label={text("subject")}
          error={errors?.fields.subject}
          scope={scope}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="comment"
          required
          maxLength={15000}
          label={text("comment")}
          error={errors?.fields.comment}
          scope={scope}
          className="sm:col-span-2"
        />
      </div>
      <p className="text-sm text-neutral-600">{text("requiredNote")}</p>
      <div>
        <Button type="submit" busy={busy}>
          {text("send")}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result?.ok && (
          <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
            {confirmationText || result.message}
          </p>
        )}
      </div>
    </form>
  );
}
