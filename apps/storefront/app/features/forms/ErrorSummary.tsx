import { useEffect, useRef, useState } from "react";
import type { LocaleCode } from "../../lib/i18n";
import { fieldId } from "./field-ids";
import { t } from "./messages";
import type { FormErrors } from "./violations";

interface ErrorSummaryProps {
  errors: FormErrors | undefined;
  locale: LocaleCode;
  scope?: string;
}

/**
 * The box at the top of a form after a failed submit: general messages plus links to every invalid field.
 * It takes the focus when it appears so keyboard and screen-reader users land on what to fix. Place it
 * inside its form.
 */
export function ErrorSummary({ errors, locale, scope }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Fields the shopper changed since this answer (with JavaScript): their messages are stale, as under the field.
  const [edited, setEdited] = useState<{
    errors: FormErrors | undefined;
    ids: Set<string>;
  }>({ errors, ids: new Set() });
  const editedIds = edited.errors === errors ? edited.ids : new Set<string>();
  const fieldEntries = Object.entries(errors?.fields ?? {}).filter(([name]) => !editedIds.has(fieldId(name, scope)));
  const count = (errors?.summary.length ?? 0) + Object.keys(errors?.fields ?? {}).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attached for each new errors object and count, so edits are tracked against the latest submit
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const onEdit = (event: Event) => {
      const id = event.target instanceof Element ? event.target.id : "";
      if (!id) return;
      setEdited((current) => ({
        errors,
        ids: new Set([...(current.errors === errors ? current.ids : []), id]),
      }));
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    return () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
    };
  }, [errors, count]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every failed submit (a new errors object), even when the count is the same
  useEffect(() => {
    if (count === 0) return;
    // A failed submit never keeps a password around (the server never sends one back; this clears the
    // browser's copy after a script-driven submit, where the form is not re-rendered from scratch).
    ref.current
      ?.closest("form")
      ?.querySelectorAll<HTMLInputElement>("input[type=password]")
      .forEach((input) => {
        input.value = "";
      });
    ref.current?.focus();
  }, [errors, count]);
  if (!errors || (errors.summary.length === 0 && fieldEntries.length === 0)) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      {fieldEntries.length > 0 && <p className="font-medium">{t(locale, "errorSummaryTitle")}</p>}
      <ul className="mt-1 list-inside list-disc space-y-1 text-sm">
        {errors.summary.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldEntries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name, scope)}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
