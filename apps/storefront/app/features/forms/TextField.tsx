import type { InputHTMLAttributes } from "react";
import { fieldId } from "./field-ids";
import { FieldFrame } from "./FieldFrame";

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
export function TextField({
  name,
  label,
  value,
  error,
  hint,
  scope,
  className,
  type = "text",
  required,
  ...rest
}: TextFieldProps) {
  const id = fieldId(name, scope);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          name={name}
          type={type}
          defaultValue={type === "password" ? undefined : value}
          required={required}
          {...control}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
