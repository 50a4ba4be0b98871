/**
 * Characters no shop value may hold: NUL (PostgreSQL text cannot store it, SQLite would store it silently) and lone
 * UTF-16 surrogates (not text at all: each engine's driver would replace them with U+FFFD). Refusing them at the
 * boundary gives both engines the same answer, a 400, instead of leaving it to the database.
 */
const UNSUPPORTED = /\u0000|\p{Cs}/u;

export function hasUnsupportedCharacters(text: string): boolean {
  return UNSUPPORTED.test(text);
}

/** The first string (or object key) in a parsed value holding such characters, by path; undefined when clean. */
export function findUnsupportedText(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return hasUnsupportedCharacters(value) ? path || "/" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsupportedText(item, `${path}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsupportedCharacters(key)) return `${path}/${key}`;
      const found = findUnsupportedText(item, `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * What a JSON text needs checked value by value: an escaped NUL or surrogate (`\u0000`, `\uD800`; a raw one is either
 * invalid JSON or, for a paired surrogate, fine), a raw lone surrogate, or a number JSON.parse could turn into
 * Infinity (an exponent, or 309 digits in a row). A false match only costs the slower, exact parse.
 */
const NEEDS_CHECKED_PARSE = /\\u(?:0000|[dD][89a-fA-F])|\p{Cs}|\d[eE][+-]?\d|\d{309}/u;

/**
 * A request body's JSON, refusing (SyntaxError) what one engine would store and the other refuse: NUL characters and
 * lone surrogates in strings or keys, and numbers beyond double range. Bodies that cannot hold any of them skip the
 * reviver: a call per value was 3 % of the backend's CPU under the fuzz suite's large bodies.
 */
export function parseJsonBody(text: string): unknown {
  if (!NEEDS_CHECKED_PARSE.test(text)) return JSON.parse(text);
  return JSON.parse(text, (key, value: unknown) => {
    if (hasUnsupportedCharacters(key) || (typeof value === "string" && hasUnsupportedCharacters(value)))
      throw new SyntaxError("strings must not contain NUL characters or lone surrogates");
    if (typeof value === "number" && !Number.isFinite(value)) throw new SyntaxError("numbers must be finite");
    return value;
  });
}
