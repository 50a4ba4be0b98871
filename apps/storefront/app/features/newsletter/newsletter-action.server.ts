import { data, redirect } from "react-router";
import { createStoreApi, type StoreApi } from "../../.server/store-api.server";
import { submittedByScript } from "../../components/ui/useFormFetcher";
import { flashFor, redirectBackTarget } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { t as formText } from "../forms/messages";
import { failureStatus, localErrors } from "../forms/violations";
import { t } from "./messages";
import { outcomeMessage, type NewsletterActionData, type NewsletterIntent, type NewsletterResult } from "./newsletter";
import { subscribeNewsletter, unsubscribeNewsletter } from "./newsletter.server";

const field = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 255);

/** The logged-in customer's own address: the account setting never takes an address from the form. */
async function customerEmail(api: StoreApi): Promise<string | null> {
  const context = (await api.client.invoke("readContext get /context")).data;
  const email = context.customer?.email;
  return email && !context.customer?.guest ? email : null;
}

async function run(api: StoreApi, intent: NewsletterIntent, form: FormData, origin: string): Promise<NewsletterResult> {
  const locale = api.locale.code;
  if (intent === "account") {
    const email = await customerEmail(api);
    if (!email) return { ok: false, errors: { fields: {}, summary: [formText(locale, "notLoggedIn")] }, values: {} };
    return form.get("subscribe")
      ? subscribeNewsletter(api, { email }, origin)
      : unsubscribeNewsletter(api, email, true);
  }
  const email = field(form, "email").trim();
  // The browser checks this too; the server must not trust that it did.
  if (!email)
    return {
      ok: false,
      errors: localErrors({ email: formText(locale, "shouldNotBeEmpty", { field: t(locale, "email") }) }),
      values: { email },
    };
  if (intent === "unsubscribe") return unsubscribeNewsletter(api, email);
  return subscribeNewsletter(
    api,
    { email, firstName: field(form, "firstName"), lastName: field(form, "lastName") },
    origin,
  );
}

/**
 * POST of every newsletter form. Scripts get the result as data. Forms without JavaScript get a 303 back
 * to their page with a notice on success; on failure (and for its own forms) the newsletter page
 * (`onFailure: "render"`) shows the form again with the messages and the shopper's input, while the bare
 * form target (`onFailure: "redirect"`) can only go back with the message as a notice.
 */
export async function handleNewsletterPost(request: Request, onFailure: "render" | "redirect") {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const rawIntent = field(form, "intent");
  const intent: NewsletterIntent = rawIntent === "unsubscribe" || rawIntent === "account" ? rawIntent : "subscribe";
  const origin = new URL(request.url).origin;
  const result = await run(api, intent, form, origin);
  const locale = api.locale.code;
  const payload: NewsletterActionData = result.ok
    ? { ...result, intent, message: outcomeMessage(locale, result.outcome) }
    : { ...result, intent };
  const headers = api.responseHeaders();
  headers.set("Cache-Control", "private, no-store");

  const url = new URL(request.url);
  const target = redirectBackTarget(request.headers.get("Referer"), url, "");
  // The newsletter page itself shows the outcome in place; a 303 "back" to it would only lose the input.
  const renderHere = onFailure === "render" && (!result.ok || target === "");
  if (submittedByScript(form) || renderHere) {
    return data(payload, { status: result.ok ? 200 : failureStatus(result.errors), headers });
  }
  const message = result.ok
    ? (payload.message ?? "")
    : [...result.errors.summary, ...Object.values(result.errors.fields)].join(" ");
  // The double opt-in notice asks the shopper to do something: it stays until closed.
  headers.append(
    "Set-Cookie",
    await flashFor(request, {
      type: result.ok ? "success" : "danger",
      message,
      persistent: !result.ok || (result.ok && result.outcome === "checkInbox"),
    }),
  );
  return redirect(target || localizePath("/", api.locale), { status: 303, headers });
}
