import { type RefObject, useEffect, useRef } from "react";

/** A form control whose change before hydration can be found afterwards. */
export type ChoiceControl = HTMLInputElement | HTMLSelectElement;

/** A select's value as the server rendered it: its default option's, or the first option's when none is marked. */
function renderedValue(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * The radio, checkbox or select in `container` that the shopper changed before the app hydrated: its change went to
 * no handler. The server rendered each control's state as an attribute (`checked`, `selected`), which the DOM keeps
 * as `defaultChecked`/`defaultSelected`, so a control whose state differs from it was changed by hand. A newly checked
 * box is preferred: it names the choice.
 */
export function earlyChoice(container: HTMLElement): ChoiceControl | undefined {
  const boxes = [...container.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]")];
  const changed = boxes.filter((box) => box.checked !== box.defaultChecked);
  const box = changed.find((candidate) => candidate.checked) ?? changed[0];
  if (box) return box;
  return [...container.querySelectorAll("select")].find((select) => select.value !== renderedValue(select));
}

/**
 * Once `hydrated`, hands a choice made before hydration to `apply`, the component's own change handling (post the
 * form, switch the variant, sort the listing), instead of showing a choice nobody saved. React cannot be asked to
 * replay it: its change tracking starts from the state it hydrated, so the control counts as unchanged.
 */
export function useEarlyChoice(
  container: RefObject<HTMLElement | null>,
  hydrated: boolean,
  apply: (control: ChoiceControl) => void,
): void {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!hydrated || !container.current) return;
    const control = earlyChoice(container.current);
    if (control) latest.current(control);
  }, [hydrated, container]);
}
