/**
 * Cross-site request forgery: a page on another site can make the shopper's browser post a form
 * (or fetch with no-cors) to the shop with the shopper's cookies. Browsers say where a request
 * came from: `Origin` on every POST (forms too), or at least `Sec-Fetch-Site`. A write whose
 * origin is not the shop's own is refused before any action runs.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** As browsers serialise Origin: lower-case host, no default port. Null when it is no origin at all. */
function normalizedOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Why a request must be refused, or null when it may proceed. `ownOrigin` is the shop's public
 * origin as the server sees it (scheme://host[:port]; behind a proxy only from TRUST_PROXY).
 */
export function crossOriginRefusal(method: string, headers: Headers, ownOrigin: string): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const origin = headers.get("origin");
  if (origin !== null) {
    // "null": a sandboxed frame, a data: URL or a redirect chain across origins — never our own page.
    const own = normalizedOrigin(ownOrigin);
    return own !== null && origin === own ? null : `Origin ${origin} is not ${ownOrigin}`;
  }
  // No Origin (old browsers, some non-browser clients): the Fetch Metadata header, when there, decides.
  const site = headers.get("sec-fetch-site");
  if (site === null || site === "same-origin" || site === "none") return null;
  return `Sec-Fetch-Site: ${site}`;
}
