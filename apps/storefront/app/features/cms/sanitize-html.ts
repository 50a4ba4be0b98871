/**
 * A small allow-list HTML sanitiser for CMS text and html elements. It runs on the server only
 * (inside the converters), so no parser ships to the browser. Everything not allowed is dropped:
 * unknown tags lose their markup but keep their text, dangerous containers (script, style, …) lose
 * their content too, and tags are balanced so the snippet can never close the page's own elements.
 */

const ALLOWED_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "dd",
  "del",
  "details",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "summary",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
]);

const VOID_TAGS = new Set(["br", "hr", "img"]);

/** Tags whose whole content goes, not just the markup. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "textarea",
  "select",
  "svg",
  "math",
  "title",
  "head",
  "frameset",
  "frame",
  "applet",
  "xmp",
  "plaintext",
  "noembed",
]);

const GLOBAL_ATTRIBUTES = new Set(["class", "title", "lang", "dir"]);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "target", "rel"]),
  img: new Set(["src", "alt", "width", "height", "loading"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  ol: new Set(["start"]),
  details: new Set(["open"]),
};

const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$)/i;
const SAFE_STYLE = /^\s*(?:text-align\s*:\s*(?:left|right|center|justify)|color\s*:\s*#[0-9a-f]{3,8})\s*;?\s*$/i;

/** As browsers do: NUL and references beyond Unicode become U+FFFD (String.fromCodePoint would throw). */
function codePoint(value: number): string {
  return String.fromCodePoint(value > 0 && value <= 0x10ffff ? value : 0xfffd);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number.parseInt(dec, 10)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Text outside tags: entities stay as written, stray angle brackets and ampersands get escaped. */
function escapeText(text: string): string {
  return text
    .replace(/&(?![a-z][a-z0-9]*;|#\d+;|#x[0-9a-f]+;)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  return SAFE_URL.test(url);
}

const ATTRIBUTE_PATTERN = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const output: string[] = [];
  let opensNewTab = false;
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? "").toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (name === "style") {
      const declarations = decodeEntities(value)
        .split(";")
        .filter((part) => part.trim() && SAFE_STYLE.test(part));
      if (declarations.length) output.push(`style="${escapeAttribute(declarations.join(";"))}"`);
      continue;
    }
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue;
    if ((name === "href" || name === "src") && !isSafeUrl(value)) continue;
    if (name === "rel") continue;
    if (name === "target") {
      if (value !== "_blank") continue;
      opensNewTab = true;
    }
    output.push(`${name}="${escapeAttribute(decodeEntities(value))}"`);
  }
  // A new tab must not get a handle on this page.
  if (opensNewTab) output.push('rel="noopener noreferrer"');
  return output.length ? ` ${output.join(" ")}` : "";
}

const TOKEN_PATTERN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|<\?[^>]*>/g;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  const output: string[] = [];
  const open: string[] = [];
  let droppedUntil: string | null = null;
  let last = 0;

  for (const match of html.matchAll(TOKEN_PATTERN)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (!droppedUntil) output.push(escapeText(text));

    const tag = match[2]?.toLowerCase();
    if (!tag) continue; // comment, doctype or processing instruction
    const closing = match[1] === "/";

    if (droppedUntil) {
      if (closing && tag === droppedUntil) droppedUntil = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? "")) droppedUntil = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;

    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      while (open.length > index) output.push(`</${open.pop()}>`);
      continue;
    }
    output.push(`<${tag}${sanitizeAttributes(tag, match[3] ?? "")}>`);
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  if (!droppedUntil) output.push(escapeText(html.slice(last)));
  while (open.length) output.push(`</${open.pop()}>`);
  return output.join("");
}
