import type { InputHTMLAttributes, ReactNode } from "react";
import { describedBy, errorId, fieldId } from "./field-ids";
import { FieldError } from "./FieldError";

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "defaultChecked" | "checked"> {
  name: string;
  label: ReactNode;
  checked?: boolean;
  error?: string;
  scope?: string;
  className?: string;
}

/** A checkbox with its label beside it; posts "1" when ticked. */
export function CheckboxField({
  name,
  label,
  checked,
  error,
  scope,
  className = "",
  value = "1",
  ...rest
}: CheckboxFieldProps) {
  const id = fieldId(name, scope);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId(id))}
          className="mt-1 size-5 shrink-0 rounded border-neutral-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...rest}
        />
        <label htmlFor={id} className="text-base text-neutral-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
