import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import type { Outage } from "../../lib/errors";
import { submittedByScript } from "../../components/ui/useFormFetcher";
import { flashFor, redirectBackTarget } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { outageErrors } from "../forms/violations";
import { apiErrorCodes } from "../forms/api-errors";
import { idsFromParam, isProductId } from "./local-wishlist";
import { t } from "./messages";
import { wantsJson, type WishlistActionResult, type WishlistIdsResult, type WishlistIntent } from "./wishlist-api";
import { isOneOf } from "../../lib/unknown";
import {
  addToWishlist,
  isNotAllowed,
  loadWishlistIds,
  mergeWishlist,
  removeFromWishlist,
  toggleOnWishlist,
} from "./wishlist.server";

const INTENTS: readonly WishlistIntent[] = ["add", "remove", "toggle", "merge", "refresh"];

function privateHeaders(headers: Headers): Headers {
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/** GET: the logged-in customer's product ids, for the hearts of the page (guests: none, theirs are in the browser). */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await createStoreApi(request);
  let ids: string[] = [];
  if (api.hasSession) {
    try {
      ids = await loadWishlistIds(api);
    } catch (error) {
      // Spec §8: a failed wishlist load is an empty wishlist; only unexpected failures are worth a log line.
      if (!isNotAllowed(error)) console.error("Wishlist ids could not be loaded", error);
    }
  }
  return data<WishlistIdsResult>({ ids }, { headers: privateHeaders(api.responseHeaders()) });
}

/**
 * POST intent=add|remove|toggle (productId), merge (productIds, comma-separated) or refresh (nothing; a
 * script's way to make the root loader reload). Scripts (Accept: application/json, or js=1) get data;
 * forms without JavaScript get a 303 back to their page with a notice.
 */
export async function action({ request }: ActionFunctionArgs) {
  const api = await createStoreApi(request);
  const form = await request.formData();
  const intentField = form.get("intent");
  const intent = isOneOf(INTENTS, intentField) ? intentField : null;
  const productId = String(form.get("productId") ?? "");
  const productName = String(form.get("productName") ?? "").slice(0, 200);
  const locale = api.locale.code;

  let result: WishlistActionResult;
  let outage: Outage | undefined;
  if (intent === "refresh") {
    result = { ok: true, onWishlist: false };
  } else if (!intent || (intent !== "merge" && !isProductId(productId))) {
    result = { ok: false, message: t(locale, "failed") };
  } else {
    try {
      let onWishlist = intent === "add";
      if (intent === "add") await addToWishlist(api, productId);
      else if (intent === "remove") await removeFromWishlist(api, productId);
      else if (intent === "toggle") onWishlist = await toggleOnWishlist(api, productId);
      else await mergeWishlist(api, idsFromParam(String(form.get("productIds") ?? "")));
      result = { ok: true, onWishlist };
    } catch (error) {
      const busy = outageErrors(error, locale);
      outage = busy?.outage;
      if (busy) result = { ok: false, message: busy.summary[0] ?? t(locale, "failed") };
      else if (isNotAllowed(error)) result = { ok: false, message: t(locale, "needsAccount") };
      else if (apiErrorCodes(error).includes("CONTENT__PRODUCT_NOT_FOUND"))
        result = { ok: false, message: t(locale, "productGone") };
      else {
        console.error("Wishlist change failed", error);
        result = { ok: false, message: t(locale, "failed") };
      }
    }
  }

  const headers = privateHeaders(api.responseHeaders());
  if (wantsJson(request) || submittedByScript(form)) return data(result, { status: outage?.status ?? 200, headers });

  const named = (key: "added" | "removed", plain: "addedPlain" | "removedPlain") =>
    productName ? t(locale, key, { name: productName }) : t(locale, plain);
  const message = !result.ok
    ? result.message
    : result.onWishlist
      ? named("added", "addedPlain")
      : named("removed", "removedPlain");
  headers.append(
    "Set-Cookie",
    await flashFor(request, { type: result.ok ? "success" : "warning", message, persistent: !result.ok }),
  );
  const url = new URL(request.url);
  return redirect(redirectBackTarget(request.headers.get("Referer"), url, localizePath("/wishlist", api.locale)), {
    status: 303,
    headers,
  });
}
