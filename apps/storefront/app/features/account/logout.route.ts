import type { ActionFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import { localizePath } from "../../lib/i18n";
import { fieldOf } from "../../lib/unknown";
import { t } from "./messages";
import { redirectWithNotice } from "./session.server";

/**
 * /_action/logout (POST): ends the session. The backend answers with a fresh, empty context token, which
 * the cookie takes over; the root loader revalidates, so the header's session, cart and wishlist follow.
 */
export async function action({ request }: ActionFunctionArgs) {
  const api = await createStoreApi(request);
  if (api.hasSession) {
    try {
      const response = await api.client.invoke("logoutCustomer post /account/logout", {});
      api.sessionWritten(response.data?.contextToken);
    } catch (error) {
      // Logging out without being logged in (403) is already the wanted state.
      const status = fieldOf(error, "status");
      if (status !== 403 && status !== 401) throw storeApiErrorResponse(error);
    }
  }
  return redirectWithNotice(request, api, localizePath("/", api.locale), {
    type: "success",
    message: t(api.locale.code, "loggedOut"),
  });
}
