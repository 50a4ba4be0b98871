import { useHydrated } from "../../lib/use-hydrated";

/**
 * Marks a cart form as sent by a fetcher once JavaScript runs: the action then answers with data
 * instead of the 303 redirect that a plain form post needs.
 */
export function JsField() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
