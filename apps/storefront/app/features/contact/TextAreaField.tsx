import type { TextareaHTMLAttributes } from "react";
import { describedBy, errorId, fieldId, inputBorder, INPUT_CLASS } from "../forms/field-ids";
import { FieldError } from "../forms/FieldError";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "value"> {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  scope?: string;
}

/** TextField's multi-line sibling (contact message, review text): label, hint and error linked by aria-describedby. */
export function TextAreaField({ name, label, value, error, hint, scope, required, rows = 5, className = "", ...rest }: TextAreaFieldProps) {
  const id = fieldId(name, scope);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(id), hintId)}
        className={`${INPUT_CLASS} ${inputBorder(Boolean(error))}`}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
