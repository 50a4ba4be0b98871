/**
 * React Router's inline scripts, written smaller (issue 15: HTML per page, product ≤ 60 KB). The same values reach
 * the browser; only their spelling changes:
 * - The route data it streams, `streamController.enqueue("…")`: a JSON text inside a double-quoted JavaScript string,
 *   so every `"` of the JSON costs a backslash (about 2 KB of a product page's 15.6 KB of data). Written as a
 *   single-quoted string instead, only `'`, `\` and line breaks are escaped, and `<` as before (no `</script>`).
 * - The route manifest, `window.__reactRouterManifest = …;`, which React Router pretty-prints: written compact.
 * A script this does not find whole in one chunk is passed on as it is (React writes a flush's elements whole; only
 * CoalescingStream's size limit could split one).
 */

const ENQUEUE = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
const MARKERS = ["streamController.enqueue(", "window.__reactRouterManifest = "];

/** A JavaScript string literal in single quotes, safe inside an inline `<script>`. */
export function singleQuoted(value: string): string {
  let out = "'";
  for (const char of value) {
    switch (char) {
      case "'":
        out += "\\'";
        break;
      case "\\":
        out += "\\\\";
        break;
      case "<":
        out += "\\x3C";
        break;
      case "\n":
        out += "\\n";
        break;
      case "\r":
        out += "\\r";
        break;
      case "\u2028":
        out += "\\u2028";
        break;
      case "\u2029":
        out += "\\u2029";
        break;
      default:
        out += char < " " ? `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}` : char;
    }
  }
  return `${out}'`;
}

/** The scripts' text with both rewrites; anything that does not parse is left as it was. */
export function compactRouterScripts(html: string): string {
  return html
    .replace(ENQUEUE, (whole, open: string, literal: string, close: string) => {
      try {
        const value: unknown = JSON.parse(literal);
        return typeof value === "string" ? `${open}${singleQuoted(value)}${close}` : whole;
      } catch {
        return whole;
      }
    })
    .replace(MANIFEST, (whole, open: string, json: string) => {
      try {
        return `${open}${JSON.stringify(JSON.parse(json))};`;
      } catch {
        return whole;
      }
    });
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
