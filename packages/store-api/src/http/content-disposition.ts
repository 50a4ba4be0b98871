/**
 * A Content-Disposition value that cannot be bent by the file name (order numbers, product file names are data):
 * the quoted `filename` keeps printable ASCII only (no quotes, backslashes, path separators, CR/LF that would split
 * the header), and `filename*` (RFC 6266/5987) carries the real name with every non-attr-char percent-encoded.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() || "download";
  const ascii = base.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(base).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
