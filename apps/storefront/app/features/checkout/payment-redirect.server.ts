import { isHttps, readCookie, serializeCookie } from "../../lib/cookies";
import { isGatewayUrl } from "./checkout";

/**
 * The payment gateway URL of a just-placed order, carried from the order action to the success page in a
 * short-lived HttpOnly cookie: the success page counts down 5 seconds (spec §9) and then goes there. The
 * URL holds a payment token, so it never travels in our own URLs.
 */
const COOKIE = "sf-payment-redirect";
const MAX_AGE_SECONDS = 10 * 60;

export function paymentRedirectCookie(request: Request, orderId: string, url: string): string {
  const value = Buffer.from(JSON.stringify({ o: orderId, u: url })).toString("base64url");
  return serializeCookie(COOKIE, value, { maxAgeSeconds: MAX_AGE_SECONDS, secure: isHttps(request) });
}

export function clearPaymentRedirectCookie(request: Request): string {
  return serializeCookie(COOKIE, "", { maxAgeSeconds: 0, secure: isHttps(request) });
}

/** The gateway URL waiting for this order, or null. */
export function readPaymentRedirect(request: Request, orderId: string): string | null {
  const raw = readCookie(request.headers.get("Cookie"), COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as { o?: unknown; u?: unknown };
    return parsed.o === orderId && typeof parsed.u === "string" && isGatewayUrl(parsed.u) ? parsed.u : null;
  } catch {
    return null;
  }
}
