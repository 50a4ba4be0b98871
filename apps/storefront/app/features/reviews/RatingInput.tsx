import { Icon } from "../../components/ui/Icon";
import { describedBy, errorId } from "../forms/field-ids";
import { FieldError } from "../forms/FieldError";

interface RatingInputProps {
  name: string;
  legend: string;
  /** "{points} out of 5 stars" in the page's language. */
  optionLabel(points: number): string;
  value?: string;
  error?: string;
  id: string;
}

/**
 * Five stars as a native radio group (arrow keys move between them, no script needed). The stars up to the
 * chosen (or hovered) one fill through CSS (`:has(~ label :checked)`), so the choice shows without JavaScript too.
 */
export function RatingInput({ name, legend, optionLabel, value, error, id }: RatingInputProps) {
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(error && errorId(id))} className="focus:outline-none">
      <legend className="text-sm font-medium text-neutral-800">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1 inline-flex gap-1">
        {[1, 2, 3, 4, 5].map((points) => (
          <label
            key={points}
            className="relative cursor-pointer rounded-md p-1 text-neutral-500 hover:text-amber-600 has-[:checked]:text-amber-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 [&:has(~label:hover)]:text-amber-600 [&:has(~label_:checked)]:text-amber-600"
          >
            <input
              type="radio"
              name={name}
              value={points}
              defaultChecked={value === String(points)}
              required
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
            <Icon name="star" size={28} fill="currentColor" className="pointer-events-none" />
            <span className="sr-only">{optionLabel(points)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId(id)} message={error} />
    </fieldset>
  );
}
