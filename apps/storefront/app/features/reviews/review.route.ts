import { data, redirect, type ActionFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { submittedByScript } from "../../components/ui/useFormFetcher";
import { flashFor, redirectBackTarget } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { isProductId } from "../wishlist/local-wishlist";
import { reviewValues, type ReviewResult } from "./review";
import { saveReview } from "./review.server";
import { t } from "../forms/messages";
import { failureStatus } from "../forms/violations";

/**
 * POST /_action/review (productId, title, content, points). A script gets the result; a form posted
 * without JavaScript goes back to the product's reviews with the outcome as a notice.
 */
export async function action({ request }: ActionFunctionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const productId = String(form.get("productId") ?? "");
  const values = reviewValues(form);
  const result: ReviewResult = isProductId(productId)
    ? await saveReview(api, productId, values)
    : { ok: false, errors: { fields: {}, summary: [t(api.locale.code, "somethingWrong")] }, values };
  const headers = api.responseHeaders();
  headers.set("Cache-Control", "private, no-store");
  if (submittedByScript(form)) return data(result, { status: result.ok ? 200 : failureStatus(result.errors), headers });

  const message = result.ok
    ? `${result.message}. ${result.pending}`
    : [...result.errors.summary, ...Object.values(result.errors.fields)].join(" ");
  headers.append(
    "Set-Cookie",
    await flashFor(request, { type: result.ok ? "success" : "danger", message, persistent: true }),
  );
  const back = redirectBackTarget(request.headers.get("Referer"), new URL(request.url), localizePath("/", api.locale));
  return redirect(`${back.split("#")[0]}#reviews`, { status: 303, headers });
}
