import type { ActionFunctionArgs } from "react-router";
import { handleNewsletterPost } from "./newsletter-action.server";

/** Form target /_action/newsletter (POST only): subscribe, unsubscribe, or the account's own setting. */
export function action({ request }: ActionFunctionArgs) {
  return handleNewsletterPost(request, "redirect");
}
