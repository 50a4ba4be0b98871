import type { ReactNode } from "react";
import { describedBy, errorId, INPUT_CLASS, inputBorder } from "./field-ids";
import { FieldError } from "./FieldError";
import { FieldLabel } from "./FieldLabel";

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The attributes that tie a control to its hint and error (see FieldFrame), plus its look. */
export function controlProps(id: string, error: string | undefined, hint: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && errorId(id), hint && `${id}-hint`),
    className: `${INPUT_CLASS} ${inputBorder(Boolean(error))}`,
  } as const;
}

/** Label, control, hint and error of one form field; the control takes its ids from `controlProps`. */
export function FieldFrame({ id, label, required, hint, error, className = "", children }: FieldFrameProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
