import { useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * The state of a controlled text input that the server renders. React keeps the field's DOM value while it hydrates
 * but writes its own state over it on the next render, so whatever the shopper typed before the scripts ran would
 * vanish: on hydration the state adopts the DOM value instead (`onAdopt` hears of it). Afterwards the value follows
 * `source` each time `source` changes (a new page, a new quantity from the server; `onFollow` hears of it), and the
 * shopper's typing between.
 */
export function useInputValue(source: string, on: { onAdopt?: (typed: string) => void; onFollow?: () => void } = {}) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(source);
  const synced = useRef(source);

  // Runs once, before the browser paints the hydrated field and before any effect below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the DOM value found at hydration is adopted, once
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed === undefined || typed === source) return;
    setValue(typed);
    on.onAdopt?.(typed);
  }, []); // only the value found at hydration is adopted

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows `source` only; the callbacks are those of the render that saw the new source
  useEffect(() => {
    if (synced.current === source) return;
    synced.current = source;
    setValue(source);
    on.onFollow?.();
  }, [source]); // the callbacks of the render that saw the new source

  return { ref, value, setValue };
}
