import type { StoreApi } from "../../.server/store-api.server";
import { fieldErrors } from "../forms/violations";
import { apiErrorEntries } from "../forms/api-errors";
import { t } from "./messages";
import { reviewPoints, type ReviewResult, type ReviewValues } from "./review";

function labels(api: StoreApi): Record<string, string> {
  const locale = api.locale.code;
  return { title: t(locale, "title"), content: t(locale, "content"), points: t(locale, "rating") };
}

/** saveProductReview: saved reviews wait for approval, so success always comes with the pending notice. */
export async function saveReview(api: StoreApi, productId: string, values: ReviewValues): Promise<ReviewResult> {
  const locale = api.locale.code;
  try {
    await api.client.invoke("saveProductReview post /product/{productId}/review", {
      pathParams: { productId },
      // An invalid rating goes as 0, so the backend's own violation (spec §5 message) answers it.
      body: { title: values.title.trim(), content: values.content.trim(), points: reviewPoints(values.points) ?? 0 },
    });
    return { ok: true, message: t(locale, "thanks"), pending: t(locale, "pending") };
  } catch (error) {
    const { status, entries } = apiErrorEntries(error);
    if (status === 403 || status === 401)
      return { ok: false, errors: { fields: {}, summary: [t(locale, "notLoggedIn")] }, values };
    // One review per customer and product: the backend reports it on /customerId.
    if (entries.some((entry) => entry.code === "VIOLATION::ENTITY_EXISTS" && entry.source?.pointer === "/customerId")) {
      return { ok: false, errors: { fields: {}, summary: [t(locale, "alreadyReviewed")] }, values };
    }
    return { ok: false, errors: fieldErrors(error, locale, labels(api)), values };
  }
}
