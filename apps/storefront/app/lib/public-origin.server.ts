/**
 * Issue 12 L4: the shop's public origin for publicly cacheable answers (robots.txt, sitemap.xml). The Host header is
 * the client's word, and an answer a cache keeps must not carry whatever origin one client named. The configured
 * origins are STOREFRONT_URLS (the same list the backend seeds as the sales-channel domains; default localhost and
 * 127.0.0.1 on PORT): the request's origin when it is one of them, else the first.
 */
function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function configuredOrigins(env: Record<string, string | undefined> = process.env): [string, ...string[]] {
  const port = env.PORT || "3000";
  const list = env.STOREFRONT_URLS || `http://localhost:${port},http://127.0.0.1:${port}`;
  const origins = list
    .split(",")
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const [first, ...others] = origins;
  return first === undefined ? [`http://localhost:${port}`] : [first, ...others];
}

export function publicOrigin(request: Request, env: Record<string, string | undefined> = process.env): string {
  const [first, ...others] = configuredOrigins(env);
  const requested = originOf(request.url);
  return requested && (requested === first || others.includes(requested)) ? requested : first;
}
