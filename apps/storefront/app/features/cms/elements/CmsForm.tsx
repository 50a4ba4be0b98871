import { useId } from "react";
import type { CmsElementView } from "../cms-types";
import { t } from "../messages";
import { useLocale } from "../useLocale";

type FormElement = Extract<CmsElementView, { type: "form" }>;

const FIELD = "mt-1 block w-full rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 text-neutral-900 disabled:cursor-not-allowed";

/**
 * The contact or newsletter form of a CMS layout, laid out with labelled fields. Sending arrives
 * with a later issue; until then the fields are disabled and a note says so.
 */
export function CmsForm({ element }: { element: FormElement }) {
  const locale = useLocale();
  const id = useId();
  const newsletter = element.formType === "newsletter";
  const title = element.title || t(locale.code, newsletter ? "formNewsletterTitle" : "formContactTitle");
  const field = (name: "formFirstName" | "formLastName" | "formEmail" | "formPhone" | "formSubject", type = "text") => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-neutral-800">
        {t(locale.code, name)}
      </label>
      <input id={`${id}-${name}`} type={type} disabled className={FIELD} />
    </div>
  );

  return (
    <form aria-labelledby={`${id}-title`} className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs" onSubmit={(event) => event.preventDefault()}>
      <h2 id={`${id}-title`} className="text-[22px] font-semibold text-neutral-950">
        {title}
      </h2>
      <fieldset disabled className="mt-4 grid gap-4 sm:grid-cols-2">
        {field("formFirstName")}
        {field("formLastName")}
        <div className="sm:col-span-2">{field("formEmail", "email")}</div>
        {!newsletter && (
          <>
            {field("formPhone", "tel")}
            {field("formSubject")}
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-comment`} className="text-sm font-medium text-neutral-800">
                {t(locale.code, "formComment")}
              </label>
              <textarea id={`${id}-comment`} rows={4} className={FIELD} />
            </div>
          </>
        )}
      </fieldset>
      <p className="mt-4 text-sm text-neutral-700">{t(locale.code, "formUnavailable")}</p>
      <button type="submit" disabled className="mt-4 rounded-lg bg-neutral-300 px-5 py-2.5 font-medium text-neutral-700">
        {t(locale.code, newsletter ? "formSubscribe" : "formSubmit")}
      </button>
    </form>
  );
}
