import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { useFormFetcher } from "../../components/ui/useFormFetcher";
import { localizePath, type Locale } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { TextAreaField } from "../forms/TextAreaField";
import { fieldId } from "../forms/field-ids";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import { t } from "./messages";
import type { ReviewResult } from "./review";
import { RatingInput } from "./RatingInput";

/**
 * The review form for logged-in customers: rating, title and text to POST /_action/review. With
 * JavaScript the server's messages (spec §5) answer mistakes in place, the input kept; without it the
 * browser's own checks (required, minimum lengths) keep the input, and the server answers with a notice.
 */
export function ReviewForm({ productId, locale }: { productId: string; locale: Locale }) {
  const { fetcher, onSubmit, busy } = useFormFetcher<ReviewResult>();
  const hydrated = useHydrated();
  const scope = useId().replace(/:/g, "");
  const result = fetcher.data;
  const text = (key: Parameters<typeof t>[1], values?: Record<string, number>) => t(locale.code, key, values);
  if (result?.ok) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-medium">{result.message}</p>
        <p className="mt-1 text-sm">{result.pending}</p>
      </div>
    );
  }
  const errors = result?.errors;
  const values = result?.values;
  return (
    <form
      method="post"
      action={localizePath("/_action/review", locale)}
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-labelledby={`${scope}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${scope}-title`} className="text-lg font-semibold text-neutral-950">
        {text("writeReview")}
      </h3>
      <ErrorSummary errors={errors} locale={locale.code} scope={scope} />
      <input type="hidden" name="productId" value={productId} />
      <RatingInput
        id={fieldId("points", scope)}
        name="points"
        legend={text("rating")}
        optionLabel={(points) => text("stars", { points })}
        value={values?.points}
        error={errors?.fields.points}
      />
      <TextField
        name="title"
        required
        minLength={5}
        maxLength={255}
        label={text("title")}
        hint={text("titleHint")}
        value={values?.title}
        error={errors?.fields.title}
        scope={scope}
      />
      <TextAreaField
        name="content"
        required
        minLength={40}
        label={text("content")}
        hint={text("contentHint")}
        value={values?.content}
        error={errors?.fields.content}
        scope={scope}
      />
      <div>
        <Button type="submit" busy={busy}>
          {text("submit")}
        </Button>
      </div>
    </form>
  );
}
