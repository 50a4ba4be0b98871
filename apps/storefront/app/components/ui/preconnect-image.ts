import { preconnect } from "react-dom";

/**
 * For a picture above the fold: puts a `<link rel="preconnect">` to its host into the server's <head>. Pictures
 * come from the Store API's media URLs, another origin, so without it the first image waits for a connection that
 * is only opened once its <img> is parsed. Called while rendering; React emits each origin once. Relative URLs
 * are the page's own origin, which is connected already.
 */
export function preconnectImage(src: string): void {
  if (/^https?:\/\//i.test(src)) preconnect(new URL(src).origin);
}
