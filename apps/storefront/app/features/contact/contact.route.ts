import { data, redirect, type ActionFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { submittedByScript } from "../../components/ui/useFormFetcher";
import { flashFor, redirectBackTarget } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { failureStatus } from "../forms/violations";
import { contactValues } from "./contact";
import { sendContact } from "./contact.server";

/**
 * POST /_action/contact. A script gets the result (messages per field, or the success text). A form
 * posted without JavaScript goes back to its page with the outcome as a notice (the browser's own
 * required/email checks catch most mistakes before that).
 */
export async function action({ request }: ActionFunctionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const result = await sendContact(api, contactValues(form));
  const headers = api.responseHeaders();
  headers.set("Cache-Control", "private, no-store");
  if (submittedByScript(form)) return data(result, { status: result.ok ? 200 : failureStatus(result.errors), headers });

  const message = result.ok
    ? result.message
    : [...result.errors.summary, ...Object.values(result.errors.fields)].join(" ");
  headers.append(
    "Set-Cookie",
    await flashFor(request, { type: result.ok ? "success" : "danger", message, persistent: !result.ok }),
  );
  const url = new URL(request.url);
  return redirect(redirectBackTarget(request.headers.get("Referer"), url, localizePath("/", api.locale)), {
    status: 303,
    headers,
  });
}
