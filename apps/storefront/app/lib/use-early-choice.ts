import { type RefObject, useEffect, useRef } from "react";

/**
 * The radio or checkbox in `container` that the shopper changed before the app hydrated: its change went to no
 * handler. The server rendered each box's state as its `checked` attribute, which the DOM keeps as `defaultChecked`,
 * so a box whose state differs from it was changed by hand. A newly checked one is preferred: it names the choice.
 */
export function earlyChoice(container: HTMLElement): HTMLInputElement | undefined {
  const boxes = [...container.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]")];
  const changed = boxes.filter((box) => box.checked !== box.defaultChecked);
  return changed.find((box) => box.checked) ?? changed[0];
}

/**
 * Once `hydrated`, hands a choice made before hydration to `apply`, the component's own change handling (post the
 * form, switch the variant), instead of showing a choice nobody saved. React cannot be asked to replay it: its
 * change tracking starts from the state it hydrated, so the box counts as unchanged.
 */
export function useEarlyChoice(
  container: RefObject<HTMLElement | null>,
  hydrated: boolean,
  apply: (input: HTMLInputElement) => void,
): void {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!hydrated || !container.current) return;
    const input = earlyChoice(container.current);
    if (input) latest.current(input);
  }, [hydrated, container]);
}
