import { redirect } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/shop-currency";

/** The currency switcher's POST form: PATCH /context, then back to the page (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const currencyId = String(form.get("currencyId") ?? "");
  const back = safeRedirectPath(String(form.get("redirectTo") ?? "/"));
  // Spec §5: a currency without an id logs an error and does nothing.
  if (!/^[0-9a-f]{32}$/i.test(currencyId)) {
    console.error("Currency switch without a valid currency id");
    return redirect(back);
  }
  try {
    const api = await createStoreApi(request);
    await api.client.invoke("updateContext patch /context", { body: { currencyId } });
    return redirect(back, { headers: api.responseHeaders() });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function loader() {
  return redirect("/");
}
