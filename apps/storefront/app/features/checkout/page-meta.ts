import { shopMetaFromMatches } from "../shop/shop";

type Matches = Parameters<typeof shopMetaFromMatches>[0];

/** The meta tags of the cart, checkout and success pages: "Title | Shop", never indexed (they are per shopper). */
export function privatePageMeta(title: string | null, matches: Matches) {
  const { shopName } = shopMetaFromMatches(matches);
  const text = title ?? "";
  return [{ title: shopName ? `${text} | ${shopName}` : text }, { name: "robots", content: "noindex" }];
}
