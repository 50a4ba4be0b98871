import type { FormEvent } from "react";
import { useFetcher } from "react-router";

/** The field that tells an action the form came through a script, so it answers with data instead of a 303. */
export const SCRIPTED_FIELD = "js";

export function submittedByScript(form: FormData): boolean {
  return form.get(SCRIPTED_FIELD) === "1";
}

/**
 * Progressive enhancement for a plain `<form method="post" action=…>`: without JavaScript the browser
 * posts it (the action redirects back); with JavaScript `onSubmit` sends the same fields through a
 * fetcher, so the page stays, typed input stays, and the action's data comes back in `fetcher.data`.
 */
export function useFormFetcher<T>() {
  const fetcher = useFetcher<T>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = "submitter" in event.nativeEvent ? event.nativeEvent.submitter : null;
    const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
    data.set(SCRIPTED_FIELD, "1");
    void fetcher.submit(data, {
      method: "post",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: true,
    });
  };
  return { fetcher, onSubmit, busy: fetcher.state !== "idle" };
}
