import { data, redirect } from "react-router";
import { canonicalLocalePath } from "../lib/i18n";
import type { ErrorPayload } from "../lib/errors";
import type { Route } from "./+types/catch-all";

// Later this route resolves SEO paths through /seo-url; for now every unknown path is a 404.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = canonicalLocalePath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  throw data<ErrorPayload>({ code: "NOT_FOUND" }, { status: 404 });
}

export default function CatchAll() {
  return null;
}
