import type { CmsElementView } from "../cms-types";

type TextElement = Extract<CmsElementView, { type: "text" | "html" }>;

const ALIGN: Record<string, string> = { center: "self-center", "flex-end": "self-end", "flex-start": "self-start" };

/**
 * Typography for merchant HTML, which arrives without classes: the .rich-text rules in app.css (one class instead of
 * ~1.3 KB of utilities on every CMS text element; a home page has several).
 */
export const RICH_TEXT = "rich-text";

/** Text and html elements. The HTML was sanitised on the server by the converter. */
export function CmsText({ element }: { element: TextElement }) {
  const align = element.type === "text" && element.verticalAlign ? ALIGN[element.verticalAlign] : undefined;
  return (
    <div
      className={[RICH_TEXT, "min-w-0 break-words", align].filter(Boolean).join(" ")}
      // Sanitised by sanitizeHtml() in the converter: allow-listed tags and attributes only.
      dangerouslySetInnerHTML={{ __html: element.html }}
    />
  );
}
