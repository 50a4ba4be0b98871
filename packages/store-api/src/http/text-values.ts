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
