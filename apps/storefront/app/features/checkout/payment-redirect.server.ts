import { secureFor, signedCookie } from "../../.server/cookies.server";
import { isGatewayUrl } from "./checkout";
import { fieldOf, textOf } from "../../lib/unknown";

/**
 * The payment gateway URL of a just-placed order, carried from the order action to the success page in a
 * short-lived HttpOnly cookie, signed (.server/cookies.server.ts): the success page counts down 5 seconds (spec §9)
 * and then goes there, so only a URL the order action wrote may be followed. The URL holds a payment token, so it
 * never travels in our own URLs.
 */
const MAX_AGE_SECONDS = 10 * 60;
const cookie = signedCookie("sf-payment-redirect", MAX_AGE_SECONDS);

export function paymentRedirectCookie(request: Request, orderId: string, url: string): Promise<string> {
  return cookie.serialize({ o: orderId, u: url }, secureFor(request));
}

export function clearPaymentRedirectCookie(request: Request): Promise<string> {
  return cookie.serialize("", { ...secureFor(request), maxAge: 0 });
}

/** The gateway URL waiting for this order, or null (no cookie, another order's, or one we did not sign). */
export async function readPaymentRedirect(request: Request, orderId: string): Promise<string | null> {
  const parsed: unknown = await cookie.parse(request.headers.get("Cookie"));
  const u = textOf(parsed, "u");
  return fieldOf(parsed, "o") === orderId && u !== undefined && isGatewayUrl(u) ? u : null;
}
