/** Each option group of the variant form sends `option-{groupId}={optionId}`. */
export const OPTION_PARAM_PREFIX = "option-";

const ID = /^[0-9a-f]{32}$/i;

export interface OptionSelection {
  /** groupId → optionId, as chosen by the shopper. */
  options: Record<string, string>;
  /** The group the shopper just changed (a JavaScript switch); null when several were chosen at once. */
  switchedGroup: string | null;
}

/** The option ids chosen in the variant form (query or posted form), or null when the request did not carry any. */
export function selectedOptions(params: Iterable<[string, FormDataEntryValue]>): OptionSelection | null {
  const options: Record<string, string> = {};
  let switched: string | null = null;
  for (const [key, value] of params) {
    if (typeof value !== "string") continue;
    if (key === "switched") switched = value;
    const groupId = key.startsWith(OPTION_PARAM_PREFIX) ? key.slice(OPTION_PARAM_PREFIX.length) : "";
    if (ID.test(groupId) && ID.test(value)) options[groupId] = value;
  }
  if (Object.keys(options).length === 0) return null;
  return { options, switchedGroup: switched && ID.test(switched) ? switched : null };
}

/** The option ids chosen in the variant form's query, or null when the request did not come from it. */
export function selectedOptionsFromUrl(url: URL): OptionSelection | null {
  return selectedOptions(url.searchParams);
}

/** The chosen options as the variant form's query, so a page can show the shopper's choice again. */
export function optionsQuery(selection: OptionSelection): string {
  const params = new URLSearchParams();
  for (const [groupId, optionId] of Object.entries(selection.options))
    params.set(`${OPTION_PARAM_PREFIX}${groupId}`, optionId);
  return params.toString();
}

/**
 * find-variant answers the closest variant when the exact combination does not exist (FindProductVariantRoute drops
 * choices until one matches) together with the options it kept: the variant is the shopper's choice only when every
 * chosen option was kept.
 */
export function isExactMatch(selection: OptionSelection, matchedOptionIds: readonly string[]): boolean {
  const matched = new Set(matchedOptionIds);
  return Object.values(selection.options).every((optionId) => matched.has(optionId));
}
