import { useEffect, useRef, useState, type ReactNode } from "react";
import { describedBy, errorId, INPUT_CLASS, inputBorder } from "./field-ids";
import { FieldError } from "./FieldError";
import { FieldLabel } from "./FieldLabel";

/** The attributes that tie a control to its hint and error (see FieldFrame), plus its look. */
export function controlProps(id: string, error: string | undefined, hint: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && errorId(id), hint && `${id}-hint`),
    className: `${INPUT_CLASS} ${inputBorder(Boolean(error))}`,
  } as const;
}

export type ControlProps = ReturnType<typeof controlProps>;

/**
 * The error a field shows now: the server's message until the shopper changes the field (with JavaScript), then
 * none — the message described the old value. The next submit of the form brings the server's answer back in.
 * Without JavaScript nothing changes: the message stays until the form is sent again.
 */
export function useLiveError(error: string | undefined) {
  const frame = useRef<HTMLDivElement>(null);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const form = frame.current?.closest("form");
    if (!form) return;
    const reset = () => setEdited(false);
    form.addEventListener("submit", reset);
    return () => form.removeEventListener("submit", reset);
  }, []);
  // A new message from the server (a different text) shows even if the field was edited before.
  const [seen, setSeen] = useState(error);
  if (seen !== error) {
    setSeen(error);
    setEdited(false);
  }
  return {
    frame,
    error: edited ? undefined : error,
    onEdit: () => error && !edited && setEdited(true),
  };
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The control, given the ids and look that tie it to the hint and the error shown now. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field; the error clears once the shopper edits the field. */
export function FieldFrame({ id, label, required, hint, error, className = "", children }: FieldFrameProps) {
  const live = useLiveError(error);
  return (
    // Change and input events bubble from the control; the frame only listens, it is not interactive itself.
    <div ref={live.frame} className={className} onInput={live.onEdit} onChange={live.onEdit}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children(controlProps(id, live.error, hint))}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={live.error} />
    </div>
  );
}
