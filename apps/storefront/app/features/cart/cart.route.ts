import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import { flashFor, redirectBackTarget } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { loadPageCart, privateHeaders, runCartAction } from "./cart.server";

/** The side cart's data: the session's cart as `CartView` JSON. */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const api = await createStoreApi(request);
    const cart = await loadPageCart(api);
    return data({ cart }, { headers: privateHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

/**
 * The cart's one form target (intent add | update | remove | promotion). A fetcher (field js=1) gets
 * the outcome as data; a form posted without JavaScript is sent back (303) to its page with the
 * outcome as a flash notice.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const url = new URL(request.url);
  let api;
  try {
    api = await createStoreApi(request);
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
  const result = await runCartAction(api, form);
  if (form.get("js") === "1")
    return data(result, { status: result.outage?.status ?? 200, headers: privateHeaders(api) });
  // Without JavaScript even an outage goes back (303) with its busy notice: this resource route has no page to render
  // the busy page with (a thrown error would be bare JSON), and the page it goes back to shows it while the shop is down.

  const worst =
    result.notices.find((notice) => notice.type === "danger") ??
    result.notices.find((notice) => notice.type === "warning");
  const type = worst?.type ?? result.notices[0]?.type ?? "info";
  const message = result.notices.map((notice) => notice.message).join(" ");
  const target = redirectBackTarget(request.headers.get("Referer"), url, localizePath("/checkout/cart", api.locale));
  if (result.unavailableOptions) {
    // Back to the product page with the shopper's choice in the variant form's query: the page keeps that choice and
    // says (beside the options) that no variant has it, so no flash repeats it.
    const back = new URL(target, url);
    return redirect(`${back.pathname}?${result.unavailableOptions}`, { status: 303, headers: privateHeaders(api) });
  }
  return redirect(target, {
    status: 303,
    headers: privateHeaders(
      api,
      await flashFor(request, { type, message, persistent: type === "danger" || type === "warning" }),
    ),
  });
}
