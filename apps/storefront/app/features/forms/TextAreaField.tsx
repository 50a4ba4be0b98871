import type { TextareaHTMLAttributes } from "react";
import { fieldId } from "./field-ids";
import { FieldFrame } from "./FieldFrame";

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "value"> {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  scope?: string;
}

/** TextField's multi-line sibling (contact message, review text). */
export function TextAreaField({
  name,
  label,
  value,
  error,
  hint,
  scope,
  required,
  rows = 5,
  className,
  ...rest
}: TextAreaFieldProps) {
  const id = fieldId(name, scope);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea name={name} rows={rows} required={required} defaultValue={value} {...control} {...rest} />
      )}
    </FieldFrame>
  );
}
