import type { InputHTMLAttributes } from "react";
import { describedBy, errorId, fieldId, inputBorder, INPUT_CLASS } from "./field-ids";
import { FieldError } from "./FieldError";
import { FieldLabel } from "./FieldLabel";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "value"> {
  name: string;
  label: string;
  /** The shopper's earlier input (never a password). */
  value?: string;
  error?: string;
  hint?: string;
  /** Makes ids unique when several forms on one page share field names. */
  scope?: string;
  className?: string;
}

/** A labelled input whose error is linked with aria-describedby, uncontrolled so it works without JavaScript. */
export function TextField({ name, label, value, error, hint, scope, className = "", type = "text", required, ...rest }: TextFieldProps) {
  const id = fieldId(name, scope);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={type === "password" ? undefined : value}
        required={required}
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
