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
