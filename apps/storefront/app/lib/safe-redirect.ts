/**
 * The one check for every redirect target that comes from a request (query, form field, Referer): issue 12 M1.
 * Only a path on our own origin passes; the answer is the URL parser's serialisation of it (percent-encoded, so it
 * is always a valid Location header). Refused: anything that is not a string starting with a single "/", a "//"
 * or a backslash anywhere in the path (browsers read "/\evil" and "//evil" as another host), any control or
 * whitespace character anywhere (browsers drop TAB/CR/LF, so "/\t/evil.example/" becomes "//evil.example/"; a line
 * break in a header is a 500), invisible formatting characters, a scheme, or more than 2,048 characters.
 */
const MAX_LENGTH = 2048;
const BASE = "http://redirect-check.invalid";
// C0/C1 controls, every Unicode space (\s), backslash, zero-width and bidi formatting characters.
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;

export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || FORBIDDEN.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (path.includes("//")) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== BASE) return fallback;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments are resolved by the parser ("/a/..//b"): the result is checked again.
  if (
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\") ||
    target.split(/[?#]/, 1)[0]?.includes("//")
  )
    return fallback;
  return target;
}
