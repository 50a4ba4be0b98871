/** A field's label; required fields get a star (hidden from screen readers, which announce `required`). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-neutral-800">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}
