import { forwardRef, useContext } from "react";
import {
  createPath,
  parsePath,
  resolvePath,
  Link as RouterLink,
  type LinkProps,
  UNSAFE_NavigationContext as NavigationContext,
} from "react-router";

/**
 * The href React Router's Link writes for a root-relative path ("/pl-PL/shirts?p=2"): the path resolved ("//" and
 * ".." segments), an explicit trailing slash kept, an empty "?" or "#" dropped. Undefined for any other `to` (a
 * relative path, an object, an absolute or protocol-relative URL): those are left to React Router.
 */
export function rootRelativeHref(to: LinkProps["to"]): string | undefined {
  // "//host" and "/\host" are protocol-relative URLs to React Router (and to browsers).
  if (typeof to !== "string" || to[0] !== "/" || to[1] === "/" || to[1] === "\\") return undefined;
  const resolved = resolvePath(to);
  const written = parsePath(to).pathname ?? "";
  if (written !== "/" && written.endsWith("/") && !resolved.pathname.endsWith("/")) resolved.pathname += "/";
  return createPath(resolved);
}

/** Link's own props, which React Router does not pass on to the `<a>` (`target` is written after `href`). */
const ROUTER_PROPS = /* @__PURE__ */ new Set<string>([
  "to",
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "mask",
  "state",
  "target",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
  "onClick",
]);

/**
 * A server render of React Router's Link (issue 15: uncached SSR): the same `<a>`, attributes in the same order,
 * without the work only a browser needs. React Router's Link resolves its path twice and sets up a click handler and
 * prefetch state with seven hooks per link; on a home page of 150 links that was 11 % of the storefront's CPU per
 * render (`node --cpu-prof`). On the server none of it reaches the HTML: event handlers and refs are not written,
 * and a prefetch is rendered only after an effect. The browser build uses React Router's Link itself, which
 * hydrates onto this markup (`Link.server.test.tsx` renders both and compares).
 */
// Marked pure, as ROUTER_PROPS is: the browser build, where `Link` is React Router's, drops both (the per-page
// first-load budgets of e2e/tests/first-load-*.spec.ts count every byte).
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { basename } = useContext(NavigationContext);
  const href = basename === "/" && !props.mask ? rootRelativeHref(props.to) : undefined;
  if (href === undefined) return <RouterLink {...props} ref={ref} />;
  // Copied key by key: in Node 20's V8 a spread followed by more keys ({...rest, href}) takes ~1.7 µs, this ~0.14 µs.
  const attributes: Record<string, unknown> = {};
  // for…in types its key as a string, which does not index LinkProps; Reflect.get reads it all the same.
  for (const key in props) if (!ROUTER_PROPS.has(key)) attributes[key] = Reflect.get(props, key);
  attributes.href = href;
  attributes.target = props.target;
  attributes["data-discover"] = (props.discover ?? "render") === "render" ? "true" : undefined;
  return <a {...attributes} />;
});

/** React Router's Link in the browser, ServerLink on the server. */
export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
