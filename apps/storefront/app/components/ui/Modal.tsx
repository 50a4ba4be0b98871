import { useEffect, useRef, type KeyboardEventHandler, type ReactNode } from "react";
import { Icon } from "./Icon";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Extra classes for the dialog box (position, size). */
  className?: string;
  /** The dialog's id, for a control's aria-controls. */
  id?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
}

/**
 * A modal dialog on the native <dialog>: showModal() gives focus trapping, Escape and the inert
 * background for free, with no library in the bundle.
 */
export function Modal({ open, onClose, title, closeLabel, children, className, id, onKeyDown }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={title}
      onKeyDown={onKeyDown}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={
        className ??
        "m-auto w-[min(100%-2rem,40rem)] rounded-xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/40"
      }
    >
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-4 py-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded-lg p-2 text-neutral-700 hover:bg-neutral-100"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  );
}
