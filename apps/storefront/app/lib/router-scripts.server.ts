/**
 * React Router's inline scripts, written smaller (issue 15: HTML per page, product ≤ 60 KB). The same values reach
 * the browser; only their spelling changes:
 * - The route data it streams, `streamController.enqueue("…")`: a JSON text inside a double-quoted JavaScript string,
 *   so every `"` of the JSON costs a backslash (about 2 KB of a product page's 15.6 KB of data). Written as a
 *   single-quoted string instead: `\"` loses its backslash, `'` gains one, `<` stays escaped (no `</script>`). The
 *   literal is rewritten, not decoded and encoded again (1.5 -> 0.55 ms a home page, issue 15's uncached SSR).
 * - The route manifest, `window.__reactRouterManifest = …;`, which React Router pretty-prints: written compact.
 * A script this does not find whole in one chunk is passed on as it is (React writes a flush's elements whole; only
 * CoalescingStream's size limit could split one).
 */

// A double-quoted string literal, written unrolled ("[^"\\]*(?:\\.[^"\\]*)*") so V8 scans runs of plain characters at once.
const ENQUEUE = /(streamController\.enqueue\()"([^"\\]*(?:\\.[^"\\]*)*)"(\);)/g;
const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_END = "\n};";
const MARKERS = ["streamController.enqueue(", MANIFEST_START];

/**
 * The body of a double-quoted literal (JSON.stringify's, with React Router's escapeHtml: `<`, `>`, `&` as \u003c,
 * \u003e, \u0026) written for single quotes, without decoding it: each escape is kept as it is (the same in either
 * quotes) except `\"`, which needs none now; a bare `'` gains one; `<` stays escaped, in the shorter \x3C; `>` and `&`
 * need no escape in a script. Escapes are read left to right, so the "u003c" after an escaped backslash stays text.
 */
function requoted(body: string): string {
  return body.replace(/\\(?:u00(?:3[cCeE]|26)|[\s\S])|'|</g, (token) => {
    switch (token) {
      case '\\"':
        return '"';
      case "'":
        return "\\'";
      case "<":
        return "\\x3C";
      default: {
        if (token.length === 2) return token;
        const code = token.slice(4).toLowerCase();
        return code === "3c" ? "\\x3C" : code === "3e" ? ">" : "&";
      }
    }
  });
}

/** The scripts' text with both rewrites; a manifest that does not parse is left as it was. */
export function compactRouterScripts(html: string): string {
  const requotedHtml = html.replace(
    ENQUEUE,
    (_whole, open: string, body: string, close: string) => `${open}'${requoted(body)}'${close}`,
  );
  const start = requotedHtml.indexOf(MANIFEST_START);
  if (start === -1) return requotedHtml;
  const jsonStart = start + MANIFEST_START.length;
  const end = requotedHtml.indexOf(MANIFEST_END, jsonStart);
  if (end === -1) return requotedHtml;
  try {
    const compact = JSON.stringify(JSON.parse(requotedHtml.slice(jsonStart, end + 2)));
    return `${requotedHtml.slice(0, jsonStart)}${compact}${requotedHtml.slice(end + 2)}`;
  } catch {
    return requotedHtml;
  }
}

/** A chunk of the HTML stream with its router scripts compacted; the bytes before the first one pass undecoded. */
export function compactRouterScriptChunk(chunk: Buffer): Buffer {
  const found = MARKERS.map((marker) => chunk.indexOf(marker)).filter((index) => index !== -1);
  if (found.length === 0) return chunk;
  const start = Math.min(...found);
  return Buffer.concat([
    chunk.subarray(0, start),
    Buffer.from(compactRouterScripts(chunk.subarray(start).toString("utf8"))),
  ]);
}
