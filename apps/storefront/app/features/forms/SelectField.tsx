import type { SelectHTMLAttributes } from "react";
import { fieldId } from "./field-ids";
import { FieldFrame } from "./FieldFrame";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "defaultValue" | "value"> {
  name: string;
  label: string;
  options: SelectOption[];
  /** Options in labelled groups (optgroup), after the plain options. */
  groups?: { label: string; options: SelectOption[] }[];
  value?: string;
  error?: string;
  /** An empty first option ("Choose …"). */
  placeholder?: string;
  scope?: string;
  className?: string;
}

/** A labelled native select (keyboard and screen-reader friendly for free), error linked with aria-describedby. */
export function SelectField({
  name,
  label,
  options,
  groups = [],
  value,
  error,
  placeholder,
  scope,
  className,
  required,
  ...rest
}: SelectFieldProps) {
  const id = fieldId(name, scope);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} className={className}>
      {(control) => (
        <select
          name={name}
          // A new key when the server sends another value, so an uncontrolled select re-renders with it.
          key={value ?? ""}
          defaultValue={value ?? ""}
          required={required}
          {...control}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
