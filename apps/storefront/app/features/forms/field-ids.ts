/** The id of a form control and of its error message, derived from its name so error summaries can link to it. */
export function fieldId(name: string, scope = ""): string {
  return `${scope ? `${scope}-` : ""}f-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export const INPUT_CLASS =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1";

export function inputBorder(invalid: boolean): string {
  return invalid ? "border-red-700" : "border-neutral-400";
}
