import type { CmsElementView } from "../cms-types";

type TextElement = Extract<CmsElementView, { type: "text" | "html" }>;

const ALIGN: Record<string, string> = { center: "self-center", "flex-end": "self-end", "flex-start": "self-start" };

/** Typography for merchant HTML, which arrives without classes. */
export const RICH_TEXT = [
  "max-w-none text-neutral-800 leading-7",
  "[&_h1]:text-[28px] sm:[&_h1]:text-[36px] [&_h1]:font-semibold [&_h1]:leading-tight [&_h1]:tracking-tight [&_h1]:text-neutral-950",
  "[&_h2]:text-[22px] sm:[&_h2]:text-[28px] [&_h2]:font-semibold [&_h2]:leading-tight [&_h2]:text-neutral-950",
  "[&_h3]:text-lg sm:[&_h3]:text-[22px] [&_h3]:font-semibold [&_h3]:text-neutral-950",
  "[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&>*+*]:mt-4 [&_li+li]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-neutral-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_details]:rounded-lg [&_details]:border [&_details]:border-neutral-200 [&_details]:px-4 [&_details]:py-3 [&_details>*+*]:mt-2",
  "[&_summary]:cursor-pointer [&_summary]:font-semibold [&_summary]:text-neutral-950",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:w-full [&_td]:border-b [&_td]:border-neutral-200 [&_td]:py-2 [&_th]:py-2 [&_th]:text-left",
].join(" ");

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
