/** A same-origin path to redirect to; anything else (absolute, protocol-relative, empty) becomes "/". */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
