/** Each option group of the variant form sends `option-{groupId}={optionId}`. */
export const OPTION_PARAM_PREFIX = "option-";

const ID = /^[0-9a-f]{32}$/i;

/** The option ids chosen in the variant form, or null when the request did not come from it. */
export function selectedOptionsFromUrl(url: URL): { options: Record<string, string>; switchedGroup: string | null } | null {
  const options: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    const groupId = key.startsWith(OPTION_PARAM_PREFIX) ? key.slice(OPTION_PARAM_PREFIX.length) : "";
    if (ID.test(groupId) && ID.test(value)) options[groupId] = value;
  }
  if (Object.keys(options).length === 0) return null;
  const switched = url.searchParams.get("switched");
  return { options, switchedGroup: switched && ID.test(switched) ? switched : null };
}
