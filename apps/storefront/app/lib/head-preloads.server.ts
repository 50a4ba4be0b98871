import type { EntryContext } from "react-router";

/**
 * Issue 15, Lighthouse (FCP/LCP): the page's scripts are fetched after what its first paint needs. The server-rendered
 * page paints and works without them (they hydrate it), yet a `<link rel="modulepreload">` asks for high priority, as
 * a blocking script would: on a phone's link the entry's ~20 chunks (~165 KB) then share the bandwidth with the
 * stylesheet, the LCP picture and the body font, and Lighthouse counts every high-priority script that finished
 * before the first paint as render-blocking. `fetchpriority="low"` lets the stylesheet, the pictures asked for with
 * high priority and the fonts go first; the scripts still start from the HTML, without a request chain.
 *
 * React Router's <Scripts> renders its modulepreload links with fixed attributes (no priority), and react-dom's
 * preloadModule ones come from the page-kind and catalogue preloads: both are marked here, in the head's HTML.
 */
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/gi;

export function lowPriorityScriptPreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link fetchpriority="low"');
}

const HEAD_END = "</head>";

/**
 * A `Link` response header preloading the stylesheets of the page's matched routes (issue 15, Lighthouse FCP): the
 * browser reads it before the first byte of the HTML, so the page's only render-blocking request starts at once
 * instead of after the head's image, font and script preloads (React writes the route stylesheets last in the head;
 * on a busy phone the stylesheet began up to 2.7 s after the document in Lighthouse's trace of the category page).
 * The `<link rel="stylesheet">` in the head then takes the preloaded file. The fragment React Router's manifest
 * appends to a stylesheet's URL is not part of the request, so it is left out. Undefined when no route has CSS.
 */
export function stylesheetLinkHeader(context: Pick<EntryContext, "manifest" | "staticHandlerContext">) {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches)
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href.split("#")[0] ?? href);
  if (hrefs.size === 0) return undefined;
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(", ");
}

/**
 * The HTML stream's chunks with the head's script preloads marked (lowPriorityScriptPreloads): the chunks up to the
 * end of the head are rewritten, those after it pass untouched. React writes the head with the shell, in the first
 * flush (CoalescingStream), so a tag is never split across two rewritten chunks in practice; a split one would only
 * keep its default priority.
 */
export function headRewriter(rewrite: (head: string) => string = lowPriorityScriptPreloads) {
  let inHead = true;
  return (chunk: Buffer): Buffer => {
    if (!inHead) return chunk;
    // Only the head is decoded and rewritten; the body's bytes (most of the page) are passed on as they are.
    const end = chunk.indexOf(HEAD_END);
    if (end === -1) return Buffer.from(rewrite(chunk.toString("utf8")));
    inHead = false;
    return Buffer.concat([Buffer.from(rewrite(chunk.subarray(0, end).toString("utf8"))), chunk.subarray(end)]);
  };
}
